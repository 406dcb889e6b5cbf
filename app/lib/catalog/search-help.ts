// A search that found nothing is no dead end: the query spelt as the
// catalogue spells it (when that finds products), popular searches that do
// find products, and the collections to browse.
import type { CatalogIndex } from "./catalog-index";
import type { SnapshotCollection } from "./catalog-snapshot";
import { collectionDisplayTitle, orderCollections } from "./collections-order";
import type { SearchHelp } from "./listing-page";
import { normalizeSearchQuery } from "./search";
import { correctedQuery } from "./search-vocabulary";

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
  const finds = (search: string) => index.searchIndex.search(search).length > 0;
  return {
    didYouMean: corrected !== null && corrected !== normalized && finds(corrected) ? corrected : null,
    popular: popular.filter((search) => search !== normalized && finds(search)).slice(0, OFFERED_POPULAR_SEARCHES),
    collections: orderCollections(collections.filter((collection) => collection.productCount > 0))
      .slice(0, OFFERED_COLLECTIONS)
      .map((collection) => ({ handle: collection.handle, title: collectionDisplayTitle(collection) })),
  };
}
