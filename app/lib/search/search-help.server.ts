// A search that found nothing is no dead end: the query spelt as the
// catalogue spells it (when that finds products), popular searches that do
// find products, and the collections to browse.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { CatalogIndex } from "../catalog/catalog-index";
import { CatalogUnavailableError, getCatalog } from "../catalog/catalog.server";
import type { SnapshotCollection } from "../catalog/catalog-snapshot";
import { collectionDisplayTitle, orderCollections } from "../catalog/collections-order";
import type { SearchHelp } from "../catalog/listing-page";
import { normalizeSearchQuery } from "./engine/search-query";
import { correctedQuery } from "./engine/search-vocabulary";
import { offeredPopularSearches } from "./search-suggestions";

const OFFERED_POPULAR_SEARCHES = 5;
const OFFERED_COLLECTIONS = 8;

export function searchHelpFor(
  index: CatalogIndex,
  collections: readonly SnapshotCollection[],
  popular: readonly string[],
  query: string,
): SearchHelp {
  const normalized = normalizeSearchQuery(query);
  const corrected = correctedQuery(index.searchIndex.vocabulary, normalized);
  const finds = (search: string) => index.searchIndex.search(search).positions.length > 0;
  return {
    didYouMean: corrected !== null && corrected !== normalized && finds(corrected) ? corrected : null,
    popular: offeredPopularSearches(index, popular)
      .filter((search) => search !== normalized)
      .slice(0, OFFERED_POPULAR_SEARCHES),
    collections: orderCollections(collections.filter((collection) => collection.productCount > 0))
      .slice(0, OFFERED_COLLECTIONS)
      .map((collection) => ({ handle: collection.handle, title: collectionDisplayTitle(collection) })),
  };
}

/** For a search that found nothing: "Did you mean …", popular searches that find products, and the collections. */
export async function listingSearchHelp(
  context: AppLoadContext,
  query: string,
  popular: readonly string[],
): Promise<SearchHelp | undefined> {
  try {
    const { entry } = await getCatalog(context);
    return searchHelpFor(entry.index, entry.collections, popular, query);
  } catch (error) {
    if (error instanceof CatalogUnavailableError) return undefined;
    throw error;
  }
}
