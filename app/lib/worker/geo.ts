// Geo settings: the country comes from Cloudflare's
// request.cf.country; allowed US, CA, GB, AU, DE, FR, JP; blocking off; rate
// monitoring on. A request whose country is unknown (local runs, Tor's "T1",
// "XX") is never blocked: blocking is for known countries outside the list.

export type GeoSettings = { blocking: boolean; allowedCountries: readonly string[]; rateMonitoring: boolean };
export type GeoDecision = { country: string | null; allowed: boolean; blocked: boolean };

const UNKNOWN_COUNTRIES = new Set(["XX", "T1"]);

export function countryOf(cf: unknown): string | null {
  const country = (cf as { country?: unknown } | undefined)?.country;
  if (typeof country !== "string" || !/^[A-Za-z]{2}$/.test(country)) return null;
  const code = country.toUpperCase();
  return UNKNOWN_COUNTRIES.has(code) ? null : code;
}

export function decideGeo(cf: unknown, settings: GeoSettings): GeoDecision {
  const country = countryOf(cf);
  const allowed = country === null || settings.allowedCountries.includes(country);
  return { country, allowed, blocked: settings.blocking && !allowed };
}

/** The page a blocked visitor sees: clear about what happened, never blank. */
export function geoBlockedPage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Not available in your region | Boho Boutique</title><meta name="robots" content="noindex"></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf7f1;color:#2e2420;font-family:system-ui,sans-serif">
<main style="max-width:32rem;padding:2rem;text-align:center"><h1 style="font-family:Georgia,serif">Boho Boutique isn't available in your region yet</h1>
<p>We currently ship to the United States, Canada, the United Kingdom, Australia, Germany, France and Japan.</p>
<p>Questions? Write to us at <a href="mailto:hello@boho-boutique.example" style="color:#7c3c22">hello@boho-boutique.example</a>.</p></main></body></html>`;
  return new Response(html, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
