// Search analytics, recorded on the server: every
// listing request with a search term writes one row after the response has
// been sent (context.afterResponse, under waitUntil), so the shopper never
// waits and the write never competes with the page, and an isolate's searches
// of half a second share one statement; pages answered from the
// HTML edge cache record too (the Worker calls recordSearchOfCachedPage); a
// click from a search result page onto a product marks that search's row; rows
// older than 30 days are removed by the daily Cron Trigger.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { searchAnalytics } from "../../../db/schema";
import { getSession, hasSessionSecrets } from "../auth/session-cookie.server";
import { parseListingParams, serializeListingParams, type ListingParams } from "../catalog/listing-params";
import type { Database } from "../platform/database.server";
import { createBatcher } from "./search-batch.server";
import { networkBucketOf, visitorKeyOf } from "./visitor-key.server";
import { awaitAll } from "../platform/await-all";

/** Search analytics are kept 30 days. */
export const SEARCH_RETENTION_DAYS = 30;
/** The same search from the same session within this window is one search (reloads, back and forth). */
export const REPEAT_WINDOW_MS = 5_000;
/** Search rows one visitor (network and day) may add per hour: far above a shopper, a ceiling for a script. */
export const SEARCHES_PER_VISITOR_PER_HOUR = 60;
/** A product opened within this time of a search counts as that search's click. */
const CLICK_WINDOW_MS = 30 * 60_000;

export type SearchEntry = {
  query: string;
  resultsCount: number;
  sessionId: string;
  /** The network's bucket (visitor-key.server.ts): popular searches count distinct ones */
  networkBucket: string | null;
  filtersApplied: Record<string, string>;
  sortBy: string;
  userId: string | null;
};

/** user_id shortened and prefixed user_. */
export function shortUserId(userId: string | null | undefined): string | null {
  return userId ? `user_${userId.replace(/-/g, "").slice(0, 8)}` : null;
}

/**
 * A search's session: the visitor key (network and day, visitor-key.server.ts),
 * without a cookie (a cookie would make the listing uncacheable). The
 * visitor-session id lives in the browser's tab storage and never reaches a GET.
 */

/** The filters a search ran with: the listing's non-default parameters, without the term, the sort and the page. */
export function filtersOf(params: ListingParams): Record<string, string> {
  const query = serializeListingParams(params);
  for (const name of ["q", "sort", "page"]) query.delete(name);
  return Object.fromEntries(query);
}

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase().slice(0, 100);
}

/** A search to write, with the moment it was made. */
export type TimedSearchEntry = SearchEntry & { at: Date };

/**
 * Writes the rows, each unless the same session ran the same search (same
 * filters and sort) moments before: one statement for all of them, so a
 * batch costs a single round trip after the responses.
 */
export async function recordSearches(db: Database, entries: readonly TimedSearchEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const values = entries.map((entry) => {
    const since = new Date(entry.at.getTime() - REPEAT_WINDOW_MS).toISOString();
    const hourAgo = new Date(entry.at.getTime() - 3_600_000).toISOString();
    return sql`(${crypto.randomUUID()}, ${normalizeQuery(entry.query)}, ${entry.resultsCount}, ${entry.sessionId}, ${JSON.stringify(entry.filtersApplied)}, ${entry.sortBy}, ${entry.userId}, ${entry.at.toISOString()}, ${since}, ${hourAgo}, ${entry.networkBucket})`;
  });
  // SQLite names a VALUES list's columns column1, column2, ...: 2 query, 4 session, 5 filters, 6 sort, 9 the window's start, 10 an hour before, 11 the network's bucket.
  const result = await db.run(sql`
    insert into ${searchAnalytics} (id, query, results_count, session_id, filters_applied, sort_by, user_id, created_at, network_bucket)
    select column1, column2, column3, column4, column5, column6, column7, column8, column11 from (values ${sql.join(values, sql`, `)}) as searched
    where not exists (
      select 1 from ${searchAnalytics} as earlier
      where earlier.session_id = searched.column4 and earlier.query = searched.column2 and earlier.created_at > searched.column9
        and earlier.sort_by is searched.column6 and earlier.filters_applied is searched.column5
    )
    and (select count(*) from ${searchAnalytics} as lately where lately.session_id = searched.column4 and lately.created_at > searched.column10) < ${SEARCHES_PER_VISITOR_PER_HOUR}`);
  return result.rowsAffected;
}

/**
 * This isolate's searches, written together (search-batch.server.ts): every
 * search of a half-second window in one statement. The same search twice in a
 * batch (same session, term, filters and sort) is one row, as the repeat
 * window would make it.
 */
const searchBatch = createBatcher<TimedSearchEntry, Database>(
  {
    windowMs: 500,
    maxRows: 50,
    keyOf: (entry) =>
      JSON.stringify([entry.sessionId, normalizeQuery(entry.query), entry.filtersApplied, entry.sortBy]),
  },
  (db, entries) => recordSearches(db, entries),
);

async function signedInUserId(request: Request, context: AppLoadContext): Promise<string | null> {
  // No cookie, no session: skip the cookie machinery (anonymous shoppers are most searches).
  if (!request.headers.has("Cookie") || !hasSessionSecrets(context)) return null;
  const session = await getSession(request, context);
  return session.get("userId") ?? null;
}

/** SEARCH_ANALYTICS=off turns recording off (the benchmark compares both). */
function recordingEnabled(context: AppLoadContext): boolean {
  return context.env.SEARCH_ANALYTICS !== "off";
}

/**
 * The listing's answer carries its results count, so a copy served later from
 * the HTML edge cache can still record the search (the cache hit never runs
 * the loader).
 */
export const SEARCH_RESULTS_HEADER = "X-Search-Results";

function queueSearchRecord(request: Request, context: AppLoadContext, params: ListingParams, total: number): void {
  const query = normalizeQuery(params.q);
  if (!query || !recordingEnabled(context)) return;
  // Nothing is computed now: the work starts once the response has been sent (context.afterResponse).
  context.afterResponse(async () => {
    const [sessionId, networkBucket, userId] = await awaitAll([
      visitorKeyOf(request, context.config.SESSION_SECRETS),
      networkBucketOf(request, context.config.SESSION_SECRETS),
      signedInUserId(request, context),
    ]);
    await searchBatch.add(
      {
        query,
        resultsCount: total,
        sessionId,
        networkBucket,
        filtersApplied: filtersOf(params),
        sortBy: params.sort,
        userId: shortUserId(userId),
        at: new Date(),
      },
      context.db,
    );
  });
}

/** Called by the listing loader: queues the write for after the response and marks the answer with the count. */
export function recordSearchAfterResponse(
  request: Request,
  context: AppLoadContext,
  listing: { params: ListingParams; total: number },
  headers: Headers,
): void {
  if (!normalizeQuery(listing.params.q)) return;
  headers.set(SEARCH_RESULTS_HEADER, String(listing.total));
  queueSearchRecord(request, context, listing.params, listing.total);
}

const LISTING_PATH = /^\/(?:products|collections\/([^/]+))\/?$/;
const PRODUCT_PATH = /^\/products\/([^/]+)$/;

/**
 * Called by the Worker when a page is answered from the HTML edge cache: the
 * same records the loaders would have made (a search on a listing with a term,
 * a click on a product page opened from search results), after the response.
 */
export function recordSearchOfCachedPage(request: Request, context: AppLoadContext, cached: Response): void {
  const url = new URL(request.url);
  const listing = LISTING_PATH.exec(url.pathname);
  if (listing) {
    const total = Number(cached.headers.get(SEARCH_RESULTS_HEADER));
    if (!cached.headers.has(SEARCH_RESULTS_HEADER) || !Number.isInteger(total)) return;
    const searchParams = new URLSearchParams(url.search);
    if (listing[1]) searchParams.set("category", decodeURIComponent(listing[1]).toLowerCase());
    queueSearchRecord(request, context, parseListingParams(searchParams), total);
    return;
  }
  const product = PRODUCT_PATH.exec(url.pathname);
  if (product) recordSearchClickAfterResponse(request, context, decodeURIComponent(product[1]));
}

/** The search term of a same-site listing page the request came from, or null. */
export function searchTermOfReferer(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return null;
    if (!/^\/(?:products|collections\/[^/]+)\/?$/.test(from.pathname)) return null;
    return normalizeQuery(from.searchParams.get("q") ?? "") || null;
  } catch {
    return null;
  }
}

/** Marks the session's latest unclicked row for that search with the product opened from its results. */
export async function recordSearchClick(
  db: Database,
  click: { sessionId: string; query: string; product: string },
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - CLICK_WINDOW_MS).toISOString();
  const [row] = await db
    .select({ id: searchAnalytics.id })
    .from(searchAnalytics)
    .where(
      and(
        eq(searchAnalytics.sessionId, click.sessionId),
        eq(searchAnalytics.query, click.query),
        isNull(searchAnalytics.clickedProduct),
        gt(searchAnalytics.timestamp, since),
      ),
    )
    .orderBy(desc(searchAnalytics.timestamp))
    .limit(1);
  if (!row) return false;
  await db
    .update(searchAnalytics)
    .set({ clickedProduct: click.product.slice(0, 200) })
    .where(eq(searchAnalytics.id, row.id));
  return true;
}

/** Called by the product page loader: a product opened from search results records the click after the response. */
export function recordSearchClickAfterResponse(request: Request, context: AppLoadContext, product: string): void {
  const query = searchTermOfReferer(request);
  if (!query || !recordingEnabled(context)) return;
  context.afterResponse(async () => {
    // The search's own row may still be in this isolate's open batch.
    await searchBatch.settled();
    await recordSearchClick(context.db, {
      sessionId: await visitorKeyOf(request, context.config.SESSION_SECRETS),
      query,
      product,
    });
  });
}

/** Removes search analytics older than 30 days. Returns the number of rows removed. */
export async function deleteExpiredSearchAnalytics(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SEARCH_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.delete(searchAnalytics).where(lt(searchAnalytics.timestamp, cutoff));
  return result.rowsAffected;
}
