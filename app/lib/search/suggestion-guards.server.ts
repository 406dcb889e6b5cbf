// What admin > Search inspector shows of the suggestions' popular searches: the ones the listing's
// analytics make popular, which of them shoppers are offered (the catalogue's words, products to list),
// and the terms the owner blocked.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { popularSearches, POPULAR_MIN_NETWORKS, POPULAR_MIN_SEARCHERS } from "../analytics/popular-searches.server";
import { CatalogUnavailableError, getCatalog } from "../catalog/catalog.server";
import { awaitAll } from "../platform/await-all";
import { type BlockedSearchTerm, listBlockedSearchTerms } from "./blocked-search-terms.server";
import { offeredPopularSearches } from "./search-suggestions";

export type SuggestionGuards = {
  /** Popular searches (days, networks, no blocked term), each with whether shoppers are offered it */
  popular: { search: string; offered: boolean }[];
  blocked: BlockedSearchTerm[];
  rules: { searchers: number; networks: number };
};

export async function suggestionGuards(context: AppLoadContext): Promise<SuggestionGuards> {
  const [popular, blocked] = await awaitAll([popularSearches(context), listBlockedSearchTerms(context.db)]);
  let offered: ReadonlySet<string> = new Set();
  try {
    offered = new Set(offeredPopularSearches((await getCatalog(context)).entry.index, popular));
  } catch (error) {
    if (!(error instanceof CatalogUnavailableError)) throw error;
  }
  return {
    popular: popular.map((search) => ({ search, offered: offered.has(search) })),
    blocked,
    rules: { searchers: POPULAR_MIN_SEARCHERS, networks: POPULAR_MIN_NETWORKS },
  };
}
