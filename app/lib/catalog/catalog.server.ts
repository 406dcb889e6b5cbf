// The catalogue every listing reads: built from the Storefront and the
// database, kept 5 minutes in isolate memory and in the Cache API, and served
// stale while one background revalidation per isolate refreshes it
// (Hydrogen's cache strategy done by hand; the Cache API has no SWR). When the
// Storefront fails, the last good catalogue keeps serving (decision 006).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type CatalogIndex, createCatalogIndex } from "./catalog-index";
import { buildCatalog, type CatalogData } from "./catalog-source.server";

/** Spec 000 section 9: catalogue cache 300000 ms. */
export const CATALOG_FRESH_MS = 300_000;
/** How long the Cache API keeps the last good catalogue to fall back on. */
const CACHE_RETENTION_SECONDS = 7 * 24 * 60 * 60;
const CACHE_NAME = "boutique-catalog";
const STORED_AT_HEADER = "X-Catalog-Stored-At";

export type CatalogEntry = {
  data: CatalogData;
  index: CatalogIndex;
  /** When this catalogue was read from the shop (ms since epoch) */
  storedAt: number;
  /** Memoised listing answers for this catalogue, keyed by normalised query */
  listingCache: Map<string, unknown>;
};

export type CatalogRead = { entry: CatalogEntry; stale: boolean; source: "memory" | "cache" | "shop"; refreshFailed?: boolean };

export class CatalogUnavailableError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : "Service temporarily unavailable");
    this.name = "CatalogUnavailableError";
  }
}

type CatalogContext = Pick<AppLoadContext, "storefront" | "db" | "config" | "waitUntil">;

const memory = new Map<string, CatalogEntry>();
/** One build at a time per isolate and shop: concurrent requests share it. */
const builds = new Map<string, Promise<CatalogEntry>>();

function cacheKeyOf(context: CatalogContext): string {
  const { storeDomain, apiVersion } = context.config.storefront;
  return `${storeDomain}|${apiVersion}`;
}

function cacheRequestOf(key: string): Request {
  return new Request(`https://catalog.boutique.internal/v1/${encodeURIComponent(key)}`);
}

function entryOf(data: CatalogData, storedAt: number): CatalogEntry {
  return { data, index: createCatalogIndex(data.products), storedAt, listingCache: new Map() };
}

async function openCache(): Promise<Cache | null> {
  // Vite's dev server runs loaders in Node, which has no Cache API; memory still works there.
  if (typeof caches === "undefined") return null;
  return caches.open(CACHE_NAME).catch(() => null);
}

async function readCachedEntry(key: string): Promise<CatalogEntry | null> {
  try {
    const cache = await openCache();
    const response = await cache?.match(cacheRequestOf(key));
    if (!response) return null;
    const storedAt = Number(response.headers.get(STORED_AT_HEADER));
    const data = (await response.json()) as CatalogData;
    return entryOf(data, Number.isFinite(storedAt) ? storedAt : 0);
  } catch (error) {
    console.error("Failed to read the cached catalogue", error);
    return null;
  }
}

async function storeEntry(key: string, entry: CatalogEntry): Promise<void> {
  const cache = await openCache();
  if (!cache) return;
  const response = new Response(JSON.stringify(entry.data), {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": `public, max-age=${CACHE_RETENTION_SECONDS}`,
      [STORED_AT_HEADER]: String(entry.storedAt),
    },
  });
  await cache.put(cacheRequestOf(key), response);
}

/** Reads the shop once (shared by concurrent callers) and keeps a complete answer. */
function rebuild(context: CatalogContext, key: string): Promise<CatalogEntry> {
  let build = builds.get(key);
  if (build) return build;
  build = (async () => {
    const data = await buildCatalog(context.storefront, context.db);
    // A catalogue missing the database's products is shown but counted stale, so the next request tries again.
    const entry = entryOf(data, data.complete ? Date.now() : 0);
    memory.set(key, entry);
    return entry;
  })().finally(() => builds.delete(key));
  builds.set(key, build);
  // Registered now, while the request is alive; storing a large catalogue must not delay the answer.
  const store = build.then(
    (entry) => (entry.data.complete ? storeEntry(key, entry) : undefined),
    () => undefined,
  );
  context.waitUntil(store.catch((error) => console.error("Failed to cache the catalogue", error)));
  return build;
}

export function isStale(entry: CatalogEntry, now = Date.now()): boolean {
  return now - entry.storedAt > CATALOG_FRESH_MS;
}

/**
 * The catalogue for this request. Fresh: as is. Stale: as is, with one
 * revalidation in `waitUntil`. None: built now, or CatalogUnavailableError.
 * `forceRefresh` (the Refresh button) rebuilds past the cache, falling back
 * to the last good catalogue when the shop fails.
 */
export async function getCatalog(context: CatalogContext, options: { forceRefresh?: boolean } = {}): Promise<CatalogRead> {
  const key = cacheKeyOf(context);
  let entry = memory.get(key) ?? null;
  let source: CatalogRead["source"] = "memory";
  if (!entry) {
    entry = await readCachedEntry(key);
    source = "cache";
    // Another request may have built one while the cache was read.
    if (entry && !memory.has(key)) memory.set(key, entry);
    entry = memory.get(key) ?? entry;
  }

  if (options.forceRefresh) {
    try {
      return { entry: await rebuild(context, key), stale: false, source: "shop" };
    } catch (error) {
      if (!entry) throw new CatalogUnavailableError(error);
      console.error("Refresh failed; serving the last good catalogue", error);
      return { entry, stale: true, source, refreshFailed: true };
    }
  }

  if (entry) {
    const stale = isStale(entry);
    if (stale && !builds.has(key)) {
      context.waitUntil(rebuild(context, key).catch((error) => console.error("Catalogue revalidation failed; keeping the last good one", error)));
    }
    return { entry, stale, source };
  }

  try {
    return { entry: await rebuild(context, key), stale: false, source: "shop" };
  } catch (error) {
    throw new CatalogUnavailableError(error);
  }
}

/** Tests and benchmarks only: forget this isolate's catalogues. */
export function forgetCatalogsInMemory(): void {
  memory.clear();
}
