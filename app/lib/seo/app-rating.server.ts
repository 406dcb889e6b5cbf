// The app's rating for structured data lives in site_settings (`ratings.app`),
// so an admin can correct it without a deploy.
import { eq } from "drizzle-orm";
import { siteSettings } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { DEFAULT_APP_RATING } from "./site";
import type { Rating } from "./structured-data";

export function parseRating(value: unknown): Rating | null {
  if (typeof value !== "object" || value === null) return null;
  const { ratingValue, reviewCount } = value as Record<string, unknown>;
  if (typeof ratingValue !== "number" || typeof reviewCount !== "number") return null;
  if (!(ratingValue >= 0 && ratingValue <= 5) || !(reviewCount >= 0)) return null;
  return { ratingValue, reviewCount: Math.floor(reviewCount) };
}

export async function loadAppRating(db: Database): Promise<Rating> {
  try {
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, "ratings.app")).limit(1);
    return parseRating(row?.value) ?? DEFAULT_APP_RATING;
  } catch (error) {
    console.error("Failed to read the app rating", error);
    return DEFAULT_APP_RATING;
  }
}
