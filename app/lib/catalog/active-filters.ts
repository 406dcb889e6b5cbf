// The filters in effect on a listing, each with the link that removes it and
// keeps everything else (the other filters, the search and the sort). Shown as
// chips above the grid and counted on the Filter Products toggle. The search
// is not one of them: the search box shows it and clears it.
import { type ListingParams, PRICE_FILTER_MAX, PRICE_FILTER_MIN } from "./listing-params";
import { type ListingScope, scopedListingHref } from "./listing-urls";
import { CLOTHING_SIZE_RANGES } from "./size-groups";
import { SUB_CATEGORY_GROUPS } from "./sub-categories";

export type ActiveFilter = { key: string; label: string; removeHref: string };

function priceLabel(minPrice: number, maxPrice: number): string {
  if (minPrice > PRICE_FILTER_MIN && maxPrice < PRICE_FILTER_MAX) return `$${minPrice}-$${maxPrice}`;
  if (minPrice > PRICE_FILTER_MIN) return `From $${minPrice}`;
  return `Up to $${maxPrice}`;
}

/**
 * In the sidebar's order. On a collection page the collection is the page
 * itself, not a filter; `collectionTitle` names a chosen category on /products.
 */
export function activeFilters(
  params: ListingParams,
  scope: ListingScope,
  collectionTitle: (handle: string) => string,
): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const without = (key: string, label: string, overrides: Parameters<typeof scopedListingHref>[2]) =>
    filters.push({ key, label, removeHref: scopedListingHref(scope, params, overrides) });

  if (scope.collectionHandle === null && params.category !== "")
    without("category", collectionTitle(params.category), { category: "" });
  for (const group of SUB_CATEGORY_GROUPS) {
    const chosen = params.subCategories[group];
    for (const label of chosen)
      without(`${group}:${label}`, label, { subCategories: { [group]: chosen.filter((other) => other !== label) } });
  }
  for (const range of CLOTHING_SIZE_RANGES) {
    if (params.sizes.includes(range.id))
      without(`size:${range.id}`, `Size ${range.label}`, { sizes: params.sizes.filter((size) => size !== range.id) });
  }
  for (const color of params.colors)
    without(`color:${color}`, color, { colors: params.colors.filter((other) => other !== color) });
  if (params.minPrice > PRICE_FILTER_MIN || params.maxPrice < PRICE_FILTER_MAX) {
    without("price", priceLabel(params.minPrice, params.maxPrice), {
      minPrice: PRICE_FILTER_MIN,
      maxPrice: PRICE_FILTER_MAX,
    });
  }
  if (params.hideOutOfStock) without("stock", "In stock only", { hideOutOfStock: false });
  return filters;
}

/** "Show 46 products": what the narrow-screen filter panel's close button says for a count from the server. */
export function showProductsLabel(total: number): string {
  return `Show ${total} ${total === 1 ? "product" : "products"}`;
}
