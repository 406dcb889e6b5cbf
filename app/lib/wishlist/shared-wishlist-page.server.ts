// /wishlist/{token}: the owner's favorites as the catalogue has them now, read
// only. Products the catalogue no longer holds are left out; nothing about the
// owner is shown but the list's name and the display name they chose.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { findFavoriteCards } from "../favorites/favorite-products.server";
import { listFavorites } from "../favorites/favorites.server";
import { logger } from "../platform/logger";
import type { SharedWishlist, SharedWishlistProduct } from "./shared-wishlist";
import { findSharedWishlist } from "./shared-wishlists.server";
import { isWellFormedWishlistToken } from "./wishlist-token.server";

/** The wishlist a link opens, or null for a token that is malformed, unknown or turned off. */
export async function loadSharedWishlist(
  context: AppLoadContext,
  token: string | undefined,
): Promise<SharedWishlist | null> {
  if (!isWellFormedWishlistToken(token)) return null;
  const shared = await findSharedWishlist(context.db, token);
  if (!shared) return null;
  const saved = await listFavorites(context.db, shared.userId);
  let cards;
  try {
    cards = await findFavoriteCards(
      context,
      saved.map((item) => item.productId),
    );
  } catch (error) {
    logger.error("shared wishlist: reading the catalogue failed", { error });
    return { name: shared.name, displayName: shared.displayName, products: [], catalogUnavailable: true };
  }
  const products = saved.flatMap((item): SharedWishlistProduct[] => {
    const card = cards.get(item.productId);
    if (!card) return [];
    return [
      {
        id: card.id,
        handle: card.handle,
        title: card.title,
        image: card.image ? { url: card.image.url, altText: card.image.altText } : null,
        displayPrice: card.displayPrice,
        displayCompareAtPrice: card.displayCompareAtPrice,
        stockLevel: card.stockLevel,
        variantId: card.isInStock && !card.needsVariantChoice ? card.defaultVariantId : null,
        needsChoice: card.isInStock && card.needsVariantChoice,
      },
    ];
  });
  return { name: shared.name, displayName: shared.displayName, products, catalogUnavailable: false };
}
