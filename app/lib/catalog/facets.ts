// Counts beside each sidebar option. Each facet is counted with every other
// filter applied but not its own, the usual faceting convention: ticking "M"
// leaves the counts of "L" and "XL" telling what adding them would bring.
import type { IndexedProduct } from "./indexed-product";
import type { VariantFacts } from "./variant-facts";
import { FILTER_COLORS, type FilterColor } from "./colors";
import {
  type ListingFilters,
  matchesCategory,
  matchesPrice,
  matchesSubCategoryKeys,
  matchesVariantCriteria,
  SALE_CATEGORY,
  subCategoryKeysOf,
  type VariantCriteria,
  variantCriteriaOf,
  variantMeetsCriteria,
} from "./filters";
import { SIZE_GROUP_IDS, type SizeGroupId } from "./size-groups";
import {
  SUB_CATEGORY_GROUPS,
  SUB_CATEGORY_LABELS,
  type SubCategoryGroup,
  subCategoryLabelOfKey,
} from "./sub-categories";

export type FacetCounts = {
  /** Per collection handle present in the catalogue, plus "sale" counted by the sale rule */
  collections: Record<string, number>;
  sizes: Record<SizeGroupId, number>;
  colors: Record<FilterColor, number>;
  /** Per group, per sidebar label: products of that group's collection with that product type */
  subCategories: Record<SubCategoryGroup, Record<string, number>>;
};

function zeroCounts<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/** Union of a bit set over the variants meeting the criteria. */
function bitsOfQualifyingVariants(
  item: IndexedProduct,
  criteria: VariantCriteria,
  bitsOf: (variant: VariantFacts) => number,
): number {
  let bits = 0;
  for (const variant of item.variants) if (variantMeetsCriteria(variant, criteria)) bits |= bitsOf(variant);
  return bits;
}

function addBitCounts<K extends string>(bits: number, keys: readonly K[], counts: Record<K, number>): void {
  for (let i = 0; bits !== 0 && i < keys.length; i += 1) if (bits & (1 << i)) counts[keys[i]] += 1;
}

export function facetCounts(products: readonly IndexedProduct[], filters: ListingFilters): FacetCounts {
  const criteria = variantCriteriaOf(filters);
  const subCategoryKeys = subCategoryKeysOf(filters.category, filters.subCategories);
  const collections: Record<string, number> = { [SALE_CATEGORY]: 0 };
  const subCategories = Object.fromEntries(
    SUB_CATEGORY_GROUPS.map((group) => [group, zeroCounts(SUB_CATEGORY_LABELS[group])]),
  ) as FacetCounts["subCategories"];
  const sizes = zeroCounts(SIZE_GROUP_IDS);
  const colors = zeroCounts(FILTER_COLORS);
  const sizeCriteria: VariantCriteria = { ...criteria, sizeBits: 0 };
  const colorCriteria: VariantCriteria = { ...criteria, colorBits: 0 };

  for (const item of products) {
    if (!matchesPrice(item, filters.minPrice, filters.maxPrice)) continue;
    const inCategory = matchesCategory(item, filters.category) && matchesSubCategoryKeys(item, subCategoryKeys);

    // Collections and sub-categories: everything but the category choice itself.
    if (matchesVariantCriteria(item, criteria)) {
      for (const handle of item.collectionHandles) {
        if (handle !== SALE_CATEGORY) collections[handle] = (collections[handle] ?? 0) + 1;
      }
      if (item.onSale) collections[SALE_CATEGORY] += 1;
      for (const group of SUB_CATEGORY_GROUPS) {
        const label = item.collectionHandles.has(group) ? subCategoryLabelOfKey(group, item.productTypeKey) : null;
        if (label) subCategories[group][label] += 1;
      }
    }
    if (!inCategory) continue;
    addBitCounts(
      bitsOfQualifyingVariants(item, sizeCriteria, (variant) => variant.sizeBits),
      SIZE_GROUP_IDS,
      sizes,
    );
    addBitCounts(
      bitsOfQualifyingVariants(item, colorCriteria, (variant) => variant.colorBits),
      FILTER_COLORS,
      colors,
    );
  }
  return { collections, sizes, colors, subCategories };
}
