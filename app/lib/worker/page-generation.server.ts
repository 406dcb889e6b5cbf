// The HTML edge cache's version (decision 073): the catalogue snapshot's
// version plus a page generation, a number in site_settings bumped by
// `markContentChanged(kind)` on every admin save that changes what a public
// page shows outside the snapshot (posts, lookbooks, hero images, badges,
// settings, the social card; decision 073). A new generation means new cache keys, so
// the change shows at once in the isolate that saved it and within
// PAGE_GENERATION_CHECK_MS plus one request in the others, instead of after a
// cached page's ten minutes. Each isolate keeps only the number (decision 015);
// a stale number is read again after the response, never on a shopper's time.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { siteSettings } from "../../../db/schema";
import { catalogVersionInMemory } from "../catalog/catalog.server";
import type { Database } from "../platform/database.server";
import { isolateRows } from "../platform/isolate-rows.server";
import { logger } from "../platform/logger";

export const PAGE_GENERATION_KEY = "page_generation";
export const PAGE_GENERATION_CHECK_MS = 10_000;

const knownGeneration = isolateRows<string>(PAGE_GENERATION_CHECK_MS);

/** The generation this isolate knows (null before its first read): rows cached for pages are stamped with it. */
export function knownPageGeneration(): string | null {
  return knownGeneration.last();
}

async function readPageGeneration(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, PAGE_GENERATION_KEY))
    .limit(1);
  return String(row?.value ?? 0);
}

/** Every kind of content a public page shows that an admin save can change outside the catalogue snapshot. */
export type ContentKind =
  | "posts"
  | "lookbooks"
  | "homepage-images"
  | "badges"
  | "settings"
  | "social-card"
  | "reviews"
  | "search-suggestions"
  | "studio-pieces";

/**
 * The one call after every admin save that changes a public page: a new
 * generation for every isolate, known here at once, so the page's next
 * anonymous request is rendered anew. The change itself is already saved, so
 * a failure here is logged, not thrown (cached pages then catch up within
 * their ten minutes). Catalogue changes (products, collections) come through
 * a new snapshot version instead.
 */
export async function markContentChanged(db: Database, kind: ContentKind): Promise<void> {
  try {
    const [row] = await db
      .insert(siteSettings)
      .values({ key: PAGE_GENERATION_KEY, value: 1 })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: sql`cast(${siteSettings.value} as integer) + 1`, updatedAt: new Date().toISOString() },
      })
      .returning({ value: siteSettings.value });
    knownGeneration.keep(String(row?.value ?? 1));
  } catch (error) {
    logger.error("Page generation not bumped", { kind, error });
  }
}

/**
 * The version cached pages are stored and looked up under, or null while this
 * isolate knows no catalogue or no generation yet (the page is then rendered
 * and not stored). A generation older than the check time is used once more
 * while a fresh read runs after the response.
 */
export function htmlCacheVersion(context: AppLoadContext): string | null {
  const catalog = catalogVersionInMemory(context);
  const generation = knownGeneration.last();
  if (!knownGeneration.fresh()) {
    // Marked as read now (the same number), so one request per isolate reads at a time.
    if (generation !== null) knownGeneration.keep(generation);
    context.waitUntil(
      readPageGeneration(context.db)
        .then((read) => knownGeneration.keep(read))
        .catch((error: unknown) => logger.warn("Page generation not read", { error })),
    );
  }
  return catalog && generation !== null ? `${catalog}.${generation}` : null;
}
