// What one listing page sends the browser (/products and /collections/{handle}).
// Client-safe: the listing components read these types.
import type { FacetCounts } from "./facets";
import type { ListingParams } from "./listing-params";
import type { BrowserProductCard } from "./product-cards";

export type SidebarCollection = { handle: string; title: string; count: number };

export type ListingPageData<Card = BrowserProductCard> = {
  status: "ok";
  products: Card[];
  total: number;
  page: number;
  pageCount: number;
  pageWindow: number[];
  showingText: string;
  /** The catalogue's spelling of the search term, searched instead of the words as typed; else null */
  correctedQuery: string | null;
  facets: Omit<FacetCounts, "collections">;
  collections: SidebarCollection[];
  params: ListingParams;
  /** The collection this page is scoped to, or null for /products */
  collection: { handle: string; title: string; description: string } | null;
  /** True when the catalogue is older than 5 minutes (a refresh runs in the background) */
  stale: boolean;
  /** Where a search that found nothing can go next; only then present */
  searchHelp?: SearchHelp;
};

/** "Did you mean …" from the catalogue's words, popular searches and the collections. */
export type SearchHelp = {
  didYouMean: string | null;
  popular: string[];
  collections: { handle: string; title: string }[];
};

export type ListingUnavailable = { status: "unavailable"; message: string; params: ListingParams; collection: null };
