// Listing sort orders. Every order ends with
// title then id, so equal keys never shuffle between requests or pages.
// "relevance" is the search's own order: the default while there is a search
// term, and no order at all without one.
import type { IndexedProduct } from "./indexed-product";

export const SORT_VALUES = ["relevance", "title", "price_asc", "price_desc", "newest", "oldest", "updated"] as const;
export type SortValue = (typeof SORT_VALUES)[number];
/** The orders that compare products (relevance is the search's ranking). */
export type CatalogSortValue = Exclude<SortValue, "relevance">;

/** The spec's default, without a search term. */
export const DEFAULT_SORT: CatalogSortValue = "updated";
export const RELEVANCE_SORT = "relevance" satisfies SortValue;

/** The sort a listing uses when none is chosen: relevance while there is a search term, else the spec's updated. */
export function defaultSortFor(q: string): SortValue {
  return q.trim() === "" ? DEFAULT_SORT : RELEVANCE_SORT;
}

/** The sort dropdown, in the spec's order after Relevance; "title" is accepted in URLs but not offered. */
export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = [
  { value: "relevance", label: "Relevance" },
  { value: "updated", label: "Recently Updated" },
  { value: "newest", label: "Season's Freshest" },
  { value: "oldest", label: "Timeless Pieces" },
  { value: "price_asc", label: "Price: Low to High" },
  { value: "price_desc", label: "Price: High to Low" },
];

/** The options a listing offers: Relevance only while there is a search term. */
export function sortOptionsFor(q: string): readonly { value: SortValue; label: string }[] {
  return q.trim() === "" ? SORT_OPTIONS.filter((option) => option.value !== RELEVANCE_SORT) : SORT_OPTIONS;
}

function isSortValue(value: unknown): value is SortValue {
  return typeof value === "string" && (SORT_VALUES as readonly string[]).includes(value);
}

/** Unknown values, and relevance without a search term, fall back to the default for `q`. */
export function parseSortValue(value: unknown, q = ""): SortValue {
  if (!isSortValue(value) || (value === RELEVANCE_SORT && q.trim() === "")) return defaultSortFor(q);
  return value;
}

type Comparator = (a: IndexedProduct, b: IndexedProduct) => number;

const byTitleThenId: Comparator = (a, b) =>
  a.titleKey < b.titleKey ? -1 : a.titleKey > b.titleKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const comparators: Readonly<Record<CatalogSortValue, Comparator>> = {
  title: byTitleThenId,
  // Prices compare on the lowest variant price, the price the card shows.
  price_asc: (a, b) => a.minPrice - b.minPrice || byTitleThenId(a, b),
  price_desc: (a, b) => b.minPrice - a.minPrice || byTitleThenId(a, b),
  newest: (a, b) => b.createdAtMs - a.createdAtMs || byTitleThenId(a, b),
  oldest: (a, b) => a.createdAtMs - b.createdAtMs || byTitleThenId(a, b),
  updated: (a, b) => b.updatedAtMs - a.updatedAtMs || byTitleThenId(a, b),
};

/** A sorted copy; the input is left as it is. */
export function sortProducts(products: readonly IndexedProduct[], sort: CatalogSortValue): IndexedProduct[] {
  return [...products].sort(comparators[sort]);
}
