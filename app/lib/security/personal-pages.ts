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

/** A page (or its `.data`) is a document or Remix's data stream: images, feeds and files keep their own caching. */
const PAGE_TYPE = /^(?:text\/html|text\/x-script)\b/;

/**
 * A page answered to a signed-in shopper (a kept copy included, decision 056) carries their address, id and hearts:
 * no browser or shared cache may keep it (issue 41). Told by the request's own session check, which every page's
 * root loader has already made.
 */
export async function withSignedInPagePrivacy(
  response: Response,
  auth: { user(): Promise<unknown> },
  request: Request,
): Promise<Response> {
  if (!request.headers.has("Cookie") || !PAGE_TYPE.test(response.headers.get("Content-Type") ?? "")) return response;
  if (!(await auth.user().catch(() => null))) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
