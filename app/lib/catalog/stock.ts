// Stock levels: per variant, and rolled up per product.
import type { CatalogProduct, CatalogVariant, StockLevel } from "./types";

/** Stock levels: above 10 high, above 3 medium, above 0 low. */
export const STOCK_LEVEL_THRESHOLDS = { high: 10, medium: 3, low: 0 } as const;

/** Level for a known quantity; null means the shop does not track inventory, so plenty. */
export function stockLevelForQuantity(quantity: number | null): StockLevel {
  if (quantity === null) return "high";
  if (quantity > STOCK_LEVEL_THRESHOLDS.high) return "high";
  if (quantity > STOCK_LEVEL_THRESHOLDS.medium) return "medium";
  if (quantity > STOCK_LEVEL_THRESHOLDS.low) return "low";
  return "out";
}

export function stockLevelOf(variant: Pick<CatalogVariant, "availableForSale" | "quantityAvailable">): StockLevel {
  if (!variant.availableForSale) return "out";
  return stockLevelForQuantity(variant.quantityAvailable);
}

/** In stock when any variant can be bought; a product without variants falls back to its own flag. */
export function isProductInStock(product: Pick<CatalogProduct, "availableForSale" | "variants">): boolean {
  if (product.variants.length === 0) return product.availableForSale;
  return product.variants.some((v) => v.availableForSale);
}

/**
 * Product level from the quantity left over all available variants: one untracked
 * variant makes it high, otherwise the summed quantities go through the same thresholds.
 */
export function productStockLevel(product: Pick<CatalogProduct, "availableForSale" | "variants">): StockLevel {
  if (product.variants.length === 0) return product.availableForSale ? "high" : "out";
  let total = 0;
  let anyAvailable = false;
  for (const variant of product.variants) {
    if (!variant.availableForSale) continue;
    anyAvailable = true;
    if (variant.quantityAvailable === null) return "high";
    total += Math.max(0, variant.quantityAvailable);
  }
  return anyAvailable ? stockLevelForQuantity(total) : "out";
}
