// Listing filters over a prepared catalogue.
import type { IndexedProduct } from "./indexed-product";
import { filterColorBit, sizeGroupBit, type VariantFacts } from "./variant-facts";
import { type ListingParams, PRICE_FILTER_MAX, PRICE_FILTER_MIN } from "./listing-params";
import { isSubCategoryGroup, subCategoryKey } from "./sub-categories";

export type ListingFilters = Pick<
  ListingParams,
  "category" | "subCategories" | "sizes" | "colors" | "minPrice" | "maxPrice" | "hideOutOfStock"
>;

/** The Sale category is the sale rule, not a collection's membership. */
export const SALE_CATEGORY = "sale";

export function matchesCategory(item: IndexedProduct, category: string): boolean {
  if (category === "") return true;
  if (category === SALE_CATEGORY) return item.onSale;
  return item.collectionHandles.has(category);
}

/** Keys of the chosen sub-categories, or null when none narrows the listing. */
export function subCategoryKeysOf(
  category: string,
  selection: ListingParams["subCategories"],
): ReadonlySet<string> | null {
  if (!isSubCategoryGroup(category)) return null;
  const labels = selection[category];
  return labels.length ? new Set(labels.map(subCategoryKey)) : null;
}

/** Product type against the chosen sub-categories; any one of them will do. */
export function matchesSubCategoryKeys(item: IndexedProduct, keys: ReadonlySet<string> | null): boolean {
  return keys === null || keys.has(item.productTypeKey);
}

/** The price rule only applies once the shopper moved a bound off its default. */
export function isPriceFilterActive(minPrice: number, maxPrice: number): boolean {
  return minPrice > PRICE_FILTER_MIN || maxPrice < PRICE_FILTER_MAX;
}

export function matchesPrice(item: IndexedProduct, minPrice: number, maxPrice: number): boolean {
  if (!isPriceFilterActive(minPrice, maxPrice)) return true;
  return item.minPrice >= minPrice && item.minPrice <= maxPrice;
}

/** Bit sets as in `VariantFacts`; 0 means "any". */
export type VariantCriteria = {
  sizeBits: number;
  colorBits: number;
  availableOnly: boolean;
};

export function variantMeetsCriteria(variant: VariantFacts, criteria: VariantCriteria): boolean {
  return (
    (!criteria.availableOnly || variant.available) &&
    (criteria.sizeBits === 0 || (variant.sizeBits & criteria.sizeBits) !== 0) &&
    (criteria.colorBits === 0 || (variant.colorBits & criteria.colorBits) !== 0)
  );
}

/**
 * Size, colour and stock are judged on one variant together: "Sage, M, in
 * stock" needs a variant that is all three, not a Sage S and a sold-out Black M.
 */
export function matchesVariantCriteria(item: IndexedProduct, criteria: VariantCriteria): boolean {
  if (criteria.sizeBits === 0 && criteria.colorBits === 0) return !criteria.availableOnly || item.inStock;
  return item.variants.some((variant) => variantMeetsCriteria(variant, criteria));
}

export function variantCriteriaOf(
  filters: Pick<ListingFilters, "sizes" | "colors" | "hideOutOfStock">,
): VariantCriteria {
  return {
    sizeBits: filters.sizes.reduce((bits, size) => bits | sizeGroupBit(size), 0),
    colorBits: filters.colors.reduce((bits, color) => bits | filterColorBit(color), 0),
    availableOnly: filters.hideOutOfStock,
  };
}

/** The listing's filters as one test of a product: what `filterProducts` keeps. */
export function listingFilterOf(filters: ListingFilters): (item: IndexedProduct) => boolean {
  const criteria = variantCriteriaOf(filters);
  const subCategoryKeys = subCategoryKeysOf(filters.category, filters.subCategories);
  return (item) =>
    matchesCategory(item, filters.category) &&
    matchesSubCategoryKeys(item, subCategoryKeys) &&
    matchesPrice(item, filters.minPrice, filters.maxPrice) &&
    matchesVariantCriteria(item, criteria);
}

export function filterProducts(products: readonly IndexedProduct[], filters: ListingFilters): IndexedProduct[] {
  return products.filter(listingFilterOf(filters));
}
