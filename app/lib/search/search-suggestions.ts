// Suggestions while a shopper types: the first products the listing would
// show for the query (same word index, typos and whole-word rules, `db_`
// products included), collections named like it, and completions from
// popular searches and the catalogue's words. Pure: the route supplies the
// catalogue and the popular searches.
import type { CatalogIndex } from "../catalog/catalog-index";
import type { SnapshotCollection } from "../catalog/catalog-snapshot";
import { collectionDisplayTitle, orderCollections } from "../catalog/collections-order";
import { listingFilterOf } from "../catalog/filters";
import type { IndexedProduct } from "../catalog/indexed-product";
import { defaultListingParams } from "../catalog/listing-params";
import { normalizeSearchQuery } from "./engine/search-query";
import { wordsStartingWith } from "./engine/search-vocabulary";

export const SUGGESTION_QUERY_MIN_LENGTH = 2;
/** The header search's own cap: a longer query is not one a shopper typed. */
export const SUGGESTION_QUERY_MAX_LENGTH = 100;
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_COLLECTIONS = 3;
export const SUGGESTED_COMPLETIONS = 4;
const THUMBNAIL_WIDTH = 96;
const THUMBNAIL_HEIGHT = 128;

export type SuggestedProduct = {
  handle: string;
  title: string;
  price: string;
  image: { url: string; altText: string } | null;
};

export type SearchSuggestions = {
  query: string;
  /** The catalogue's spelling of the query when the products are for it ("crochet dress" for "crochit dres") */
  searched: string | null;
  /** Products the listing shows for this query (the "See all results" page) */
  total: number;
  products: SuggestedProduct[];
  collections: { handle: string; title: string }[];
  completions: string[];
};

/** The image at thumbnail size, as the shop's image URLs take it (width, height, crop). */
function thumbnailUrl(src: string): string {
  const url = new URL(src, "https://placeholder.invalid");
  url.searchParams.set("width", String(THUMBNAIL_WIDTH));
  url.searchParams.set("height", String(THUMBNAIL_HEIGHT));
  url.searchParams.set("crop", "center");
  return url.origin === "https://placeholder.invalid" ? `${url.pathname}${url.search}` : url.href;
}

const titleWordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A collection matches when every query word starts one of its title's (or handle's) words. */
function matchingCollections(collections: readonly SnapshotCollection[], query: string) {
  const queryWords = titleWordsOf(query);
  if (queryWords.length === 0) return [];
  return orderCollections(collections.filter((collection) => collection.productCount > 0))
    .filter((collection) => {
      const words = [...titleWordsOf(collectionDisplayTitle(collection)), ...titleWordsOf(collection.handle)];
      return queryWords.every((queryWord) => words.some((word) => word.startsWith(queryWord)));
    })
    .slice(0, SUGGESTED_COLLECTIONS)
    .map((collection) => ({ handle: collection.handle, title: collectionDisplayTitle(collection) }));
}

/** Whether a search lists any product with the listing's default filters (what its "See all results" shows). */
function listsProducts(index: CatalogIndex, query: string): boolean {
  const keeps = listingFilterOf(defaultListingParams());
  const { positions } = index.searchIndex.search(query);
  for (let i = 0; i < positions.length; i += 1) if (keeps(index.products[positions[i]])) return true;
  return false;
}

/**
 * The popular searches a shopper may be offered: spelt in the catalogue's own words and listing products.
 * Popular searches already need several days and networks and no blocked term (popular-searches.server.ts);
 * this keeps out words no product holds ("dress scam"), however many networks typed them.
 */
export function offeredPopularSearches(index: CatalogIndex, popular: readonly string[]): string[] {
  return popular.filter((search) => index.searchIndex.knowsEveryWord(search) && listsProducts(index, search));
}

/**
 * Popular searches that continue what was typed, then the query with its last word completed from the
 * catalogue's words and the words before it in the catalogue's spelling ("crochit dres" offers "crochet
 * dress"). Each one lists products: a completion never leads to an empty page.
 */
function completionsOf(index: CatalogIndex, popular: readonly string[], typed: string): string[] {
  const offered: string[] = [];
  const offer = (completion: string) => {
    if (offered.length < SUGGESTED_COMPLETIONS && completion !== typed && !offered.includes(completion))
      if (listsProducts(index, completion)) offered.push(completion);
  };
  for (const search of offeredPopularSearches(index, popular)) if (search.startsWith(typed)) offer(search);
  const lastSpace = typed.lastIndexOf(" ");
  const head = lastSpace < 0 ? "" : index.searchIndex.search(typed.slice(0, lastSpace)).searched;
  const last = typed.slice(lastSpace + 1);
  const candidates = wordsStartingWith(index.searchIndex.vocabulary, last, SUGGESTED_COMPLETIONS * 2);
  // A last word nothing starts with ("dres" does, "crochit" does not): its spelling in the catalogue.
  if (candidates.length === 0) {
    const own = index.searchIndex.search(last);
    if (own.corrected) candidates.push(own.searched);
  }
  for (const word of candidates) offer(head ? `${head} ${word}` : word);
  return offered;
}

/** `query` must already be checked (2 to 100 characters). */
export function suggestSearches(
  index: CatalogIndex,
  collections: readonly SnapshotCollection[],
  popular: readonly string[],
  query: string,
): SearchSuggestions {
  const normalized = normalizeSearchQuery(query);
  // The listing's own search (its memory shared with the listing's, its correction too) and default filters,
  // in its order: the first six kept are the first six it shows, and the count is its total ("See all results").
  const keeps = listingFilterOf(defaultListingParams());
  const firstListed: IndexedProduct[] = [];
  let total = 0;
  const { positions, searched, corrected } = index.searchIndex.search(normalized);
  // Indexed, not for…of: the engine's iterator left an object per product to the collector until it optimised this.
  for (let i = 0; i < positions.length; i += 1) {
    const item = index.products[positions[i]];
    if (!keeps(item)) continue;
    total += 1;
    if (firstListed.length < SUGGESTED_PRODUCTS) firstListed.push(item);
  }
  const products = firstListed.map((item) => {
    const card = index.cardOf(item);
    return {
      handle: card.handle,
      title: card.title,
      price: card.displayPrice,
      image: card.image ? { url: thumbnailUrl(card.image.url), altText: card.image.altText } : null,
    };
  });
  return {
    query: normalized,
    searched: corrected ? searched : null,
    total,
    products,
    collections: matchingCollections(collections, normalized),
    completions: completionsOf(index, popular, normalized),
  };
}
