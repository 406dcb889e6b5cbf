// What the size and colour filters need to know about one variant, as bit
// sets (bit i = SIZE_GROUP_IDS[i] / FILTER_COLORS[i]) so that filtering and
// facet counting over 10,000 products is integer arithmetic.
import { FILTER_COLORS, type FilterColor, filterColorsOfVariant } from "./colors";
import { SIZE_GROUP_IDS, type SizeGroupId, sizeGroupOfVariant } from "./size-groups";
import type { CatalogVariant } from "./types";

export type VariantFacts = {
  /** One bit for the variant's size group, 0 when it has no clothing size */
  sizeBits: number;
  /** Bits of the offered colours its Color value names ("Blue/White" has two) */
  colorBits: number;
  available: boolean;
};

export function sizeGroupBit(group: SizeGroupId): number {
  return 1 << SIZE_GROUP_IDS.indexOf(group);
}

export function filterColorBit(color: FilterColor): number {
  return 1 << FILTER_COLORS.indexOf(color);
}

export function variantFactsOf(variant: Pick<CatalogVariant, "selectedOptions" | "availableForSale">): VariantFacts {
  const sizeGroup = sizeGroupOfVariant(variant);
  return {
    sizeBits: sizeGroup ? sizeGroupBit(sizeGroup) : 0,
    colorBits: filterColorsOfVariant(variant).reduce((bits, color) => bits | filterColorBit(color), 0),
    available: variant.availableForSale,
  };
}
