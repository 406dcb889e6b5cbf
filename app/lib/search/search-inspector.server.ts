// admin > Search inspector ("test rompers"): what the listing does with one
// URL, stage by stage, using the listing's own parser, catalogue, search index
// and query, so what it shows is what a shopper gets. It reads the catalogue
// the listing reads and never writes the listing's memo.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { withinDeadline } from "../platform/deadline.server";
import {
  CatalogUnavailableError,
  getCatalog,
  readCatalogSnapshotStatus,
  type SnapshotStatus,
} from "../catalog/catalog.server";
import { queryListing } from "../catalog/listing";
import { type ListingParams, listingSearchString, parseListingParams } from "../catalog/listing-params";
import type { SearchMatchReason } from "./engine/search-index";
import { normalizeSearchQuery, searchTermsOf } from "./engine/search-query";

/** The inspector opens on this query: the shop's classic "search can't find it" case. */
export const DEFAULT_INSPECTOR_QUERY = "rompers";
/** Matched products explained, most relevant first. */
export const EXPLAINED_PRODUCTS_LIMIT = 50;
const SNAPSHOT_STATUS_DEADLINE_MS = 3_000;

export type InspectorStage = { name: string; ms: number; note: string };

export type InspectedProduct = {
  id: string;
  title: string;
  handle: string;
  score: number;
  reasons: SearchMatchReason[];
  onListingPage: boolean;
};

export type SearchInspection = {
  /** The URL's query string as the listing reads it (defaults omitted) */
  listingUrl: string;
  params: ListingParams;
  /** The query as typed (normalised), the catalogue's spelling searched instead (or null), and its terms */
  search: {
    normalized: string;
    corrected: string | null;
    terms: { text: string; forms: string[]; wholeWord: boolean }[];
  };
  stages: InspectorStage[];
  catalog:
    | {
        state: "ok";
        source: string;
        version: string;
        productCount: number;
        ageMs: number | null;
        stale: boolean;
        memoised: boolean;
      }
    | { state: "unavailable"; message: string };
  /** The stored snapshot, with its age when the page was made (computed here, so server and browser render the same text) */
  snapshot: (SnapshotStatus & { ageMs: number | null }) | null;
  matched: { total: number; afterFilters: number; products: InspectedProduct[] };
  facets: { group: string; counts: { value: string; count: number }[] }[];
};

function timed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** The inspector's params: the listing's own parser, opening on "rompers" when no q is given at all. */
export function inspectorParams(searchParams: URLSearchParams): ListingParams {
  const params = new URLSearchParams(searchParams);
  if (!params.has("q")) params.set("q", DEFAULT_INSPECTOR_QUERY);
  return parseListingParams(params);
}

function nonZero(record: Record<string, number>): { value: string; count: number }[] {
  return Object.entries(record)
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }));
}

export async function inspectSearch(context: AppLoadContext, searchParams: URLSearchParams): Promise<SearchInspection> {
  const parsed = timed(() => inspectorParams(searchParams));
  const params = parsed.value;
  const normalized = normalizeSearchQuery(params.q);
  const stages: InspectorStage[] = [
    { name: "Parse the URL", ms: round(parsed.ms), note: "parseListingParams, the listing's own parser" },
  ];
  let search: SearchInspection["search"] = { normalized, corrected: null, terms: searchTermsOf(normalized) };

  const snapshotStatus = withinDeadline(
    readCatalogSnapshotStatus(context),
    SNAPSHOT_STATUS_DEADLINE_MS,
    context.waitUntil,
  )
    .then((status) =>
      status ? { ...status, ageMs: status.builtAt === null ? null : Date.now() - status.builtAt } : null,
    )
    .catch(() => null);
  const catalogStarted = performance.now();
  let read;
  try {
    read = await getCatalog(context);
  } catch (error) {
    if (!(error instanceof CatalogUnavailableError)) throw error;
    stages.push({ name: "Read the catalogue", ms: round(performance.now() - catalogStarted), note: "unavailable" });
    return {
      listingUrl: listingSearchString(params),
      params,
      search,
      stages,
      catalog: { state: "unavailable", message: error.message },
      snapshot: await snapshotStatus,
      matched: { total: 0, afterFilters: 0, products: [] },
      facets: [],
    };
  }
  const { entry } = read;
  stages.push({
    name: "Read the catalogue",
    ms: round(performance.now() - catalogStarted),
    note: `from ${read.source}`,
  });

  // The index is built on first use; timed apart so a cold index is not mistaken for a slow search.
  const indexBuild = timed(() => entry.index.searchIndex);
  stages.push({
    name: "Search index",
    ms: round(indexBuild.ms),
    note: indexBuild.ms > 1 ? "built now" : "already built",
  });
  const searchOptions = { asTyped: params.asTyped };
  const explained = timed(() => indexBuild.value.explain(params.q, EXPLAINED_PRODUCTS_LIMIT, searchOptions));
  const outcome = indexBuild.value.search(params.q, searchOptions);
  if (outcome.corrected) search = { ...search, corrected: outcome.searched, terms: searchTermsOf(outcome.searched) };
  const matchedTotal = outcome.positions.length;
  stages.push({ name: "Search and explain", ms: round(explained.ms), note: `${matchedTotal} matched` });

  const memoised = entry.listingCache.has(listingSearchString({ ...params }));
  const listing = timed(() => queryListing(entry.index, params));
  stages.push({
    name: "Filters, facets, sort and page",
    ms: round(listing.ms),
    note: `${listing.value.total} after filters`,
  });

  const shown = new Set(listing.value.products.map((card) => card.id));
  const products = explained.value.map(({ position, score, reasons }) => {
    const item = entry.index.products[position];
    const card = entry.index.cardOf(item);
    return { id: item.id, title: item.title, handle: card.handle, score, reasons, onListingPage: shown.has(item.id) };
  });
  const { facets } = listing.value;
  const now = Date.now();
  return {
    listingUrl: listingSearchString(listing.value.params),
    params: listing.value.params,
    search,
    stages,
    catalog: {
      state: "ok",
      source: read.source,
      version: entry.version,
      productCount: entry.index.products.length,
      ageMs: entry.storedAt > 0 ? now - entry.storedAt : null,
      stale: read.stale,
      memoised,
    },
    snapshot: await snapshotStatus,
    matched: { total: matchedTotal, afterFilters: listing.value.total, products },
    facets: [
      { group: "Collections", counts: nonZero(facets.collections) },
      { group: "Sizes", counts: nonZero(facets.sizes) },
      { group: "Colours", counts: nonZero(facets.colors) },
      ...Object.entries(facets.subCategories).map(([group, counts]) => ({
        group: `Sub-categories: ${group}`,
        counts: nonZero(counts),
      })),
    ],
  };
}
