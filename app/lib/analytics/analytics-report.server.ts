// The figures of /admin/analytics for one period: visitors, product views,
// searches and the shop funnel. Each query is an aggregate over an indexed
// time column; the page never loads raw rows. Visitors, top searches and the
// funnel count distinct visitors (the server's visitor key: network and day),
// so one client cannot move them by inventing session ids or User-Agents.
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { productViews, searchAnalytics, shopFunnelEvents, userSessions } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import type { AnalyticsPeriod } from "./analytics-periods";
import { awaitAll } from "../platform/await-all";

/** Popular searches list 10 by default, recent searches 5. */
export const POPULAR_SEARCHES = 10;
export const RECENT_SEARCHES = 5;

export type DayCount = { day: string; count: number };

/** Every day of the period, oldest first, with 0 where nothing happened. */
export function fillDays(rows: DayCount[], days: number, now: Date): DayCount[] {
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  const out: DayCount[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10);
    out.push({ day, count: byDay.get(day) ?? 0 });
  }
  return out;
}

export async function loadAnalyticsReport(db: Database, days: AnalyticsPeriod, now = new Date()) {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const sinceIso = since.toISOString();
  const viewDay = sql<string>`substr(${productViews.createdAt}, 1, 10)`;
  const visitDay = sql<string>`substr(${userSessions.lastSeen}, 1, 10)`;
  // Rows from before visitor keys count by their own session id.
  const visitor = sql<number>`count(distinct coalesce(${userSessions.visitorKey}, ${userSessions.sessionId}))`;
  const searcher = sql<number>`count(distinct coalesce(${searchAnalytics.sessionId}, ${searchAnalytics.id}))`;
  const [
    [visitors],
    visitorsPerDay,
    [views],
    viewsPerDay,
    topProducts,
    [searches],
    popular,
    recent,
    noResults,
    funnel,
  ] = await awaitAll([
    db.select({ total: visitor }).from(userSessions).where(gte(userSessions.lastSeen, sinceIso)),
    db
      .select({ day: visitDay, count: visitor })
      .from(userSessions)
      .where(gte(userSessions.lastSeen, sinceIso))
      .groupBy(visitDay),
    db.select({ total: count() }).from(productViews).where(gte(productViews.createdAt, sinceIso)),
    db
      .select({ day: viewDay, count: count() })
      .from(productViews)
      .where(gte(productViews.createdAt, sinceIso))
      .groupBy(viewDay),
    db
      .select({
        product: productViews.shopifyProductId,
        count: count(),
        visitors: sql<number>`count(distinct coalesce(${productViews.visitorKey}, ${productViews.sessionId}))`,
      })
      .from(productViews)
      .where(gte(productViews.createdAt, sinceIso))
      .groupBy(productViews.shopifyProductId)
      .orderBy(desc(sql`3`), desc(count()))
      .limit(TOP_PRODUCT_CANDIDATES),
    db
      .select({ total: count(), clicked: sql<number>`count(${searchAnalytics.clickedProduct})` })
      .from(searchAnalytics)
      .where(gte(searchAnalytics.timestamp, sinceIso)),
    db
      .select({
        query: searchAnalytics.query,
        count: searcher,
        clicks: sql<number>`count(${searchAnalytics.clickedProduct})`,
        results: sql<number>`max(${searchAnalytics.resultsCount})`,
      })
      .from(searchAnalytics)
      .where(gte(searchAnalytics.timestamp, sinceIso))
      .groupBy(searchAnalytics.query)
      .orderBy(desc(searcher), searchAnalytics.query)
      .limit(POPULAR_SEARCHES),
    db
      .select({
        query: searchAnalytics.query,
        resultsCount: searchAnalytics.resultsCount,
        timestamp: searchAnalytics.timestamp,
        clickedProduct: searchAnalytics.clickedProduct,
      })
      .from(searchAnalytics)
      .where(gte(searchAnalytics.timestamp, sinceIso))
      .orderBy(desc(searchAnalytics.timestamp))
      .limit(RECENT_SEARCHES),
    db
      .select({ query: searchAnalytics.query, count: searcher })
      .from(searchAnalytics)
      .where(and(gte(searchAnalytics.timestamp, sinceIso), eq(searchAnalytics.resultsCount, 0)))
      .groupBy(searchAnalytics.query)
      .orderBy(desc(searcher))
      .limit(10),
    loadFunnel(db, sinceIso),
  ]);
  return {
    days,
    since: sinceIso,
    visitors: {
      total: Number(visitors.total),
      perDay: fillDays(
        visitorsPerDay.map((row) => ({ day: row.day, count: Number(row.count) })),
        days,
        now,
      ),
    },
    productViews: {
      total: views.total,
      perDay: fillDays(viewsPerDay, days, now),
      top: topProducts.map((row) => ({ product: row.product, views: row.count, visitors: Number(row.visitors) })),
    },
    searches: {
      total: searches.total,
      clickThroughPercent: searches.total ? Math.round((Number(searches.clicked) / searches.total) * 1000) / 10 : 0,
      popular: popular.map((row) => ({ ...row, count: Number(row.count) })),
      recent,
      noResults: noResults.map((row) => ({ ...row, count: Number(row.count) })),
    },
    funnel,
  };
}

/** The most viewed products read before the catalogue drops what is no longer a product. */
export const TOP_PRODUCT_CANDIDATES = 20;

export type FunnelStep = { step: string; sessions: number };
export type Funnel = { steps: FunnelStep[]; sessionsWithAnyStep: number };

/**
 * The funnel per visitor session: how many sessions viewed a product, added to
 * the cart, handed off to checkout; and how many did any of these (the base of
 * the percentages, so no step reads more than 100% of anything).
 */
export async function loadFunnel(db: Database, sinceIso: string): Promise<Funnel> {
  const rows = await db.all<{ viewed: number; added: number; handed_off: number; any_step: number }>(sql`
    with steps as (
      select ${productViews.visitorKey} as visitor, 'view' as step from ${productViews} where ${productViews.createdAt} >= ${sinceIso} and ${productViews.visitorKey} is not null
      union
      select ${shopFunnelEvents.sessionId}, ${shopFunnelEvents.event} from ${shopFunnelEvents} where ${shopFunnelEvents.createdAt} >= ${sinceIso} and ${shopFunnelEvents.event} is not null
    )
    select
      count(distinct case when step = 'view' then visitor end) as viewed,
      count(distinct case when step = 'add_to_cart' then visitor end) as added,
      count(distinct case when step = 'checkout_handoff' then visitor end) as handed_off,
      count(distinct visitor) as any_step
    from steps`);
  const row = rows[0] ?? { viewed: 0, added: 0, handed_off: 0, any_step: 0 };
  return {
    steps: [
      { step: "Viewed a product", sessions: Number(row.viewed) },
      { step: "Added to cart", sessions: Number(row.added) },
      { step: "Checkout hand-off", sessions: Number(row.handed_off) },
    ],
    sessionsWithAnyStep: Number(row.any_step),
  };
}
