// The site's placeholder ratings (spec 000 section 1): one type, the defaults,
// and the check a stored value must pass. Client-safe: the trust badge shows one.
import { z } from "zod";

export type Rating = { ratingValue: number; reviewCount: number };

/** Where each rating is kept in site_settings, and what shows when it is missing or bad. */
export const RATINGS = {
  product: { key: "ratings.product", fallback: { ratingValue: 4.7, reviewCount: 23 } },
  app: { key: "ratings.app", fallback: { ratingValue: 4.8, reviewCount: 127 } },
  trustBadge: { key: "ratings.trustBadge", fallback: { ratingValue: 4.8, reviewCount: 2847 } },
} as const satisfies Record<string, { key: string; fallback: Rating }>;

export type RatingName = keyof typeof RATINGS;

const RatingSchema = z.object({ ratingValue: z.number().min(0).max(5), reviewCount: z.number().min(0).transform(Math.floor) });

export function parseRating(value: unknown): Rating | null {
  const parsed = RatingSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
