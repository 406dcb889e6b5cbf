// The listing's cards carry a product's average and count only when it has published reviews.
import type { BrowserProductCard } from "../catalog/product-cards";
import type { Database } from "../platform/database.server";
import { logger } from "../platform/logger";
import { cardRatingsOf, type CardRating } from "./reviews.server";

/** One query for the page's cards; stars are a detail, so a failed read shows the cards without them. */
export async function listingCardRatings(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, CardRating>> {
  return cardRatingsOf(db, productIds).catch((error: unknown) => {
    logger.error("listing: review ratings unreadable", { error });
    return new Map<string, CardRating>();
  });
}

export function withCardRating(card: BrowserProductCard, ratings: Map<string, CardRating>): BrowserProductCard {
  const rating = ratings.get(card.id);
  return rating ? { ...card, rating: { average: Math.round(rating.average * 10) / 10, count: rating.count } } : card;
}
