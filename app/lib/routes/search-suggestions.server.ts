// GET /api/search-suggestions?q=…: what the search box offers while a shopper
// types. Anonymous and read-only: no database write per request (popular
// searches are read at most every 10 minutes per isolate), the query capped at
// the header search's 100 characters, bad input answered 400. Answers are
// remembered per catalogue in this isolate (the last 500 queries) and may be
// kept by the browser and shared caches for a minute.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { popularSearches } from "../analytics/popular-searches.server";
import { CatalogUnavailableError, getCatalog, type CatalogEntry } from "../catalog/catalog.server";
import { normalizeSearchQuery } from "../search/engine/search-query";
import {
  SUGGESTION_QUERY_MAX_LENGTH,
  SUGGESTION_QUERY_MIN_LENGTH,
  suggestSearches,
  type SearchSuggestions,
} from "../search/search-suggestions";
import { sanitizeHeaderSearch } from "../navigation/header-search";

const REMEMBERED_QUERIES = 500;
export const SUGGESTIONS_CACHE_CONTROL = "public, max-age=60";

type Remembered = { answer: SearchSuggestions; popular: readonly string[] };
/** Per catalogue: a new catalogue (its own entry) starts with an empty memory. Plain data, no I/O. */
const rememberedByCatalog = new WeakMap<CatalogEntry, Map<string, Remembered>>();

const refusal = (message: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** The query to suggest for, or null when it is missing, repeated, too short or too long. */
export function suggestionQueryOf(url: URL): string | null {
  const values = url.searchParams.getAll("q");
  if (values.length !== 1) return null;
  const raw = values[0];
  if (raw.length > SUGGESTION_QUERY_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(raw)) return null;
  const cleaned = sanitizeHeaderSearch(raw);
  if (cleaned === null) return null;
  const normalized = normalizeSearchQuery(cleaned);
  return normalized.length < SUGGESTION_QUERY_MIN_LENGTH ? null : normalized;
}

export async function searchSuggestionsResponse(request: Request, context: AppLoadContext): Promise<Response> {
  // Server time: the catalogue and popular searches (memory, once warm) and the answer.
  const started = performance.now();
  const query = suggestionQueryOf(new URL(request.url));
  if (query === null)
    return refusal(
      `A search suggestion needs ${SUGGESTION_QUERY_MIN_LENGTH} to ${SUGGESTION_QUERY_MAX_LENGTH} characters.`,
      400,
    );
  let entry: CatalogEntry;
  try {
    entry = (await getCatalog(context)).entry;
  } catch (error) {
    if (error instanceof CatalogUnavailableError) return refusal("Products unavailable", 503, { "Retry-After": "10" });
    throw error;
  }
  const popular = await popularSearches(context);
  let remembered = rememberedByCatalog.get(entry);
  if (!remembered) rememberedByCatalog.set(entry, (remembered = new Map()));
  let found = remembered.get(query);
  const hit = found !== undefined && found.popular === popular;
  if (hit) {
    // Re-inserted, so the map's order is least recently used first.
    remembered.delete(query);
  } else {
    found = { answer: suggestSearches(entry.index, entry.collections, popular, query), popular };
    if (remembered.size >= REMEMBERED_QUERIES) remembered.delete(remembered.keys().next().value!);
  }
  remembered.set(query, found!);
  const ms = performance.now() - started;
  return Response.json(found!.answer, {
    headers: {
      "Cache-Control": SUGGESTIONS_CACHE_CONTROL,
      "Server-Timing": `suggest;dur=${ms.toFixed(2)};desc="${hit ? "hit" : "miss"}"`,
    },
  });
}
