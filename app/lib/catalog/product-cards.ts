// What one listing card needs, and nothing more: the loader sends 24 of these,
// not catalogue products with every description and variant field.
import { badgesOf, displayFieldsOf, percentOffOf } from "./display";
import { minPriceOf } from "./pricing";
import type { CatalogProduct, ProductBadge, StockLevel } from "./types";

export type CardVariant = { id: string; title: string; availableForSale: boolean };

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
  /** Every variant, for the select shown when there is more than one */
  variants: CardVariant[];
  /** The variant Add to Cart adds when there is no choice to make: the first available one */
  defaultVariantId: string | null;
};

export function toProductCard(product: CatalogProduct): ProductCardData {
  const display = displayFieldsOf(product);
  const image = product.images[0] ?? null;
  const variants = product.variants.map(({ id, title, availableForSale }) => ({ id, title, availableForSale }));
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    image: display.displayImageUrl
      ? { url: display.displayImageUrl, altText: image?.altText || product.title, width: image?.width ?? null, height: image?.height ?? null }
      : null,
    displayPrice: display.displayPrice,
    displayCompareAtPrice: display.displayCompareAtPrice,
    percentOff: percentOffOf(product),
    priceAmount: minPriceOf(product).toFixed(2),
    badges: badgesOf(product),
    isInStock: display.isInStock,
    stockLevel: display.stockLevel,
    variants,
    defaultVariantId: (variants.find((variant) => variant.availableForSale) ?? variants[0])?.id ?? null,
  };
}
