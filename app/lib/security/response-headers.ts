// Security headers for every response the Worker sends: pages,
// data requests, resource routes, errors and refusals. Static files get theirs
// from public/_headers. HTML pages add their CSP with a nonce in entry.server.
import { NON_PAGE_CONTENT_SECURITY_POLICY } from "./content-security-policy";
import { applyPersonalCacheControl } from "./personal-pages";

export function applySecurityHeaders(headers: Headers, requestUrl: URL): void {
  headers.set("X-Content-Type-Options", "nosniff");
  // A page may ask for less (the reset page says no-referrer); never loosen what it set.
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  // HSTS only where the request came over HTTPS (never on local http://127.0.0.1).
  if (requestUrl.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/** The response with the headers that fit it; a page's own CSP (with its nonce) is kept. */
export function withSecurityHeaders(response: Response, request: Request): Response {
  const secured = new Response(response.body, response);
  const url = new URL(request.url);
  applySecurityHeaders(secured.headers, url);
  applyPersonalCacheControl(secured.headers, url);
  if (!secured.headers.has("Content-Security-Policy")) {
    const isHtml = (secured.headers.get("Content-Type") ?? "").includes("text/html");
    // Our own small HTML pages (refusals, start-up failure) have no nonce'd scripts: they may not be framed.
    secured.headers.set(
      "Content-Security-Policy",
      isHtml ? "frame-ancestors 'none'" : NON_PAGE_CONTENT_SECURITY_POLICY,
    );
  }
  return secured;
}
