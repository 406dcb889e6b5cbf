// The home hero's active images, kept 2 minutes per isolate.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { isolateRows } from "../platform/isolate-rows.server";
import { knownPageGeneration, markContentChanged } from "../worker/page-generation.server";
import { homepageImages } from "../../../db/schema";
import { readServedVariants } from "../images/served-variants.server";
import type { HomepageImageRow } from "./hero-image";

export const HOMEPAGE_IMAGE_CACHE_MS = 2 * 60_000;

const activeImages = isolateRows<HomepageImageRow[]>(HOMEPAGE_IMAGE_CACHE_MS, { stamp: knownPageGeneration });

export async function readActiveHomepageImages(db: Database, now = Date.now()): Promise<HomepageImageRow[]> {
  const kept = activeImages.fresh(now);
  if (kept) return kept;
  const rows = await db
    .select({
      filePath: homepageImages.filePath,
      altText: homepageImages.altText,
      caption: homepageImages.caption,
      positioning: homepageImages.positioning,
    })
    .from(homepageImages)
    .where(eq(homepageImages.isActive, true))
    .orderBy(asc(homepageImages.displayOrder));
  const served = await readServedVariants(
    db,
    rows.map((row) => row.filePath),
  );
  const withVariants = rows.map((row) => ({ ...row, variants: served.get(row.filePath) ?? null }));
  activeImages.keep(withVariants, now);
  return withVariants;
}

/** After an admin change: this isolate reads fresh rows on the next home page, and cached pages get a new generation. */
export async function forgetActiveHomepageImages(db: Database): Promise<void> {
  activeImages.forget();
  await markContentChanged(db, "homepage-images");
}
