// The XML sitemap format (sitemaps.org 0.9), kept pure so it can be tested.
export type SitemapUrl = { loc: string; lastmod?: string | null };

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A W3C date (YYYY-MM-DD) from an ISO timestamp, or nothing when it does not parse. */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

export function renderSitemapXml(urls: readonly SitemapUrl[]): string {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const url of urls) {
    if (seen.has(url.loc)) continue;
    seen.add(url.loc);
    const lastmod = w3cDate(url.lastmod);
    entries.push(`<url><loc>${escapeXml(url.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function renderRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /account",
    "Disallow: /checkout",
    "Disallow: /orders",
    "Disallow: /order-confirmation",
    "Disallow: /favorites",
    "Disallow: /api/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).toString()}`,
    "",
  ].join("\n");
}
