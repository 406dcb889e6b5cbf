// The /products query parameters: parsed leniently
// (whatever a URL holds yields valid params, never an error) and written back
// with the spec's defaults omitted, in one fixed order.
import { canonicalFilterColor, FILTER_COLORS, type FilterColor } from "./colors";
import { defaultSortFor, parseSortValue, type SortValue } from "./sort";
import { isSizeGroupId, SIZE_GROUP_IDS, type SizeGroupId, sizeGroupOf } from "./size-groups";
import {
  canonicalSubCategory,
  isSubCategoryGroup,
  SUB_CATEGORY_GROUPS,
  SUB_CATEGORY_LABELS,
  type SubCategoryGroup,
} from "./sub-categories";
import { MAX_PAGE_NUMBER, parsePageNumber } from "../platform/page-number";

/** Price slider bounds, integers. */
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 500;
export const MAX_QUERY_LENGTH = 100;
/** Far beyond 10,000 products / 24; larger numbers are garbage, not a page. */

export type SubCategorySelection = Record<SubCategoryGroup, string[]>;

export type ListingParams = {
  q: string;
  /** Search the words as typed, not the catalogue's spelling of them ("Search instead for …") */
  asTyped: boolean;
  /** A collection handle, "" for all products */
  category: string;
  /** The order in effect: relevance by default while there is a search term, updated without one */
  sort: SortValue;
  page: number;
  minPrice: number;
  maxPrice: number;
  sizes: SizeGroupId[];
  colors: FilterColor[];
  subCategories: SubCategorySelection;
  hideOutOfStock: boolean;
};

export const SUB_CATEGORY_PARAM_NAMES: Readonly<Record<SubCategoryGroup, string>> = {
  tops: "topsSubCategories",
  dresses: "dressesSubCategories",
  bottoms: "bottomsSubCategories",
  jewelry: "jewelrySubCategories",
};

export function emptySubCategories(): SubCategorySelection {
  return { tops: [], dresses: [], bottoms: [], jewelry: [] };
}

/** The params of a bare /products; also what Clear All Filters returns to. */
export function defaultListingParams(): ListingParams {
  return {
    q: "",
    asTyped: false,
    category: "",
    sort: defaultSortFor(""),
    page: 1,
    minPrice: PRICE_FILTER_MIN,
    maxPrice: PRICE_FILTER_MAX,
    sizes: [],
    colors: [],
    subCategories: emptySubCategories(),
    hideOutOfStock: false,
  };
}

function normalizeQuery(value: string): string {
  // Control characters never belong in a search and would end up in analytics.
  return value
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

function normalizeCategory(value: string): string {
  const handle = value.trim().toLowerCase();
  if (handle === "all") return "";
  return /^[a-z0-9][a-z0-9_-]{0,99}$/.test(handle) ? handle : "";
}

/** A price bound inside the slider range, rounded to the slider's integers; otherwise the default. */
function normalizePriceBound(price: number, fallback: number): number {
  if (!Number.isFinite(price) || price < PRICE_FILTER_MIN || price > PRICE_FILTER_MAX) return fallback;
  return Math.round(price);
}

function parsePriceBound(value: string | null, fallback: number): number {
  if (value === null || value.trim() === "") return fallback;
  return normalizePriceBound(Number(value), fallback);
}

function parseList(searchParams: URLSearchParams, name: string): string[] {
  // Repeated list params are merged: ?sizes=m&sizes=l is the same as ?sizes=m,l.
  return searchParams
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Known values only, each once, in the sidebar's order. */
function canonicalList<T extends string>(
  values: readonly string[],
  order: readonly T[],
  canonical: (value: string) => T | null,
): T[] {
  const chosen = new Set<T>();
  for (const value of values) {
    const known = canonical(value);
    if (known) chosen.add(known);
  }
  return order.filter((value) => chosen.has(value));
}

const canonicalSizeGroup = (value: string): SizeGroupId | null => {
  const lower = value.toLowerCase();
  return isSizeGroupId(lower) ? lower : sizeGroupOf(value);
};

/** Params as loosely typed as a form or URL gives them, before normalising. */
export type ListingParamsInput = {
  q: string;
  asTyped?: boolean;
  category: string;
  sort: string;
  page: number;
  minPrice: number;
  maxPrice: number;
  sizes: readonly string[];
  colors: readonly string[];
  subCategories: Partial<Record<SubCategoryGroup, readonly string[]>>;
  hideOutOfStock: boolean;
};

/**
 * Brings params into their canonical form: known values only, sorted and
 * deduplicated; out-of-range prices reset to their defaults and a reversed
 * range swapped; sub-categories kept only for the group that is the category.
 */
export function normalizeListingParams(params: ListingParamsInput): ListingParams {
  const category = normalizeCategory(params.category);
  const lower = normalizePriceBound(params.minPrice, PRICE_FILTER_MIN);
  const upper = normalizePriceBound(params.maxPrice, PRICE_FILTER_MAX);
  const subCategories = emptySubCategories();
  if (isSubCategoryGroup(category)) {
    subCategories[category] = canonicalList(
      params.subCategories[category] ?? [],
      SUB_CATEGORY_LABELS[category],
      (value) => canonicalSubCategory(category, value),
    );
  }
  const q = normalizeQuery(params.q);
  return {
    q,
    // Without a search term there is nothing to search as typed.
    asTyped: q !== "" && params.asTyped === true,
    category,
    sort: parseSortValue(params.sort, q),
    page: Number.isSafeInteger(params.page) && params.page >= 1 && params.page <= MAX_PAGE_NUMBER ? params.page : 1,
    minPrice: Math.min(lower, upper),
    maxPrice: Math.max(lower, upper),
    sizes: canonicalList(params.sizes, SIZE_GROUP_IDS, canonicalSizeGroup),
    colors: canonicalList(params.colors, FILTER_COLORS, canonicalFilterColor),
    subCategories,
    hideOutOfStock: params.hideOutOfStock === true,
  };
}

/**
 * `asTyped=true`, or the listing form's hidden field, which carries the term it was set for: a new term typed
 * in the same form is searched with the catalogue's spelling again.
 */
function isAsTyped(value: string | null, q: string): boolean {
  if (value === null) return false;
  const given = value.trim().toLowerCase();
  return (
    given === "true" ||
    (given !== "" && given.replace(/\s+/g, " ") === normalizeQuery(q).toLowerCase().replace(/\s+/g, " "))
  );
}

export function parseListingParams(searchParams: URLSearchParams): ListingParams {
  const subCategories: Partial<Record<SubCategoryGroup, string[]>> = {};
  for (const group of SUB_CATEGORY_GROUPS)
    subCategories[group] = parseList(searchParams, SUB_CATEGORY_PARAM_NAMES[group]);
  const hideOutOfStock = searchParams.get("hideOutOfStock")?.trim().toLowerCase();
  return normalizeListingParams({
    q: searchParams.get("q") ?? "",
    asTyped: isAsTyped(searchParams.get("asTyped"), searchParams.get("q") ?? ""),
    category: searchParams.get("category") ?? "",
    // Missing or empty (the dropdown's default option) is the default for the search term.
    sort: searchParams.get("sort")?.trim() ?? "",
    page: parsePageNumber(searchParams.get("page")),
    minPrice: parsePriceBound(searchParams.get("minPrice"), PRICE_FILTER_MIN),
    maxPrice: parsePriceBound(searchParams.get("maxPrice"), PRICE_FILTER_MAX),
    sizes: parseList(searchParams, "sizes"),
    colors: parseList(searchParams, "colors"),
    subCategories,
    // "on" is what a checkbox without a value attribute submits.
    hideOutOfStock: hideOutOfStock === "true" || hideOutOfStock === "on",
  });
}

/** Params as URL search params: defaults omitted, always in the order of the spec's list. */
export function serializeListingParams(params: ListingParams): URLSearchParams {
  const p = normalizeListingParams(params);
  const out = new URLSearchParams();
  if (p.q) out.set("q", p.q);
  if (p.asTyped) out.set("asTyped", "true");
  if (p.category) out.set("category", p.category);
  if (p.sort !== defaultSortFor(p.q)) out.set("sort", p.sort);
  if (p.page !== 1) out.set("page", String(p.page));
  if (p.minPrice !== PRICE_FILTER_MIN) out.set("minPrice", String(p.minPrice));
  if (p.maxPrice !== PRICE_FILTER_MAX) out.set("maxPrice", String(p.maxPrice));
  if (p.sizes.length) out.set("sizes", p.sizes.join(","));
  if (p.colors.length) out.set("colors", p.colors.join(","));
  for (const group of SUB_CATEGORY_GROUPS) {
    if (p.subCategories[group].length) out.set(SUB_CATEGORY_PARAM_NAMES[group], p.subCategories[group].join(","));
  }
  if (p.hideOutOfStock) out.set("hideOutOfStock", "true");
  return out;
}

/** The query string, "" or "?…", with list commas left readable instead of %2C. */
export function listingSearchString(params: ListingParams): string {
  const query = serializeListingParams(params).toString().replace(/%2C/gi, ",");
  return query ? `?${query}` : "";
}

export type ListingOverrides = Partial<Omit<ListingParams, "subCategories">> & {
  subCategories?: Partial<SubCategorySelection>;
};

/**
 * The params after a shopper's change. Any change other than the page itself
 * starts again at page 1 (page 7 of the old results may not exist); a new
 * category also drops the other groups' sub-categories.
 */
export function applyListingOverrides(params: ListingParams, overrides: ListingOverrides): ListingParams {
  const given = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  ) as ListingOverrides;
  const changesResults = Object.keys(given).some((key) => key !== "page");
  // A new search term is searched with the catalogue's spelling and its own default order, unless told otherwise.
  const newTerm = given.q !== undefined && given.q !== params.q;
  const next: ListingParams = {
    ...params,
    ...(newTerm && params.sort === defaultSortFor(params.q) ? { sort: defaultSortFor(given.q!) } : {}),
    ...(newTerm ? { asTyped: false } : {}),
    ...given,
    subCategories: { ...params.subCategories, ...given.subCategories },
    page: given.page ?? (changesResults ? 1 : params.page),
  };
  return normalizeListingParams(next);
}

/** A link to the listing at `base` (e.g. "/products") with `overrides` applied. */
export function listingHref(base: string, params: ListingParams, overrides: ListingOverrides = {}): string {
  return `${base}${listingSearchString(applyListingOverrides(params, overrides))}`;
}

/** Whether Clear All Filters is offered: a search, collection, size, colour or stock filter is active. */
export function hasActiveFilters(params: ListingParams): boolean {
  return (
    params.q !== "" ||
    params.category !== "" ||
    params.sizes.length > 0 ||
    params.colors.length > 0 ||
    params.hideOutOfStock
  );
}
