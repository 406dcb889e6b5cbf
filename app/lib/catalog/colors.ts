// The colours the filter sidebar offers and how a
// variant's Color value maps onto them.
import type { CatalogVariant } from "./types";

export const FILTER_COLORS = ["Black", "White", "Brown", "Beige", "Sage", "Blue", "Pink", "Gold"] as const;
export type FilterColor = (typeof FILTER_COLORS)[number];

const colorByLowerName: ReadonlyMap<string, FilterColor> = new Map(FILTER_COLORS.map((c) => [c.toLowerCase(), c]));

/** The offered colour a URL value names (any case), or null for colours the sidebar does not offer. */
export function canonicalFilterColor(value: string): FilterColor | null {
  return colorByLowerName.get(value.trim().toLowerCase()) ?? null;
}

export function isColorOptionName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return lower === "color" || lower === "colour";
}

/**
 * The offered colours a shop colour value belongs to, by whole word:
 * "Sage Green" is Sage, "Rose Gold" is Gold, "Blue/White" is both; "Golden" is none.
 */
export function filterColorsOfValue(value: string): FilterColor[] {
  const colors: FilterColor[] = [];
  for (const word of value.toLowerCase().split(/[^a-z]+/)) {
    const color = colorByLowerName.get(word);
    if (color && !colors.includes(color)) colors.push(color);
  }
  return colors;
}

export function filterColorsOfVariant(variant: Pick<CatalogVariant, "selectedOptions">): FilterColor[] {
  const option = variant.selectedOptions.find((o) => isColorOptionName(o.name));
  return option ? filterColorsOfValue(option.value) : [];
}
