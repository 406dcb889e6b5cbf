// The product rating shown in structured data comes from site_settings
// (`ratings.product`), so it can be corrected without a deploy.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { siteSettings } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { DEFAULT_PRODUCT_RATING, type Rating } from "./structured-data";

const RatingSchema = z.object({ ratingValue: z.number().min(0).max(5), reviewCount: z.number().int().min(0) });

export async function loadProductRating(db: Database): Promise<Rating> {
  try {
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, "ratings.product")).limit(1);
    const parsed = RatingSchema.safeParse(row?.value);
    return parsed.success ? parsed.data : DEFAULT_PRODUCT_RATING;
  } catch (error) {
    console.error("Failed to load the product rating setting", error);
    return DEFAULT_PRODUCT_RATING;
  }
}
