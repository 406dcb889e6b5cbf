// The Content-Security-Policy of our HTML pages. Scripts run only
// with this request's nonce ('strict-dynamic' lets those scripts load their
// own, as Remix's module preloads and the analytics tags do); no page may be
// framed; violations are reported to /csp-report and kept as security events.

export const CSP_REPORT_PATH = "/csp-report";

export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `extraImageOrigins`: where product images come from besides https (the local demo shop is http). */
export function pageContentSecurityPolicy(nonce: string, extraImageOrigins: readonly string[] = []): string {
  const images = ["'self'", "data:", "blob:", "https:", ...extraImageOrigins].join(" ");
  return [
    "default-src 'self'",
    // 'strict-dynamic' makes browsers ignore the host list; older ones fall back to it.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https://www.googletagmanager.com https://connect.facebook.net https://challenges.cloudflare.com`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' data:",
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.facebook.com",
    "frame-src https://challenges.cloudflare.com",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join("; ");
}

/** For everything that is not one of our pages (data, JSON, XML, refusals): nothing may run or frame it. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
