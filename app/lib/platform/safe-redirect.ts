// The one place that decides whether a user-supplied return path is safe to
// redirect to. Browsers strip tabs and newlines and treat "\" as "/", so
// prefix checks alone let "/\t/evil.com" or "/.//evil.com" through; parsing
// against a fixed origin and comparing origins does not.
const SAME_SITE_BASE = "http://same-site.invalid";
const MAX_REDIRECT_LENGTH = 1000;

/** A path on this site (with query and hash), or `fallback` for anything else. */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string") return fallback;
  if (value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback;
  // Control characters and backslashes have no place in a path we produce ourselves.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE_BASE) return fallback;
  // "/.//evil.com" normalises to "//evil.com": a browser would read that as another host.
  if (url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
