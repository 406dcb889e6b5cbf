// What one listing card needs, and nothing more: the loader sends 24 of these,
// not catalogue products with every description and variant field.
import { badgesOf, displayFieldsOf, percentOffOf } from "./display";
import { minPriceOf } from "./pricing";
import type { CatalogProduct, ProductBadge, StockLevel } from "./types";

export type ProductCardData = {
  id: string;
  handle: string;
  title: string;
  image: { url: string; altText: string; width: number | null; height: number | null } | null;
  displayPrice: string;
  displayCompareAtPrice: string | null;
  /** Rounded percent saved, 0 when not reduced */
  percentOff: number;
  /** The lowest price as a plain amount, what a favorite stores */
  priceAmount: string;
  badges: ProductBadge[];
  isInStock: boolean;
  stockLevel: StockLevel;
  /** More than one variant: the card sends the shopper to quick view (or the product page) to choose */
  needsVariantChoice: boolean;
  /** The variant Add to Cart adds when there is no choice to make: the first available one */
  defaultVariantId: string | null;
};

/** A card as the server keeps it: with every variant id, so the listing route can tell which cards are "In Cart". The browser gets BrowserProductCard. */
export type ListedProductCard = ProductCardData & { variantIds: string[] };

/**
 * A card as the listing page's loader data carries it: only what the card draws, since every listing page
 * sends 24 of them to the browser a second time (the hydration data) after the HTML.
 */
export type BrowserProductCard = Omit<ProductCardData, "image" | "stockLevel"> & {
  image: { url: string; altText: string } | null;
  /** Only for a product with published reviews. */
  rating?: { average: number; count: number };
};

export function toBrowserCard({
  variantIds: _variantIds,
  stockLevel: _stockLevel,
  image,
  ...card
}: ListedProductCard): BrowserProductCard {
  return { ...card, image: image ? { url: image.url, altText: image.altText } : null };
}

export function toProductCard(product: CatalogProduct): ListedProductCard {
  const display = displayFieldsOf(product);
  const image = product.images[0] ?? null;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    image: display.displayImageUrl
      ? {
          url: display.displayImageUrl,
          altText: image?.altText || product.title,
          width: image?.width ?? null,
          height: image?.height ?? null,
        }
      : null,
    displayPrice: display.displayPrice,
    displayCompareAtPrice: display.displayCompareAtPrice,
    percentOff: percentOffOf(product),
    priceAmount: minPriceOf(product).toFixed(2),
    badges: badgesOf(product),
    isInStock: display.isInStock,
    stockLevel: display.stockLevel,
    needsVariantChoice: product.variants.length > 1,
    defaultVariantId: (product.variants.find((variant) => variant.availableForSale) ?? product.variants[0])?.id ?? null,
    variantIds: product.variants.map((variant) => variant.id),
  };
}
