/// <reference lib="webworker" />
// The PWA service worker, built to /sw.js. Hashed build assets are cache-first
// (they never change), images stale-while-revalidate. Pages come from the
// network; the home page, the first /products page, viewed product pages and
// (signed in) favorites are saved as they are viewed, and shown from the saved
// copy when the network is gone (marked so the app shows an offline banner).
// Pages are network-first rather than stale-while-revalidate because the cart
// badge and one-shot toasts live in the HTML (decision 070).
// Signed-in pages are saved per shopper and deleted when a signed-out page
// arrives (sign-out), so a shared device never shows one shopper's page to another.
import { logger } from "../app/lib/platform/logger";
import { isOfflinePage, markSavedCopy, pageCacheName, PUBLIC_SCOPE, scopeOfHtml } from "../app/lib/pwa/offline-pages";

declare const self: ServiceWorkerGlobalScope;

const VERSION = "v1";
const ASSET_CACHE = `boutique-assets-${VERSION}`;
const IMAGE_CACHE = `boutique-images-${VERSION}`;
const PUBLIC_PAGES = pageCacheName(PUBLIC_SCOPE, VERSION);
/** Remembers whose pages were saved last (a service worker's memory does not survive its restarts). */
const SCOPE_CACHE = `boutique-scope-${VERSION}`;
const SCOPE_KEY = "/__boutique-scope";
const MAX_PAGES = 60;
/** A page that takes longer than this on a bad connection is answered from the saved copy, when there is one. */
const NETWORK_TIMEOUT_MS = 6_000;
const MAX_IMAGES = 120;
const CRITICAL_ROUTES = ["/", "/products", "/collections", "/about"];

const counters = { hits: 0, misses: 0 };

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline | Boho Boutique</title></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf7f1;color:#2e2420;font-family:system-ui,sans-serif">
<main style="max-width:28rem;padding:2rem;text-align:center"><h1 style="font-family:Georgia,serif">You're offline</h1>
<p>Check your connection and try again. Your cart is saved on this device.</p>
<p><a href="" style="color:#7c3c22">Try again</a></p></main></body></html>`;

self.addEventListener("install", () => void self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = await currentScope();
      const keep = new Set([ASSET_CACHE, IMAGE_CACHE, PUBLIC_PAGES, SCOPE_CACHE, pageCacheName(current, VERSION)]);
      for (const key of await caches.keys())
        if (key.startsWith("boutique-") && !keep.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (request.mode === "navigate") {
    event.respondWith(navigate(request, event));
    return;
  }
  if (url.origin === self.location.origin && url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.destination === "image") event.respondWith(staleWhileRevalidate(request, event));
});

const offlinePage = () =>
  new Response(OFFLINE_PAGE, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });

async function currentScope(): Promise<string> {
  const saved = await (await caches.open(SCOPE_CACHE)).match(SCOPE_KEY);
  return saved ? await saved.text() : PUBLIC_SCOPE;
}

/** A new scope: a signed-out page after a signed-in one means sign-out, so every shopper's saved pages go. */
async function enterScope(scope: string): Promise<void> {
  const previous = await currentScope();
  if (previous === scope) return;
  await (await caches.open(SCOPE_CACHE)).put(SCOPE_KEY, new Response(scope));
  const keep = pageCacheName(scope, VERSION);
  for (const key of await caches.keys())
    if (key.startsWith("boutique-pages-user-") && key !== keep) await caches.delete(key);
}

/** Saves a page the shopper just viewed, in its scope's cache, with the time it was saved. */
async function savePage(request: Request, response: Response): Promise<void> {
  if (!response.ok || !(response.headers.get("Content-Type") ?? "").includes("text/html")) return;
  const html = await response.text();
  const scope = scopeOfHtml(html);
  if (!scope) return;
  await enterScope(scope);
  if (!isOfflinePage(new URL(request.url), scope)) return;
  const headers = new Headers(response.headers);
  headers.set("X-Saved-At", new Date().toISOString());
  const cache = await caches.open(pageCacheName(scope, VERSION));
  await cache.put(request.url, new Response(html, { status: 200, headers }));
  await trimCache(cache, MAX_PAGES);
}

async function savedCopy(request: Request): Promise<Response | null> {
  const scope = await currentScope();
  const cached =
    (await (await caches.open(pageCacheName(scope, VERSION))).match(request.url)) ??
    (await (await caches.open(PUBLIC_PAGES)).match(request.url));
  if (!cached) return null;
  const savedAt = cached.headers.get("X-Saved-At") ?? new Date(0).toISOString();
  const headers = new Headers(cached.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(markSavedCopy(await cached.text(), savedAt), { status: 200, headers });
}

async function navigate(request: Request, event: FetchEvent): Promise<Response> {
  const network = fetch(request);
  // The copy is saved after the page is answered, never in its way.
  event.waitUntil(
    network.then(
      (response) =>
        savePage(request, response.clone()).catch((error) =>
          logger.warn("Page not saved for offline", { error, url: request.url }),
        ),
      () => undefined, // offline: answered from the saved copy below
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<"slow">((resolve) => (timer = setTimeout(() => resolve("slow"), NETWORK_TIMEOUT_MS)));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== "slow") return first;
    return (await savedCopy(request)) ?? (await network);
  } catch {
    return (await savedCopy(request)) ?? offlinePage();
  } finally {
    clearTimeout(timer);
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) {
    counters.hits++;
    return cached;
  }
  counters.misses++;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(IMAGE_CACHE);
  const cached = await cache.match(request);
  const refresh = fetch(request)
    .then(async (response) => {
      if (response.ok || response.type === "opaque") {
        await cache.put(request, response.clone());
        await trimCache(cache, MAX_IMAGES);
      }
      return response;
    })
    .catch(() => cached ?? Response.error());
  if (cached) {
    counters.hits++;
    event.waitUntil(refresh);
    return cached;
  }
  counters.misses++;
  return refresh;
}

async function trimCache(cache: Cache, maxEntries: number) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - maxEntries))) await cache.delete(key);
}

// The app asks for a cache summary, warms critical routes'
// assets, preloads a route, clears a named cache and updates the worker.
type Message =
  | { type: "CACHE_SUMMARY" }
  | { type: "WARM_UP" }
  | { type: "PRELOAD_ROUTE"; path: string }
  | { type: "CLEAR_CACHE"; name: string }
  | { type: "SKIP_WAITING" };

self.addEventListener("message", (event) => {
  const message = event.data as Message;
  const reply = (data: unknown) => event.ports[0]?.postMessage(data);
  const work = (async () => {
    switch (message?.type) {
      case "CACHE_SUMMARY": {
        const total = counters.hits + counters.misses;
        const entries = await Promise.all(
          [ASSET_CACHE, IMAGE_CACHE, PUBLIC_PAGES].map(async (name) => [
            name,
            (await (await caches.open(name)).keys()).length,
          ]),
        );
        return reply({ ...counters, hitRate: total ? counters.hits / total : 0, entries: Object.fromEntries(entries) });
      }
      case "WARM_UP":
        await Promise.allSettled(CRITICAL_ROUTES.map((path) => fetch(path, { credentials: "same-origin" })));
        return reply({ ok: true });
      case "PRELOAD_ROUTE":
        if (typeof message.path === "string" && message.path.startsWith("/"))
          await fetch(message.path, { credentials: "same-origin" }).catch(() => {});
        return reply({ ok: true });
      case "CLEAR_CACHE":
        return reply({ ok: await caches.delete(String(message.name)) });
      case "SKIP_WAITING":
        await self.skipWaiting();
        return reply({ ok: true });
    }
  })().catch((error) => logger.warn("Service worker message failed", { error, type: message?.type })); // failures are only logged
  event.waitUntil(work);
});
