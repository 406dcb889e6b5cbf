// Headers every HTML response carries. No Content-Security-Policy yet: Remix's
// inline hydration scripts would need per-request nonces (left for later).
export function applySecurityHeaders(headers: Headers, requestUrl: URL): void {
  headers.set("X-Content-Type-Options", "nosniff");
  // A page may ask for less (the reset page says no-referrer); never loosen what it set.
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  // HSTS only where the request came over HTTPS (never on local http://127.0.0.1).
  if (requestUrl.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
