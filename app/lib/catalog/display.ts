// The spec's "display-enriched product" and the card
// badges: everything a product card shows, computed on the server.
import type { CatalogProduct, ProductBadge, StockLevel } from "./types";
import { formatMoney } from "./money";
import { cheapestVariantOf, isOnSale, isVariantOnSale, minPriceOf, parseAmount, percentOff } from "./pricing";
import { isProductInStock, productStockLevel } from "./stock";

export type DisplayFields = {
  displayPrice: string;
  /** The struck-through price, only when the shown (cheapest) variant is reduced */
  displayCompareAtPrice: string | null;
  displayImageUrl: string | null;
  isInStock: boolean;
  stockLevel: StockLevel;
};

export type DisplayProduct = CatalogProduct & DisplayFields;

/** Badges in the spec's order. */
export const PRODUCT_BADGES: readonly ProductBadge[] = [
  "sale",
  "new-arrival",
  "limited-edition",
  "bestseller",
  "back-in-stock",
];

const TAG_BADGES: readonly ProductBadge[] = ["new-arrival", "limited-edition", "bestseller", "back-in-stock"];

/** Tags are typed by hand in the shop admin: "New Arrival", "new_arrival" and "new-arrival" mean one thing. */
export function normalizeTag(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

export function badgesOf(product: CatalogProduct): ProductBadge[] {
  const tags = new Set(product.tags.map(normalizeTag));
  const badges: ProductBadge[] = [];
  if (isOnSale(product)) badges.push("sale");
  for (const badge of TAG_BADGES) if (tags.has(badge)) badges.push(badge);
  return badges;
}

function compareAtOfCheapest(product: CatalogProduct): number | null {
  const cheapest = cheapestVariantOf(product);
  if (cheapest) return isVariantOnSale(cheapest) ? parseAmount(cheapest.compareAtPrice) : null;
  const compareAt = parseAmount(product.compareAtPriceRange.minVariantPrice);
  return compareAt > parseAmount(product.priceRange.minVariantPrice) ? compareAt : null;
}

/** Percent saved on the shown price, for the percent-off badge; 0 when not reduced. */
export function percentOffOf(product: CatalogProduct): number {
  return percentOff(minPriceOf(product), compareAtOfCheapest(product));
}

export function displayFieldsOf(product: CatalogProduct): DisplayFields {
  const cheapest = cheapestVariantOf(product);
  const currencyCode = cheapest?.price.currencyCode ?? product.priceRange.minVariantPrice.currencyCode;
  const compareAt = compareAtOfCheapest(product);
  return {
    displayPrice: formatMoney(minPriceOf(product), currencyCode),
    displayCompareAtPrice: compareAt === null ? null : formatMoney(compareAt, currencyCode),
    displayImageUrl: product.images[0]?.url ?? cheapest?.image?.url ?? null,
    isInStock: isProductInStock(product),
    stockLevel: productStockLevel(product),
  };
}

export function toDisplayProduct(product: CatalogProduct): DisplayProduct {
  return { ...product, ...displayFieldsOf(product) };
}
