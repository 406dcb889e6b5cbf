// Listing sort orders. Every order ends with
// title then id, so equal keys never shuffle between requests or pages.
import type { IndexedProduct } from "./indexed-product";

export const SORT_VALUES = ["title", "price_asc", "price_desc", "newest", "oldest", "updated"] as const;
export type SortValue = (typeof SORT_VALUES)[number];

export const DEFAULT_SORT: SortValue = "updated";

/** The sort dropdown, in the spec's order; "title" is accepted in URLs but not offered. */
export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = [
  { value: "updated", label: "Recently Updated" },
  { value: "newest", label: "Season's Freshest" },
  { value: "oldest", label: "Timeless Pieces" },
  { value: "price_asc", label: "Price: Low to High" },
  { value: "price_desc", label: "Price: High to Low" },
];

export function isSortValue(value: unknown): value is SortValue {
  return typeof value === "string" && (SORT_VALUES as readonly string[]).includes(value);
}

/** Unknown values fall back to updated. */
export function parseSortValue(value: unknown): SortValue {
  return isSortValue(value) ? value : DEFAULT_SORT;
}

type Comparator = (a: IndexedProduct, b: IndexedProduct) => number;

const byTitleThenId: Comparator = (a, b) =>
  a.titleKey < b.titleKey ? -1 : a.titleKey > b.titleKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const comparators: Readonly<Record<SortValue, Comparator>> = {
  title: byTitleThenId,
  // Prices compare on the lowest variant price, the price the card shows.
  price_asc: (a, b) => a.minPrice - b.minPrice || byTitleThenId(a, b),
  price_desc: (a, b) => b.minPrice - a.minPrice || byTitleThenId(a, b),
  newest: (a, b) => b.createdAtMs - a.createdAtMs || byTitleThenId(a, b),
  oldest: (a, b) => a.createdAtMs - b.createdAtMs || byTitleThenId(a, b),
  updated: (a, b) => b.updatedAtMs - a.updatedAtMs || byTitleThenId(a, b),
};

/** A sorted copy; the input is left as it is. */
export function sortProducts(products: readonly IndexedProduct[], sort: string): IndexedProduct[] {
  return [...products].sort(comparators[parseSortValue(sort)]);
}
