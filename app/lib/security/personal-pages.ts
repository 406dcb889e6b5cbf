// Pages whose answer depends on who asks are never stored by a browser or a
// shared cache: `Cache-Control: private, no-store` on the document,
// its `.data` request and any resource route under these paths. Applied once,
// in the Worker, because a route without a `headers` export drops its loader's.

const PERSONAL_PATH_PREFIXES = [
  "/cart",
  "/checkout",
  "/account",
  "/favorites",
  "/orders",
  "/order-confirmation",
  "/track-order",
  "/auth",
  "/sign-out",
  "/newsletter",
  "/admin",
  "/dev/",
];

export const PERSONAL_CACHE_CONTROL = "private, no-store";

export function isPersonalPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "");
  return PERSONAL_PATH_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
  );
}

/** Personal pages, and any answer that sets a cookie, say private, no-store. */
export function applyPersonalCacheControl(headers: Headers, url: URL): void {
  if (isPersonalPath(url.pathname) || headers.has("Set-Cookie")) headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
}
