// The small page for a request refused before it reaches a route (too large,
// wrong body type, cross-site). Plain HTML with inline styles: no route, no
// loader and no script runs for it. Only fixed texts go in, never request data.
export function refusalPage(status: number, title: string, message: string, headers: HeadersInit = {}): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title} | Boho Boutique</title></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf7f1;color:#2e2420;font-family:system-ui,sans-serif">
<main style="max-width:30rem;padding:2rem;text-align:center">
<h1 style="font-size:1.5rem;margin:0 0 .75rem">${title}</h1>
<p style="font-size:1.05rem;line-height:1.5;margin:0">${message}</p>
<p style="margin-top:1.5rem"><a href="/" style="color:#7c3c22">Back to the shop</a></p>
</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...Object.fromEntries(new Headers(headers)),
    },
  });
}
