// Popular searches, as search suggestions and the empty result page offer
// them: read from search analytics (the rows the listing already records; the
// suggestions record nothing) at most every 10 minutes per isolate, kept as
// plain strings. A slow or failed read serves the last good list, or none.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { desc, gte, sql } from "drizzle-orm";
import { searchAnalytics } from "../../../db/schema";
import { withinDeadline } from "../platform/deadline.server";
import { isolateRows } from "../platform/isolate-rows.server";
import { logger } from "../platform/logger";
import { POPULAR_SEARCHES } from "./analytics-report.server";
import { SEARCH_RETENTION_DAYS } from "./search-analytics.server";

const POPULAR_SEARCHES_TTL_MS = 10 * 60_000;
const READ_DEADLINE_MS = 300;
/**
 * One visitor cannot make a search popular: it takes this many different
 * searchers (and results), so nobody can put words in other shoppers' suggestions.
 */
const MIN_SEARCHERS = 3;

const kept = isolateRows<string[]>(POPULAR_SEARCHES_TTL_MS);

async function readPopularSearches(context: Pick<AppLoadContext, "db">, now: number): Promise<string[]> {
  const since = new Date(now - SEARCH_RETENTION_DAYS * 86_400_000).toISOString();
  const searchers = sql<number>`count(distinct coalesce(${searchAnalytics.sessionId}, ${searchAnalytics.id}))`;
  const rows = await context.db
    .select({ query: searchAnalytics.query })
    .from(searchAnalytics)
    .where(gte(searchAnalytics.timestamp, since))
    .groupBy(searchAnalytics.query)
    .having(sql`${searchers} >= ${MIN_SEARCHERS} and max(${searchAnalytics.resultsCount}) > 0`)
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
