// The catalogue every listing reads: built from the Storefront and the
// database, kept 5 minutes in isolate memory and in the Cache API, and served
// stale while one background revalidation per isolate refreshes it
// (Hydrogen's cache strategy done by hand; the Cache API has no SWR). When the
// Storefront fails, the last good catalogue keeps serving (decision 006).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type CatalogIndex, createCatalogIndex } from "./catalog-index";
import { buildCatalog, type CatalogData } from "./catalog-source.server";
import { readStoredCatalog, storeCatalog } from "./catalog-store.server";

/** Spec 000 section 9: catalogue cache 300000 ms. */
export const CATALOG_FRESH_MS = 300_000;
/** Spec 000 section 9: loading time-out 10 s; the build goes on in the background. */
export const CATALOG_LOAD_TIMEOUT_MS = 10_000;

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
/**
 * Which shop catalogues this isolate is building, and since when. A marker, never
 * the build's promise: a promise made in one request and awaited in another is
 * I/O shared across requests, which workerd cancels (decision 015). Other
 * requests wait for the entry to appear in `memory` instead.
 */
const buildsInProgress = new Map<string, { startedAt: number }>();

function cacheKeyOf(context: CatalogContext): string {
  const { storeDomain, apiVersion } = context.config.storefront;
  return `${storeDomain}|${apiVersion}`;
}

function entryOf(data: CatalogData, storedAt: number): CatalogEntry {
  return { data, index: createCatalogIndex(data.products), storedAt, listingCache: new Map() };
}

/** A build still running in this isolate; one older than the load time-out is presumed lost with its request. */
function buildInProgress(context: CatalogContext, key: string, now = Date.now()): { startedAt: number } | null {
  const marker = buildsInProgress.get(key);
  return marker && now - marker.startedAt < loadTimeoutMsOf(context) ? marker : null;
}

/** Reads the shop for this request and keeps a complete answer for every later one. */
function rebuild(context: CatalogContext, key: string): Promise<CatalogEntry> {
  const marker = { startedAt: Date.now() };
  buildsInProgress.set(key, marker);
  const build = (async () => {
    const data = await buildCatalog(context.storefront, context.db);
    // A catalogue missing the database's products is shown but counted stale, so the next request tries again.
    const entry = entryOf(data, data.complete ? Date.now() : 0);
    memory.set(key, entry);
    return entry;
  })().finally(() => {
    if (buildsInProgress.get(key) === marker) buildsInProgress.delete(key);
  });
  // Registered now, while the request is alive; storing a large catalogue must not delay the answer.
  const store = build.then(
    (entry) => (entry.data.complete ? storeCatalog(key, entry.data, entry.storedAt) : undefined),
    () => undefined,
  );
  context.waitUntil(store.catch((error) => console.error("Failed to cache the catalogue", error)));
  // Build the search index after answering, so the first shopper who searches does not wait for it.
  context.waitUntil(build.then((entry) => void entry.index.searchIndex, () => undefined));
  return build;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const BUILD_POLL_MS = 50;

/**
 * Waits (without touching the other request's promise) for another request's
 * build to land in memory: the entry, null when that build failed, or
 * CatalogLoadTimeout after this request's own load time-out.
 */
async function entryBuiltElsewhere(context: CatalogContext, key: string): Promise<CatalogEntry | null> {
  const deadline = Date.now() + loadTimeoutMsOf(context);
  while (!memory.has(key) && buildsInProgress.has(key)) {
    if (Date.now() >= deadline) throw new CatalogLoadTimeout();
    await sleep(BUILD_POLL_MS);
  }
  return memory.get(key) ?? null;
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
  if (buildInProgress(context, key)) {
    const built = await entryBuiltElsewhere(context, key);
    if (built) return built;
  }
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
    const stored = await readStoredCatalog(key);
    entry = stored ? entryOf(stored.data, stored.storedAt) : null;
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
    if (stale && !buildInProgress(context, key)) {
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
