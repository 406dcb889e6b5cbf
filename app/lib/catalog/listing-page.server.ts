// The data of one listing page (/products and /collections/{handle}): parse
// the URL, read the cached catalogue, run the listing query and return one
// page of cards plus the sidebar's counts. The browser never gets the catalogue.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { logger } from "../platform/logger";
import { CatalogUnavailableError, getCatalog, reloadCatalog, type CatalogEntry } from "./catalog.server";
import { collectionDisplayTitle, orderCollections } from "./collections-order";
import { type ListingParams, listingSearchString, parseListingParams } from "./listing-params";
import { queryListing } from "./listing";
import type { ListedProductCard } from "./product-cards";
import type { ListingPageData, ListingUnavailable } from "./listing-page";
import { withAssignedBadges } from "./assigned-badges";
import { loadAssignedBadges } from "./assigned-badges.server";

export type ListingLoad = {
  data: ListingPageData<ListedProductCard> | ListingUnavailable;
  headers: Headers;
  httpStatus: number;
};

/**
 * Distinct listings remembered per catalogue; paging back and forth and shared links repeat them.
 * An answer is ~40 KB (24 cards and the counts), so 100 keep ~4 MB of a 128 MB isolate.
 */
const LISTING_CACHE_LIMIT = 100;

type ListingAnswer = Omit<ListingPageData<ListedProductCard>, "status" | "collection" | "stale" | "collections"> & {
  collectionCounts: Record<string, number>;
};

function answerListing(entry: CatalogEntry, params: ListingParams): { answer: ListingAnswer; cached: boolean } {
  const key = listingSearchString({ ...params });
  const cache = entry.listingCache as Map<string, ListingAnswer>;
  const remembered = cache.get(key);
  if (remembered) {
    // Re-insert so the map's order is least recently used first.
    cache.delete(key);
    cache.set(key, remembered);
    return { answer: remembered, cached: true };
  }
  const result = queryListing(entry.index, params);
  const { collections: collectionCounts, ...facets } = result.facets;
  const answer: ListingAnswer = {
    products: result.products,
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    pageWindow: result.pageWindow,
    showingText: result.showingText,
    correctedQuery: result.correctedQuery,
    facets,
    collectionCounts,
    params: result.params,
  };
  if (cache.size >= LISTING_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, answer);
  return { answer, cached: false };
}

function serverTiming(parts: [name: string, ms: number | null, desc?: string][]): string {
  return parts
    .map(([name, ms, desc]) =>
      [name, ms === null ? null : `dur=${ms.toFixed(2)}`, desc ? `desc="${desc}"` : null].filter(Boolean).join(";"),
    )
    .join(", ");
}

export class CollectionNotFoundError extends Error {}

/**
 * `collectionHandle` scopes the listing to one collection (its page path
 * carries the category); throws CollectionNotFoundError for unknown handles.
 */
export async function loadListingPage(
  request: Request,
  context: AppLoadContext,
  scope: { collectionHandle?: string } = {},
): Promise<ListingLoad> {
  const started = performance.now();
  const searchParams = new URL(request.url).searchParams;
  if (scope.collectionHandle !== undefined) searchParams.set("category", scope.collectionHandle.toLowerCase());
  const params = parseListingParams(searchParams);
  const headers = new Headers();

  let read;
  try {
    read = await getCatalog(context);
  } catch (error) {
    if (!(error instanceof CatalogUnavailableError)) throw error;
    logger.error("Products unavailable", { cause: String(error.cause) });
    headers.set("Server-Timing", serverTiming([["catalog", performance.now() - started, "unavailable"]]));
    headers.set("Retry-After", "10");
    return {
      data: { status: "unavailable", message: error.message, params, collection: null },
      headers,
      httpStatus: 503,
    };
  }
  const catalogMs = performance.now() - started;

  const collections = read.entry.collections;
  let collection: ListingPageData<ListedProductCard>["collection"] = null;
  if (scope.collectionHandle !== undefined) {
    const found = collections.find((c) => c.handle === params.category);
    if (!found || params.category === "") throw new CollectionNotFoundError(scope.collectionHandle);
    collection = { handle: found.handle, title: collectionDisplayTitle(found), description: found.description };
  }

  const queryStarted = performance.now();
  const { answer, cached } = answerListing(read.entry, params);
  const queryMs = performance.now() - queryStarted;
  const { collectionCounts, ...listing } = answer;
  // Admin-assigned badges join the automatic ones on the page's cards only (the memo keeps the automatic ones).
  listing.products = withAssignedBadges(listing.products, await loadAssignedBadges(context));

  headers.set(
    "Server-Timing",
    serverTiming([
      ["catalog", catalogMs, read.stale ? `${read.source}, stale` : read.source],
      ["listing", queryMs, cached ? "hit" : "miss"],
    ]),
  );
  return {
    data: {
      status: "ok",
      ...listing,
      collections: orderCollections(collections).map((c) => ({
        handle: c.handle,
        title: collectionDisplayTitle(c),
        count: collectionCounts[c.handle] ?? 0,
      })),
      collection,
      stale: read.stale,
    },
    headers,
    httpStatus: 200,
  };
}

/**
 * How many products a filter state gives, for the narrow-screen panel's "Show N products"
 * before the shopper leaves it: the same query (and memo) as the page the button then opens.
 */
export async function countListing(
  searchParams: URLSearchParams,
  context: AppLoadContext,
): Promise<{ total: number } | null> {
  const params = parseListingParams(searchParams);
  try {
    const read = await getCatalog(context);
    return { total: answerListing(read.entry, params).answer.total };
  } catch (error) {
    if (!(error instanceof CatalogUnavailableError)) throw error;
    return null;
  }
}

/** The Refresh button: what the Worker has, with a newer stored snapshot if the job wrote one; never the shop. */
export async function refreshCatalog(context: AppLoadContext): Promise<{ ok: boolean }> {
  try {
    await reloadCatalog(context);
    return { ok: true };
  } catch {
    return { ok: false };
  }
}
