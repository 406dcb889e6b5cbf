// The page shown when the app cannot start at all. Plain
// HTML with inline styles, because nothing else may be working.
export function startupFailurePage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Boho Boutique</title></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf7f1;color:#2e2420;font-family:system-ui,sans-serif">
<main style="max-width:28rem;padding:2rem;text-align:center">
<p style="font-size:1.125rem;line-height:1.5">We're experiencing technical difficulties. Please try refreshing the page.</p>
<button onclick="location.reload()" style="margin-top:1rem;padding:.75rem 1.5rem;border:0;border-radius:999px;background:#9a4d2c;color:#fbf7f1;font-size:1rem;cursor:pointer">Refresh Page</button>
<noscript><p><a href="" style="color:#7c3c22">Refresh Page</a></p></noscript>
</main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "30" },
  });
}
