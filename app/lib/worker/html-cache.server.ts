import { representationOf, type Representation } from "../agents/content-negotiation";
import { PUBLIC_ROWS_KEEP_MS } from "../platform/isolate-rows.server";
import { createCspNonce } from "../security/content-security-policy";
import { logger } from "../platform/logger";
import { heldPage, holdPage } from "./held-pages";
import { copyWithNonce, sliced, takeApartAtNonces, type NoncedPageParts } from "../framework-internals/kept-page-copy";
// Anonymous HTML at the edge (decision 073): the Cache API keeps rendered
// catalogue and content pages for shoppers without cookies, keyed by the URL
// and the catalogue snapshot's version, with stale-while-revalidate built by
// hand (the Cache API has none). A request with any cookie is never served
// from, nor stored in, this cache: everything personal on a page (cart count,
// favorites, account, flash toasts, grid preferences) comes from a cookie, so
// no shopper can get another shopper's page. Pages stay plain server HTML. A page asked for as Markdown
// (`Accept: text/markdown`, decision 077) is its own entry: the key names the representation, and only a
// Markdown answer is stored under a Markdown key, so neither is ever served for the other.

/** Served as is for this long after rendering: as long as the public rows a render reads are kept. */
export const HTML_FRESH_MS = PUBLIC_ROWS_KEEP_MS;
/** Past fresh, served while one background render replaces it, up to this age. */
export const HTML_STALE_MS = 10 * 60_000;

const CACHE_NAME = "anonymous-html";
const RENDERED_AT_HEADER = "X-Html-Rendered-At";
const ORIGINAL_CACHE_CONTROL_HEADER = "X-Html-Original-Cache-Control";
export const HTML_CACHE_HEADER = "X-Html-Cache";

/** Catalogue and content pages; never the cart, account, checkout, admin or forms with per-visitor state. */
const CACHEABLE_PATH =
  /^\/(?:|products(?:\/[^/]+)?|collections(?:\/[^/]+)?|about|faq|shipping-info|returns|privacy|terms|returns-faq|size-guide(?:\/[a-z-]+)?|blog(?:\/[^/]+)?|lookbooks(?:\/[^/]+)?|sitemap\.xml)$/;

/** Keys being re-rendered in this isolate: plain strings, so one stale page triggers one render. */
const revalidating = new Set<string>();

export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return false;
  const url = new URL(request.url);
  // Remix's data requests (`.data`) and anything with a trailing slash variant are left alone.
  return CACHEABLE_PATH.test(url.pathname);
}

function cacheKeyOf(request: Request, version: string): Request {
  const url = new URL(request.url);
  url.searchParams.set("__catalog", version);
  if (representationOf(request) === "markdown") url.searchParams.set("__as", "markdown");
  return new Request(url.toString(), { method: "GET" });
}

/** The key of an anonymous page held in the isolate (held-pages.ts): the address asked for, how, and the version. */
function heldKeyOf(request: Request, version: string): string {
  return `anonymous ${version} ${representationOf(request)} ${request.url}`;
}

/** A cache of stored pages: the anonymous pages', or another (the signed-in pages', decision 056). */
export async function openCache(name = CACHE_NAME): Promise<Cache | null> {
  if (typeof caches === "undefined") return null;
  return caches.open(name).catch(() => null);
}

/** Pages, and the XML sitemap (it lists the same catalogue and posts). */
const STORABLE_TYPE = /^(?:text\/html|application\/xml)\b/;

export function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    STORABLE_TYPE.test(response.headers.get("Content-Type") ?? "")
  );
}

/** Storable under the key of the representation asked for: a Markdown key only ever holds Markdown, and back. */
function isStorableAs(response: Response, representation: Representation): boolean {
  if (representation === "html") return isStorable(response);
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    /^text\/markdown\b/.test(response.headers.get("Content-Type") ?? "")
  );
}

/**
 * A stored page carries the nonce of the render that filled the cache; each
 * answer gets its own, in the CSP header and on every element that carried
 * the old one, so a nonce seen once (in a shared copy, a log) opens no other
 * visitor's page.
 */
function withOwnNonce(body: ReadableStream | null, headers: Headers): ReadableStream | null {
  const policy = headers.get("Content-Security-Policy");
  const stored = policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
  if (!policy || !stored || !body || typeof HTMLRewriter === "undefined") return body;
  const fresh = createCspNonce();
  headers.set("Content-Security-Policy", policy.replaceAll(`'nonce-${stored}'`, `'nonce-${fresh}'`));
  headers.delete("Content-Length");
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === stored) element.setAttribute("nonce", fresh);
      },
    })
    .transform(new Response(body, { headers: { "Content-Type": "text/html" } }));
  return rewritten.body;
}

export async function store(cache: Cache, key: Request, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(RENDERED_AT_HEADER, String(Date.now()));
  headers.set(ORIGINAL_CACHE_CONTROL_HEADER, response.headers.get("Cache-Control") ?? "");
  headers.set("Cache-Control", `public, max-age=${Math.round(HTML_STALE_MS / 1000)}`);
  await cache.put(key, new Response(response.body, { status: response.status, headers }));
}

/** How long ago a stored page was rendered (ms). */
export function ageOf(cached: Response): number {
  return Date.now() - Number(cached.headers.get(RENDERED_AT_HEADER));
}

/** A stored page's headers as its render answered them (the cache's own taken out). */
export function headersAsRendered(cached: Response): Headers {
  const headers = new Headers(cached.headers);
  const original = headers.get(ORIGINAL_CACHE_CONTROL_HEADER);
  headers.delete(ORIGINAL_CACHE_CONTROL_HEADER);
  headers.delete(RENDERED_AT_HEADER);
  if (original) headers.set("Cache-Control", original);
  else headers.delete("Cache-Control");
  return headers;
}

function storedNonce(headers: Headers): string | null {
  return /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;
}

/** A fresh page's answer from its parts: a nonce of its own in the header and on every element that had the stored one. */
function heldAnswer(parts: NoncedPageParts, headers: Headers, stored: string | null): Response {
  const nonce = createCspNonce();
  const policy = headers.get("Content-Security-Policy");
  if (policy && stored)
    headers.set("Content-Security-Policy", policy.replaceAll(`'nonce-${stored}'`, `'nonce-${nonce}'`));
  headers.delete("Content-Length");
  headers.set(HTML_CACHE_HEADER, "hit");
  // The stored timings describe the render that filled the cache, not this answer.
  headers.set("Server-Timing", `html-cache;desc="hit"`);
  return new Response(sliced(copyWithNonce(parts, nonce)), { status: 200, headers });
}

function served(cached: Response, state: "hit" | "stale"): Response {
  const headers = headersAsRendered(cached);
  headers.set(HTML_CACHE_HEADER, state);
  // The stored timings describe the render that filled the cache, not this answer.
  headers.set("Server-Timing", `html-cache;desc="${state}"`);
  return new Response(withOwnNonce(cached.body, headers), { status: cached.status, headers });
}

function marked(response: Response, state: "miss" | "bypass"): Response {
  const headers = new Headers(response.headers);
  headers.set(HTML_CACHE_HEADER, state);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

type HtmlCacheOptions = {
  /** False when the HTML_CACHE binding is "off" */
  enabled: boolean;
  /** The catalogue version this isolate serves now; null before one is loaded. */
  version: () => string | null;
  render: (request: Request) => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Told of every answer from the cache (fresh or stale), for what the loaders would have recorded. */
  onCachedAnswer?: (cached: Response) => void;
};

/**
 * Answers from the cache when it can (fresh: as is; stale: as is while one
 * re-render runs in `waitUntil`), else renders and stores the page when it
 * is anonymous and storable. Any cache failure falls through to rendering.
 */
export async function serveWithHtmlCache(request: Request, options: HtmlCacheOptions): Promise<Response> {
  if (!options.enabled || !isCacheableRequest(request)) return options.render(request);
  const versionBefore = options.version();
  const held = versionBefore ? heldPage<NoncedPageParts>(heldKeyOf(request, versionBefore), HTML_FRESH_MS) : null;
  if (held) {
    const headers = new Headers(held.headers);
    options.onCachedAnswer?.(new Response(null, { headers }));
    return heldAnswer(held.parts, headers, storedNonce(headers));
  }
  const cache = await openCache();
  if (!cache) return options.render(request);

  if (versionBefore) {
    const key = cacheKeyOf(request, versionBefore);
    const cached = await cache.match(key).catch(() => undefined);
    if (cached) {
      const age = ageOf(cached);
      if (age <= HTML_FRESH_MS) {
        options.onCachedAnswer?.(cached);
        // Held in the isolate while fresh: the next hits need neither the Cache API nor an HTMLRewriter pass.
        const headers = headersAsRendered(cached);
        const stored = storedNonce(headers);
        const parts = takeApartAtNonces(await cached.text(), stored);
        holdPage(heldKeyOf(request, versionBefore), {
          parts,
          size: parts.size,
          headers: [...headers],
          renderedAt: Date.now() - age,
        });
        return heldAnswer(parts, headers, stored);
      }
      if (age <= HTML_STALE_MS) {
        options.onCachedAnswer?.(cached);
        if (!revalidating.has(key.url)) {
          revalidating.add(key.url);
          const rerender = async () => {
            const fresh = await options.render(new Request(request.url, { headers: request.headers }));
            if (isStorableAs(fresh, representationOf(request))) await store(cache, key, fresh);
          };
          options.waitUntil(
            rerender()
              .catch((error) => logger.error("Failed to re-render a cached page", { error }))
              .finally(() => revalidating.delete(key.url)),
          );
        }
        return served(cached, "stale");
      }
    }
  }

  const response = await options.render(request);
  // A cold isolate has just loaded its catalogue for this render: its version is the page's. A version that changed
  // during the render (a rebuild installed meanwhile) may not be the one the page read: the page is not stored, or it
  // would be served as the new catalogue's for ten minutes.
  const version = options.version();
  const renderedWithOneVersion = versionBefore === null || versionBefore === version;
  if (!version || !renderedWithOneVersion || !isStorableAs(response, representationOf(request)))
    return marked(response, "bypass");
  const [forShopper, forCache] = response.body ? response.body.tee() : [null, null];
  options.waitUntil(
    store(cache, cacheKeyOf(request, version), new Response(forCache, response)).catch((error) =>
      logger.error("Failed to cache a page", { error }),
    ),
  );
  return marked(new Response(forShopper, response), "miss");
}
