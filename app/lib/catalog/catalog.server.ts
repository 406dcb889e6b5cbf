// The catalogue every listing reads: built from the Storefront and the
// database, kept 5 minutes in isolate memory and in the Cache API, and served
// stale while one background revalidation per isolate refreshes it
// (Hydrogen's cache strategy done by hand; the Cache API has no SWR). When the
// Storefront fails, the last good catalogue keeps serving (decision 006).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type CatalogIndex, createCatalogIndex } from "./catalog-index";
import { compactProduct, createInterner } from "./catalog-compaction";
import { buildCatalog, type CatalogData } from "./catalog-source.server";
import type { CatalogProduct } from "./types";

/** Spec 000 section 9: catalogue cache 300000 ms. */
export const CATALOG_FRESH_MS = 300_000;
/** Spec 000 section 9: loading time-out 10 s; the build goes on in the background. */
export const CATALOG_LOAD_TIMEOUT_MS = 10_000;
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

type CatalogContext = Pick<AppLoadContext, "storefront" | "db" | "config" | "waitUntil" | "env">;

/** 5 minutes; the Worker tests shorten it with a CATALOG_FRESH_MS binding instead of waiting. */
function freshMsOf(context: CatalogContext): number {
  const override = Number(context.env.CATALOG_FRESH_MS);
  return Number.isFinite(override) && override > 0 ? override : CATALOG_FRESH_MS;
}

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

/**
 * The cached copy is NDJSON: a header line, then one product per line, so
 * neither writing nor reading it ever holds the whole catalogue as one string
 * (10,000 products are ~45 MB of JSON; an isolate has 128 MB).
 */
type CachedHeader = { collections: CatalogData["collections"]; complete: boolean; productCount: number };

async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf("\n")) !== -1) {
      yield buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
    }
  }
  buffered += decoder.decode();
  if (buffered) yield buffered;
}

async function readCachedEntry(key: string): Promise<CatalogEntry | null> {
  try {
    const cache = await openCache();
    const response = await cache?.match(cacheRequestOf(key));
    if (!response?.body) return null;
    const storedAt = Number(response.headers.get(STORED_AT_HEADER));
    const intern = createInterner();
    let header: CachedHeader | null = null;
    const products: CatalogProduct[] = [];
    for await (const line of linesOf(response.body)) {
      if (!line) continue;
      if (header === null) header = JSON.parse(line) as CachedHeader;
      else products.push(compactProduct(JSON.parse(line) as CatalogProduct, intern));
    }
    // A cut-off copy is no catalogue: rebuild instead of showing part of the shop.
    if (!header || products.length !== header.productCount) return null;
    return entryOf({ products, collections: header.collections, complete: header.complete }, Number.isFinite(storedAt) ? storedAt : 0);
  } catch (error) {
    console.error("Failed to read the cached catalogue", error);
    return null;
  }
}

function ndjsonBody(data: CatalogData): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const header: CachedHeader = { collections: data.collections, complete: data.complete, productCount: data.products.length };
  let next = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next >= data.products.length) return controller.close();
      // About 200 products a chunk: few enough chunks, small enough strings.
      const lines: string[] = [];
      if (next === -1) {
        lines.push(JSON.stringify(header));
        next = 0;
      }
      for (const end = Math.min(data.products.length, next + 200); next < end; next += 1) lines.push(JSON.stringify(data.products[next]));
      controller.enqueue(encoder.encode(`${lines.join("\n")}\n`));
    },
  });
}

async function storeEntry(key: string, entry: CatalogEntry): Promise<void> {
  const cache = await openCache();
  if (!cache) return;
  const response = new Response(ndjsonBody(entry.data), {
    headers: {
      "Content-Type": "application/x-ndjson",
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
  // Build the search index after answering, so the first shopper who searches does not wait for it.
  context.waitUntil(build.then((entry) => void entry.index.searchIndex, () => undefined));
  return build;
}

function loadTimeoutMsOf(context: CatalogContext): number {
  const override = Number(context.env.CATALOG_LOAD_TIMEOUT_MS);
  return Number.isFinite(override) && override > 0 ? override : CATALOG_LOAD_TIMEOUT_MS;
}

class CatalogLoadTimeout extends Error {
  constructor() {
    super("The catalogue is still loading");
  }
}

/** The build, or CatalogLoadTimeout after the spec's 10 s; the build itself carries on in `waitUntil`. */
async function buildWithinTimeout(context: CatalogContext, key: string): Promise<CatalogEntry> {
  const build = rebuild(context, key);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CatalogLoadTimeout()), loadTimeoutMsOf(context));
  });
  try {
    return await Promise.race([build, timeout]);
  } catch (error) {
    if (error instanceof CatalogLoadTimeout) context.waitUntil(build.catch(() => undefined));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function isStale(entry: CatalogEntry, freshMs: number = CATALOG_FRESH_MS, now = Date.now()): boolean {
  return now - entry.storedAt > freshMs;
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
    const stale = isStale(entry, freshMsOf(context));
    if (stale && !builds.has(key)) {
      context.waitUntil(rebuild(context, key).catch((error) => console.error("Catalogue revalidation failed; keeping the last good one", error)));
    }
    return { entry, stale, source };
  }

  try {
    return { entry: await buildWithinTimeout(context, key), stale: false, source: "shop" };
  } catch (error) {
    throw new CatalogUnavailableError(error);
  }
}

/** Tests and benchmarks only: forget this isolate's catalogues. */
export function forgetCatalogsInMemory(): void {
  memory.clear();
}
