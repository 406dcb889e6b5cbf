// Price facts of a product: its lowest price, and the spec's sale rule
// ("compare-at price exceeds price").
import type { CatalogProduct, CatalogVariant, Money } from "./types";

/** Storefront amounts are decimal strings; anything unreadable counts as 0 rather than NaN. */
export function parseAmount(amount: Money | string | number | null | undefined): number {
  if (amount === null || amount === undefined) return 0;
  const raw = typeof amount === "object" ? amount.amount : amount;
  const value = typeof raw === "number" ? raw : Number(raw);
  return Number.isFinite(value) ? value : 0;
}

export function isVariantOnSale(variant: Pick<CatalogVariant, "price" | "compareAtPrice">): boolean {
  return variant.compareAtPrice !== null && parseAmount(variant.compareAtPrice) > parseAmount(variant.price);
}

/** The variant whose price is shown on the card: the cheapest, first one on ties. */
export function cheapestVariantOf(product: Pick<CatalogProduct, "variants">): CatalogVariant | null {
  let cheapest: CatalogVariant | null = null;
  for (const variant of product.variants) {
    if (cheapest === null || parseAmount(variant.price) < parseAmount(cheapest.price)) cheapest = variant;
  }
  return cheapest;
}

/** Lowest variant price; the price range stands in when a product arrives without variants. */
export function minPriceOf(product: Pick<CatalogProduct, "variants" | "priceRange">): number {
  const cheapest = cheapestVariantOf(product);
  return cheapest ? parseAmount(cheapest.price) : parseAmount(product.priceRange.minVariantPrice);
}

/** On sale when any variant's compare-at price exceeds its price. */
export function isOnSale(product: Pick<CatalogProduct, "variants" | "priceRange" | "compareAtPriceRange">): boolean {
  if (product.variants.length > 0) return product.variants.some(isVariantOnSale);
  return parseAmount(product.compareAtPriceRange.minVariantPrice) > parseAmount(product.priceRange.minVariantPrice);
}

/** Whole percent saved, rounded; 0 when it is not a saving. */
export function percentOff(price: number, compareAtPrice: number | null): number {
  if (compareAtPrice === null || !(compareAtPrice > price) || !(price >= 0)) return 0;
  return Math.round(((compareAtPrice - price) / compareAtPrice) * 100);
}
