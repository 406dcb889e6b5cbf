// Cross-site request refusal: a state-changing request must come
// from one of our own pages. Remix checks Origin only for document and data
// POSTs, and by throwing (a bare 500); resource routes such as /sign-out were
// not checked at all. This runs once, before any route, for every method that
// can change state.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Signed server-to-server deliveries and browser-sent reports carry no page origin; the MCP server reads no
 * cookie, so a call from another site's agent can act for nobody but itself (decision 077).
 */
const EXEMPT_PREFIXES = ["/webhooks/", "/csp-report", "/api/mcp"];

/** True when the browser tells us the request was started by another site. */
export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const url = new URL(request.url);
  if (EXEMPT_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return false;
  // Sec-Fetch-Site is set by every current browser and cannot be forged by a page. When present it
  // decides alone: a page with Referrer-Policy: no-referrer (the reset page) posts with Origin: null.
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  if (fetchSite) {
    if (fetchSite !== "same-origin" && fetchSite !== "none") return true;
    // No browser sends same-origin with another site's Origin: a forged pair is refused too.
    return origin !== null && origin !== "null" && origin !== url.origin;
  }
  // Origin is sent on every cross-origin POST (and "null" from sandboxed frames and some redirects).
  if (origin !== null && origin !== url.origin) return true;
  // Neither header: not a browser page on another site (curl, server clients, very old browsers).
  return false;
}

export const CROSS_SITE_REFUSAL = {
  status: 403,
  title: "This form came from another site",
  message:
    "For your safety we only accept forms sent from Boho Boutique's own pages. Please go back to the shop, reload the page and try again.",
} as const;

/**
 * Once `isCrossSiteRequest` has passed a state-changing request, its Origin has done its work. Remix would check
 * it again against `X-Forwarded-Host` or `Host`, which a client can set (a same-origin post with
 * `X-Forwarded-Host: elsewhere`), and against `Origin: null` from a no-referrer page: both threw a bare 500. So the
 * request goes on without the header; nothing after this reads it.
 */
export function withoutCheckedOrigin(request: Request): Request {
  if (SAFE_METHODS.has(request.method) || !request.headers.has("Origin")) return request;
  const headers = new Headers(request.headers);
  headers.delete("Origin");
  return new Request(request, { headers });
}
