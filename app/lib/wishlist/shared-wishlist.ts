// A shared wishlist as /wishlist/{token} shows it (client-safe).
import type { StockLevel } from "../catalog/types";

export type SharedWishlistProduct = {
  id: string;
  handle: string;
  title: string;
  image: { url: string; altText: string } | null;
  displayPrice: string;
  displayCompareAtPrice: string | null;
  stockLevel: StockLevel;
  /** The variant "Add all to cart" adds (the product's only one); null when sold out or when she must choose. */
  variantId: string | null;
  /** In stock with sizes or colours to choose: "Add all" leaves it out and the list says so (decision 062). */
  needsChoice: boolean;
};

export type SharedWishlist = {
  name: string;
  /** "" when the owner set none: then nothing about the owner is shown. */
  displayName: string;
  /** The owner's favorites the catalogue still holds, newest first. */
  products: SharedWishlistProduct[];
  /** The catalogue could not be read: no products are listed, and the page says so. */
  catalogUnavailable: boolean;
};
