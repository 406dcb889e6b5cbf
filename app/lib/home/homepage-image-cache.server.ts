// The home hero's active images, kept 2 minutes per isolate (spec 001 section 9).
// Only settled rows are kept, never a pending promise: each request that finds
// the copy stale reads the database itself.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/lib/platform/database.server";
import { homepageImages } from "../../../db/schema";
import { readServedVariants } from "../images/image-variants.server";
import type { HomepageImageRow } from "./hero-image";

export const HOMEPAGE_IMAGE_CACHE_MS = 2 * 60_000;

let cached: { rows: HomepageImageRow[]; readAt: number } | null = null;

export async function readActiveHomepageImages(db: Database, now = Date.now()): Promise<HomepageImageRow[]> {
  if (cached && now - cached.readAt < HOMEPAGE_IMAGE_CACHE_MS) return cached.rows;
  const rows = await db
    .select({ filePath: homepageImages.filePath, altText: homepageImages.altText, caption: homepageImages.caption, positioning: homepageImages.positioning })
    .from(homepageImages)
    .where(eq(homepageImages.isActive, true))
    .orderBy(asc(homepageImages.displayOrder));
  const served = await readServedVariants(db, rows.map((row) => row.filePath));
  const withVariants = rows.map((row) => ({ ...row, variants: served.get(row.filePath) ?? null }));
  cached = { rows: withVariants, readAt: now };
  return withVariants;
}

/** After an admin change: this isolate reads fresh rows on the next home page. */
export function forgetActiveHomepageImages(): void {
  cached = null;
}
