// The /products listing query: search -> filters -> sort -> one page, plus
// the sidebar's facet counts. The Worker runs this; the browser gets one page.
import type { CatalogIndex } from "./catalog-index";
import type { IndexedProduct } from "./indexed-product";
import { type FacetCounts, facetCounts } from "./facets";
import { filterProducts } from "./filters";
import type { ListingParams } from "./listing-params";
import { paginate, paginationWindow, showingProductsText } from "./paginate";
import { type CatalogSortValue, RELEVANCE_SORT } from "./sort";
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
  /** "Showing X-Y of N products", with the search term when there is one (the corrected one when corrected) */
  showingText: string;
  /** The catalogue's spelling of the search term when it was searched instead of the words as typed, else null */
  correctedQuery: string | null;
  facets: FacetCounts;
  /** The params in effect: the page is 1 when the requested one was beyond the last */
  params: ListingParams;
};

/** The search's products (every product without a term), and the corrected term it searched, if any. */
function searchedProducts(
  catalog: CatalogIndex,
  params: Pick<ListingParams, "q" | "asTyped">,
): { products: readonly IndexedProduct[]; correctedQuery: string | null } {
  if (params.q.trim() === "") return { products: catalog.products, correctedQuery: null };
  const outcome = catalog.searchIndex.search(params.q, { asTyped: params.asTyped });
  return {
    products: Array.from(outcome.positions, (position) => catalog.products[position]),
    correctedQuery: outcome.corrected ? outcome.searched : null,
  };
}

/** The filtered products in the catalogue's presorted order: one pass, no sorting per request. */
function inCatalogOrder(
  catalog: CatalogIndex,
  selected: readonly IndexedProduct[],
  sort: CatalogSortValue,
): IndexedProduct[] {
  const isSelected = new Uint8Array(catalog.products.length);
  for (const item of selected) isSelected[item.position] = 1;
  return catalog.sortedBy(sort).filter((item) => isSelected[item.position] === 1);
}

export function queryListing(catalog: CatalogIndex, params: ListingParams): ListingResult {
  const { products: searched, correctedQuery } = searchedProducts(catalog, params);
  const filtered = filterProducts(searched, params);
  // Relevance (only ever with a search term) is the search's own order.
  const ordered = params.sort === RELEVANCE_SORT ? filtered : inCatalogOrder(catalog, filtered, params.sort);
  const page = paginate(ordered, params.page);
  return {
    products: page.items.map((item) => catalog.cardOf(item)),
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    pageWindow: paginationWindow(page.page, page.pageCount),
    showingText: showingProductsText(page, correctedQuery ?? params.q),
    correctedQuery,
    facets: facetCounts(searched, params),
    params: { ...params, page: page.page },
  };
}
