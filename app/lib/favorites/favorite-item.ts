// A saved favorite and what a change to one did. Client-safe: the favorites page lists them.
import type { StockLevel } from "../catalog/types";

export type FavoriteItem = {
  productId: string;
  productName: string;
  productImage: string | null;
  productPrice: string;
  createdAt: string;
};
export type FavoriteChange = "added" | "removed" | "duplicate" | "absent";

/** A favorited product as the catalogue has it now. */
export type FavoriteProductFacts = {
  id: string;
  handle: string;
  title: string;
  imageUrl: string | null;
  displayPrice: string;
  priceAmount: string;
  stockLevel: StockLevel;
};

/**
 * One row of the favorites page: the product as it is now, or null when the
 * catalogue no longer holds it (then the name it was saved under is shown).
 */
export type FavoriteEntry = { productId: string; savedName: string; product: FavoriteProductFacts | null };
