// Ratings live in site_settings so an admin can correct them without a deploy.
// A missing, malformed or unreadable setting shows the spec's placeholder.
import { eq } from "drizzle-orm";
import { siteSettings } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { parseRating, RATINGS, type Rating, type RatingName } from "./ratings";

export async function loadRating(db: Database, name: RatingName): Promise<Rating> {
  const { key, fallback } = RATINGS[name];
  try {
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
    return parseRating(row?.value) ?? fallback;
  } catch (error) {
    console.error(`Failed to read the ${key} setting`, error);
    return fallback;
  }
}
