/// <reference lib="webworker" />
// The PWA service worker, built to /sw.js. Hashed build assets are cache-first
// (they never change), images stale-while-revalidate, pages always from the
// network with an offline page when there is none. HTML is never cached, so a
// shopper never sees another session's page or a stale cart.
declare const self: ServiceWorkerGlobalScope;
export {}; // a module, so `self` above shadows the global declaration

const VERSION = "v1";
const ASSET_CACHE = `boutique-assets-${VERSION}`;
const IMAGE_CACHE = `boutique-images-${VERSION}`;
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
      const keep = new Set([ASSET_CACHE, IMAGE_CACHE]);
      for (const key of await caches.keys()) if (key.startsWith("boutique-") && !keep.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => new Response(OFFLINE_PAGE, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } })));
    return;
  }
  if (url.origin === self.location.origin && url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.destination === "image") event.respondWith(staleWhileRevalidate(request, event));
});

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

// Spec 001 section 7: the app asks for a cache summary, warms critical routes'
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
        const entries = await Promise.all([ASSET_CACHE, IMAGE_CACHE].map(async (name) => [name, (await (await caches.open(name)).keys()).length]));
        return reply({ ...counters, hitRate: total ? counters.hits / total : 0, entries: Object.fromEntries(entries) });
      }
      case "WARM_UP":
        await Promise.allSettled(CRITICAL_ROUTES.map((path) => fetch(path, { credentials: "same-origin" })));
        return reply({ ok: true });
      case "PRELOAD_ROUTE":
        if (typeof message.path === "string" && message.path.startsWith("/")) await fetch(message.path, { credentials: "same-origin" }).catch(() => {});
        return reply({ ok: true });
      case "CLEAR_CACHE":
        return reply({ ok: await caches.delete(String(message.name)) });
      case "SKIP_WAITING":
        await self.skipWaiting();
        return reply({ ok: true });
    }
  })().catch((error) => console.warn("Service worker message failed", error)); // spec: logged only
  event.waitUntil(work);
});
