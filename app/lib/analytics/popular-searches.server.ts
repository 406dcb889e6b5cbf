// Popular searches, as search suggestions and the empty result page offer
// them: read from search analytics (the rows the listing already records; the
// suggestions record nothing) at most every 10 minutes per isolate, kept as
// plain strings. A slow or failed read serves the last good list, or none.
// Only a search made on several days and from several networks counts, never
// one holding a term the owner blocked (a block bumps the page generation, so
// every isolate reads again within seconds); the search layer then keeps only
// those spelt in the catalogue's own words (decision 051).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, gte, not, sql } from "drizzle-orm";
import { searchAnalytics, searchBlockedTerms } from "../../../db/schema";
import { knownPageGeneration } from "../worker/page-generation.server";
import { withinDeadline } from "../platform/deadline.server";
import { isolateRows } from "../platform/isolate-rows.server";
import { logger } from "../platform/logger";
import { POPULAR_SEARCHES } from "./analytics-report.server";
import { SEARCH_RETENTION_DAYS } from "./search-analytics.server";

const POPULAR_SEARCHES_TTL_MS = 10 * 60_000;
const READ_DEADLINE_MS = 300;
/**
 * One visitor cannot make a search popular: it takes this many different
 * searchers (a network on a day each) and this many networks (their 16-bit
 * buckets, whatever the day), and results. Four networks on one day, the attack
 * of issue 41, are not enough.
 */
export const POPULAR_MIN_SEARCHERS = 8;
export const POPULAR_MIN_NETWORKS = 5;

const kept = isolateRows<string[]>(POPULAR_SEARCHES_TTL_MS, { stamp: knownPageGeneration });

async function readPopularSearches(context: Pick<AppLoadContext, "db">, now: number): Promise<string[]> {
  const since = new Date(now - SEARCH_RETENTION_DAYS * 86_400_000).toISOString();
  const searchers = sql<number>`count(distinct coalesce(${searchAnalytics.sessionId}, ${searchAnalytics.id}))`;
  // A blocked term anywhere in the search, as whole words: "scam" blocks "dress scam", not "scampi".
  const blocked = sql`exists (select 1 from ${searchBlockedTerms} where ' ' || ${searchAnalytics.query} || ' ' like '% ' || ${searchBlockedTerms.term} || ' %')`;
  const rows = await context.db
    .select({ query: searchAnalytics.query })
    .from(searchAnalytics)
    .where(and(gte(searchAnalytics.timestamp, since), not(blocked)))
    .groupBy(searchAnalytics.query)
    .having(
      sql`${searchers} >= ${POPULAR_MIN_SEARCHERS} and count(distinct ${searchAnalytics.networkBucket}) >= ${POPULAR_MIN_NETWORKS} and max(${searchAnalytics.resultsCount}) > 0`,
    )
    .orderBy(desc(searchers), searchAnalytics.query)
    .limit(POPULAR_SEARCHES);
  return rows.map((row) => row.query);
}

/** The most searched queries that found products, most searchers first. */
export async function popularSearches(
  context: Pick<AppLoadContext, "db" | "waitUntil">,
  now = Date.now(),
): Promise<readonly string[]> {
  const fresh = kept.fresh(now);
  if (fresh) return fresh;
  // A failed read keeps the last list for the keep time too: a database outage costs one read per 10 minutes, not one per keystroke.
  const read = readPopularSearches(context, now).then(
    (rows) => {
      kept.keep(rows, now);
      return rows;
    },
    (error: unknown) => {
      kept.keep(kept.last() ?? [], now);
      throw error;
    },
  );
  try {
    return (await withinDeadline(read, READ_DEADLINE_MS, context.waitUntil)) ?? kept.last() ?? [];
  } catch (error) {
    logger.error("Unable to read popular searches", { error: String(error) });
    return kept.last() ?? [];
  }
}
