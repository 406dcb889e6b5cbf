// The /products listing query: search -> filters -> sort -> one page, plus
// the sidebar's facet counts. The Worker runs this; the browser gets one page.
import type { CatalogIndex } from "./catalog-index";
import type { IndexedProduct } from "./indexed-product";
import { type FacetCounts, facetCounts } from "./facets";
import { filterProducts } from "./filters";
import type { ListingParams } from "./listing-params";
import { paginate, paginationWindow, showingProductsText } from "./paginate";
import { DEFAULT_SORT, type SortValue } from "./sort";
import type { ListedProductCard } from "./product-cards";

export type ListingResult = {
  /** The products of the page shown, at most 24 */
  products: ListedProductCard[];
  /** Products matching search and filters, over all pages */
  total: number;
  page: number;
  pageCount: number;
  /** Page numbers for the pagination buttons */
  pageWindow: number[];
  /** "Showing X-Y of N products", with the search term when there is one */
  showingText: string;
  facets: FacetCounts;
  /** The params in effect: the page is 1 when the requested one was beyond the last */
  params: ListingParams;
};

/**
 * With a search query the results stay in relevance order unless the shopper
 * picked a sort; since the default (updated) is omitted from URLs, "updated"
 * with a query means relevance.
 */
export function usesRelevanceOrder(params: Pick<ListingParams, "q" | "sort">): boolean {
  return params.q.trim() !== "" && params.sort === DEFAULT_SORT;
}

function searchedProducts(catalog: CatalogIndex, q: string): readonly IndexedProduct[] {
  if (q.trim() === "") return catalog.products;
  return Array.from(catalog.searchIndex.search(q), (position) => catalog.products[position]);
}

/** The filtered products in the catalogue's presorted order: one pass, no sorting per request. */
function inCatalogOrder(catalog: CatalogIndex, selected: readonly IndexedProduct[], sort: SortValue): IndexedProduct[] {
  const isSelected = new Uint8Array(catalog.products.length);
  for (const item of selected) isSelected[item.position] = 1;
  return catalog.sortedBy(sort).filter((item) => isSelected[item.position] === 1);
}

export function queryListing(catalog: CatalogIndex, params: ListingParams): ListingResult {
  const searched = searchedProducts(catalog, params.q);
  const filtered = filterProducts(searched, params);
  const ordered = usesRelevanceOrder(params) ? filtered : inCatalogOrder(catalog, filtered, params.sort);
  const page = paginate(ordered, params.page);
  return {
    products: page.items.map((item) => catalog.cardOf(item)),
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    pageWindow: paginationWindow(page.page, page.pageCount),
    showingText: showingProductsText(page, params.q),
    facets: facetCounts(searched, params),
    params: { ...params, page: page.page },
  };
}
