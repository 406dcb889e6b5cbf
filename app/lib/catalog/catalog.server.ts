// The catalogue every listing reads (decision 023). A job (the Cron Trigger,
// the product webhooks, the admin's rebuild) reads the shop and writes a
// compact, versioned snapshot to R2; each isolate loads the newest snapshot on
// first use and asks at most every 30 s whether a newer one exists. Only when
// no snapshot exists does a shopper's request build one (within the spec's
// 10 s loading time-out), as a first deploy must.
//
// Module memory holds parsed data and plain numbers only. No promise, client
// or stream is shared between requests: a request that finds another one
// building waits for the result to appear in memory, not on its promise.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type CatalogIndex, createCatalogIndexBuilder } from "./catalog-index";
import {
  createSnapshotVersion,
  SNAPSHOT_FORMAT,
  type SnapshotCollection,
  type SnapshotHeader,
  type SnapshotProduct,
  snapshotCollectionsOf,
  snapshotProductOf,
} from "./catalog-snapshot";
import {
  loadSnapshot,
  readSnapshotVersion,
  type SnapshotBucket,
  snapshotKeyOf,
  writeSnapshot,
} from "./catalog-snapshot-store.server";
import {
  acquireRebuildLease,
  dropRebuildLease,
  finishRebuildLease,
  type LeaseAnswer,
  renewRebuildLease,
} from "./catalog-rebuild-lease.server";
import { buildCatalog } from "./catalog-source.server";
import { logger } from "../platform/logger";
import { sendRestockAlerts } from "../restock/restock-dispatch.server";

/** The catalogue stays fresh for 300000 ms (5 minutes). */
export const CATALOG_FRESH_MS = 300_000;
/** Catalogue loading times out after 10 s; the build goes on in the background. */
export const CATALOG_LOAD_TIMEOUT_MS = 10_000;
/** How often an isolate asks R2 whether a newer snapshot exists. */
export const SNAPSHOT_CHECK_MS = 30_000;
/** A build this isolate started longer ago than this is assumed lost (the isolate's request ended). */
const BUILD_LOST_MS = 120_000;

export type CatalogEntry = {
  index: CatalogIndex;
  collections: SnapshotCollection[];
  version: string;
  /** When this catalogue was read from the shop (ms since epoch); 0 when incomplete, so it counts stale */
  storedAt: number;
  /** When this isolate last asked for a newer snapshot */
  checkedAt: number;
  /** Memoised listing answers for this catalogue, keyed by normalised query */
  listingCache: Map<string, unknown>;
};

export type CatalogRead = { entry: CatalogEntry; stale: boolean; source: "memory" | "snapshot" | "shop" };

/** The generic fallback: what a shopper reads when the catalogue cannot load. */
export const SERVICE_UNAVAILABLE_MESSAGE = "Service temporarily unavailable";

/**
 * The catalogue could not load. Its message is the spec's fixed text: the
 * Storefront's own error (status, body, GraphQL message) stays in `cause`, for
 * the log only, never the page.
 */
export class CatalogUnavailableError extends Error {
  constructor(readonly cause: unknown) {
    super(SERVICE_UNAVAILABLE_MESSAGE);
    this.name = "CatalogUnavailableError";
  }
}

export type CatalogContext = Pick<AppLoadContext, "storefront" | "db" | "config" | "waitUntil" | "env">;

type DurationBinding = "CATALOG_FRESH_MS" | "CATALOG_LOAD_TIMEOUT_MS" | "CATALOG_SNAPSHOT_CHECK_MS";

function durationOf(context: CatalogContext, name: DurationBinding, fallback: number): number {
  const override = Number(context.env[name]);
  return Number.isFinite(override) && override > 0 ? override : fallback;
}

/** 5 minutes; the Worker tests shorten it with a CATALOG_FRESH_MS binding instead of waiting. */
const freshMsOf = (context: CatalogContext) => durationOf(context, "CATALOG_FRESH_MS", CATALOG_FRESH_MS);
const loadTimeoutMsOf = (context: CatalogContext) =>
  durationOf(context, "CATALOG_LOAD_TIMEOUT_MS", CATALOG_LOAD_TIMEOUT_MS);
const checkMsOf = (context: CatalogContext) => durationOf(context, "CATALOG_SNAPSHOT_CHECK_MS", SNAPSHOT_CHECK_MS);

function bucketOf(context: CatalogContext): SnapshotBucket | null {
  return context.env.CATALOG_SNAPSHOTS ?? null;
}

/** Plain data only (see the top of this file). */
const memory = new Map<string, CatalogEntry>();
/** When this isolate started its running build, per shop; absent when none runs. */
const buildStartedAt = new Map<string, number>();
/** Shops whose products changed while a build was running: build once more afterwards. */
const rebuildRequested = new Set<string>();

function shopKeyOf(context: CatalogContext): string {
  const { storeDomain, apiVersion } = context.config.storefront;
  return `${storeDomain}|${apiVersion}`;
}

function isBuildRunning(key: string, now = Date.now()): boolean {
  const started = buildStartedAt.get(key);
  return started !== undefined && now - started < BUILD_LOST_MS;
}

function entryOf(header: SnapshotHeader, index: CatalogIndex): CatalogEntry {
  return {
    index,
    collections: header.collections,
    version: header.version,
    storedAt: header.complete ? header.builtAt : 0,
    checkedAt: Date.now(),
    listingCache: new Map(),
  };
}

type BuiltSnapshot = { header: SnapshotHeader; rows: SnapshotProduct[]; entry: CatalogEntry };

/** Reads the shop, indexes the rows and installs them in this isolate's memory. */
async function buildAndInstall(
  context: CatalogContext,
  key: string,
  options: { marked?: boolean } = {},
): Promise<BuiltSnapshot> {
  const startedAt = Date.now();
  // A coalesced rebuild holds the running-build marker across its follow-ups itself.
  if (!options.marked) buildStartedAt.set(key, startedAt);
  try {
    const data = await buildCatalog(context.storefront, context.db, snapshotProductOf);
    const builtAt = Date.now();
    const variantCount = data.products.reduce((sum, row) => sum + row.variants.length, 0);
    const header: SnapshotHeader = {
      format: SNAPSHOT_FORMAT,
      version: createSnapshotVersion(builtAt),
      builtAt,
      complete: data.complete,
      productCount: data.products.length,
      variantCount,
      collections: snapshotCollectionsOf(data.collections),
    };
    const builder = createCatalogIndexBuilder(variantCount, [], header.collections);
    for (const row of data.products) builder.add(row);
    const entry = entryOf(header, builder.finish());
    memory.set(key, entry);
    return { header, rows: data.products, entry };
  } finally {
    // Only this build's marker: a later build may have replaced one presumed lost.
    if (!options.marked && buildStartedAt.get(key) === startedAt) buildStartedAt.delete(key);
  }
}

/** Build the search index (and what its first searches would) after answering, so no shopper who searches waits for it. */
function prepareSearchAfterAnswering(context: CatalogContext, entry: CatalogEntry): void {
  context.waitUntil(new Promise((resolve) => setTimeout(resolve, 0)).then(() => entry.index.searchIndex.prepare()));
}

/** A catalogue missing the database's products is shown but never stored. */
async function storeBuilt(context: CatalogContext, key: string, built: BuiltSnapshot): Promise<boolean> {
  const bucket = bucketOf(context);
  if (!bucket || !built.header.complete) return false;
  await writeSnapshot(bucket, key, built.header, built.rows);
  return true;
}

export type SnapshotBuildResult = { version: string; builtAt: number; productCount: number; stored: boolean };
/** "queued": another build was running (here or in another isolate); it runs once more when it ends. */
export type SnapshotRebuild = ({ status: "built" } & SnapshotBuildResult) | { status: "queued" };

async function leaseFor(context: CatalogContext, key: string, owner: string): Promise<LeaseAnswer | "unavailable"> {
  try {
    return await acquireRebuildLease(context.db, key, owner);
  } catch (error) {
    // Without the database the isolate's own guard still holds; the build itself reads the shop.
    logger.warn("Catalogue rebuild lease not read; building under this isolate's guard only", { error });
    return "unavailable";
  }
}

/**
 * The snapshot job: read the shop, write a new snapshot, serve it in this
 * isolate at once. Run by the Cron Trigger, the product webhooks and the
 * admin area's rebuild button; throws when the shop cannot be read (the last
 * good snapshot stays). One build at a time per shop: a trigger while one runs
 * (in this isolate or, through the lease, in another) queues one follow-up
 * build, however many triggers arrive.
 */
export async function rebuildCatalogSnapshot(context: CatalogContext): Promise<SnapshotRebuild> {
  const key = shopKeyOf(context);
  if (isBuildRunning(key)) {
    rebuildRequested.add(key);
    return { status: "queued" };
  }
  let marker = Date.now();
  buildStartedAt.set(key, marker);
  const owner = crypto.randomUUID();
  let lease: LeaseAnswer | "unavailable" = "unavailable";
  try {
    lease = await leaseFor(context, key, owner);
    if (lease === "queued") {
      // The lease's holder builds once more for every trigger so far, this isolate's included.
      rebuildRequested.delete(key);
      return { status: "queued" };
    }
    let renew = false;
    for (;;) {
      // Every trigger so far (here or, through the lease, elsewhere) is answered by the build about to start.
      rebuildRequested.delete(key);
      if (renew && lease === "acquired")
        await renewRebuildLease(context.db, key, owner).catch((error: unknown) =>
          logger.warn("Catalogue rebuild lease not renewed", { error }),
        );
      marker = Date.now();
      buildStartedAt.set(key, marker);
      const built = await buildAndInstall(context, key, { marked: true });
      const stored = await storeBuilt(context, key, built);
      // Shoppers waiting for a variant this build shows available hear of it now; a failure never fails the build.
      await sendRestockAlerts(context, built.rows).catch((error: unknown) =>
        logger.error("Back-in-stock alerts not sent after the snapshot build", { error }),
      );
      const result: SnapshotRebuild = {
        status: "built",
        version: built.header.version,
        builtAt: built.header.builtAt,
        productCount: built.header.productCount,
        stored,
      };
      renew = rebuildRequested.has(key);
      if (renew) continue;
      if (lease !== "acquired") return result;
      // The snapshot is stored: a lease that cannot be released now expires on its own.
      const finished = await finishRebuildLease(context.db, key, owner).catch((error: unknown) => {
        logger.warn("Catalogue rebuild lease not released; it expires", { error });
        return "released" as const;
      });
      if (finished === "released") return result;
    }
  } catch (error) {
    if (lease === "acquired")
      await dropRebuildLease(context.db, key, owner).catch((dropError: unknown) =>
        logger.warn("Catalogue rebuild lease not dropped; it expires", { error: dropError }),
      );
    throw error;
  } finally {
    if (buildStartedAt.get(key) === marker) {
      buildStartedAt.delete(key);
      // A trigger that came after the last look (while the snapshot was stored or the lease released) was
      // answered "queued": it still gets its build.
      if (rebuildRequested.has(key))
        context.waitUntil(
          rebuildCatalogSnapshot(context).catch((error) =>
            logger.error("Catalogue snapshot rebuild failed", { error }),
          ),
        );
    }
  }
}

/**
 * For the product webhooks: rebuild in the background, or, when a build is
 * already running, have it run once more when it ends.
 */
export function requestCatalogSnapshotRebuild(context: CatalogContext): "started" | "queued" {
  const key = shopKeyOf(context);
  if (isBuildRunning(key)) {
    rebuildRequested.add(key);
    return "queued";
  }
  context.waitUntil(
    rebuildCatalogSnapshot(context).catch((error) => logger.error("Catalogue snapshot rebuild failed", { error })),
  );
  return "started";
}

/** Loads the stored snapshot when it is newer than the one this isolate serves. */
async function installNewerSnapshot(bucket: SnapshotBucket, key: string, entry: CatalogEntry): Promise<void> {
  const version = await readSnapshotVersion(bucket, key);
  if (!version || version === entry.version) return;
  const loaded = await loadSnapshot(bucket, key);
  // Another request may have installed something newer meanwhile.
  if (loaded && memory.get(key) === entry) {
    const newer = entryOf(loaded.header, loaded.index);
    memory.set(key, newer);
    void newer.index.searchIndex;
  }
}

/** At most every 30 s per isolate: load a newer snapshot in the background if the job wrote one. */
function checkForNewerSnapshot(context: CatalogContext, key: string, entry: CatalogEntry, now: number): void {
  const bucket = bucketOf(context);
  if (!bucket || now - entry.checkedAt < checkMsOf(context)) return;
  entry.checkedAt = now;
  context.waitUntil(
    installNewerSnapshot(bucket, key, entry).catch((error) =>
      logger.error("Checking for a newer catalogue snapshot failed; keeping this one", { error }),
    ),
  );
}

/**
 * The shopper's Refresh ("reloads products and collections"): what the
 * Worker has, after asking at once whether the job stored a newer snapshot.
 * It never reads the shop: a rebuild comes only from the job, the product
 * webhooks and the admin button.
 */
export async function reloadCatalog(context: CatalogContext): Promise<CatalogRead> {
  const key = shopKeyOf(context);
  const entry = memory.get(key);
  const bucket = bucketOf(context);
  if (entry && bucket) {
    entry.checkedAt = Date.now();
    await installNewerSnapshot(bucket, key, entry).catch((error: unknown) =>
      logger.error("Checking for a newer catalogue snapshot failed; keeping this one", { error }),
    );
  }
  return getCatalog(context);
}

export function isStale(
  entry: Pick<CatalogEntry, "storedAt">,
  freshMs: number = CATALOG_FRESH_MS,
  now = Date.now(),
): boolean {
  return now - entry.storedAt > freshMs;
}

/**
 * The job keeps snapshots fresh; if one is older than twice the freshness
 * window the job is not running (or failing), so this isolate rebuilds once in
 * the background. Not at once past 5 minutes: every isolate would rebuild
 * while the cron job runs.
 */
function rebuildIfJobSeemsStopped(context: CatalogContext, key: string, entry: CatalogEntry, now: number): void {
  if (now - entry.storedAt <= 2 * freshMsOf(context) || isBuildRunning(key, now)) return;
  context.waitUntil(
    rebuildCatalogSnapshot(context).catch((error) =>
      logger.error("Catalogue revalidation failed; keeping the last good one", { error }),
    ),
  );
}

async function loadFromSnapshot(context: CatalogContext, key: string): Promise<CatalogEntry | null> {
  const bucket = bucketOf(context);
  if (!bucket) return null;
  try {
    const loaded = await loadSnapshot(bucket, key);
    if (!loaded) return null;
    // Another request may have installed one while this one read.
    const installed = memory.get(key);
    if (installed) return installed;
    const entry = entryOf(loaded.header, loaded.index);
    memory.set(key, entry);
    return entry;
  } catch (error) {
    // A broken snapshot is never a shopper's 5xx: build from the shop as if there were none.
    logger.error("Failed to load the catalogue snapshot", { error });
    return null;
  }
}

class CatalogLoadTimeout extends Error {
  constructor() {
    super("The catalogue is still loading");
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No catalogue anywhere: build one now, or wait for this isolate's running build to land in memory. */
async function buildOnRequest(context: CatalogContext, key: string): Promise<CatalogEntry> {
  const deadline = Date.now() + loadTimeoutMsOf(context);
  if (!isBuildRunning(key)) {
    const built = buildAndInstall(context, key);
    // The build carries on past the time-out; storing it must not delay the answer.
    // A rebuild asked for meanwhile (a webhook, the admin) runs once this first build is stored.
    const storedThenFollowUp = built.then(async (result) => {
      await storeBuilt(context, key, result);
      if (rebuildRequested.has(key)) await rebuildCatalogSnapshot(context);
    });
    context.waitUntil(
      storedThenFollowUp.catch((error) => logger.error("Failed to build or store the catalogue snapshot", { error })),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CatalogLoadTimeout()), Math.max(0, deadline - Date.now()));
    });
    try {
      return (await Promise.race([built, timeout])).entry;
    } finally {
      clearTimeout(timer);
    }
  }
  while (Date.now() < deadline) {
    await sleep(50);
    const entry = memory.get(key);
    if (entry) return entry;
    if (!isBuildRunning(key)) throw new Error("The catalogue build failed");
  }
  throw new CatalogLoadTimeout();
}

/**
 * The catalogue for this request: this isolate's copy, else the newest
 * snapshot, else one built now (or CatalogUnavailableError).
 */
export async function getCatalog(context: CatalogContext): Promise<CatalogRead> {
  const key = shopKeyOf(context);
  let entry = memory.get(key) ?? null;
  let source: CatalogRead["source"] = "memory";

  if (!entry) {
    entry = await loadFromSnapshot(context, key);
    source = "snapshot";
    if (entry) prepareSearchAfterAnswering(context, entry);
  }
  if (entry) {
    const now = Date.now();
    checkForNewerSnapshot(context, key, entry, now);
    rebuildIfJobSeemsStopped(context, key, entry, now);
    return { entry, stale: isStale(entry, freshMsOf(context), now), source };
  }

  try {
    const built = await buildOnRequest(context, key);
    prepareSearchAfterAnswering(context, built);
    return { entry: built, stale: false, source: "shop" };
  } catch (error) {
    throw new CatalogUnavailableError(error);
  }
}

export type SnapshotStatus = {
  version: string | null;
  builtAt: number | null;
  productCount: number | null;
  stale: boolean;
};

/** For the admin dashboard: the newest stored snapshot, and whether the job keeps it fresh. */
export async function readCatalogSnapshotStatus(context: CatalogContext): Promise<SnapshotStatus> {
  const bucket = bucketOf(context);
  const object = bucket ? await bucket.head(snapshotKeyFor(context)) : null;
  const builtAt = Number(object?.customMetadata?.builtAt);
  const known = Number.isFinite(builtAt) && builtAt > 0;
  return {
    version: object?.customMetadata?.version ?? null,
    builtAt: known ? builtAt : null,
    productCount: object ? Number(object.customMetadata?.productCount) : null,
    stale: !known || Date.now() - builtAt > 2 * freshMsOf(context),
  };
}

function snapshotKeyFor(context: CatalogContext): string {
  return snapshotKeyOf(shopKeyOf(context));
}

/** The version of the catalogue this isolate serves, for cache keys; null before one is loaded. */
export function catalogVersionInMemory(context: CatalogContext): string | null {
  return memory.get(shopKeyOf(context))?.version ?? null;
}
