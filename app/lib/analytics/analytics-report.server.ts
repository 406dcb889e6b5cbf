// The figures of /admin/analytics for one period: visitors, product views,
// searches and the shop funnel. Each query is an aggregate over an indexed
// time column; the page never loads raw rows.
import { and, count, countDistinct, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { productViews, searchAnalytics, shopFunnelEvents, userSessions } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import type { AnalyticsPeriod } from "./analytics-periods";

/** Spec 000 section 9: popular searches default 10, recent searches default 5. */
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
  ] = await Promise.all([
    db.select({ total: count() }).from(userSessions).where(gte(userSessions.lastSeen, sinceIso)),
    db.select({ day: visitDay, count: count() }).from(userSessions).where(gte(userSessions.lastSeen, sinceIso)).groupBy(visitDay),
    db.select({ total: count(), sessions: countDistinct(productViews.sessionId) }).from(productViews).where(gte(productViews.createdAt, sinceIso)),
    db.select({ day: viewDay, count: count() }).from(productViews).where(gte(productViews.createdAt, sinceIso)).groupBy(viewDay),
    db
      .select({ product: productViews.shopifyProductId, count: count() })
      .from(productViews)
      .where(gte(productViews.createdAt, sinceIso))
      .groupBy(productViews.shopifyProductId)
      .orderBy(desc(count()))
      .limit(10),
    db
      .select({ total: count(), clicked: sql<number>`count(${searchAnalytics.clickedProduct})`, sessions: countDistinct(searchAnalytics.sessionId) })
      .from(searchAnalytics)
      .where(gte(searchAnalytics.timestamp, sinceIso)),
    db
      .select({ query: searchAnalytics.query, count: count(), clicks: sql<number>`count(${searchAnalytics.clickedProduct})`, results: sql<number>`max(${searchAnalytics.resultsCount})` })
      .from(searchAnalytics)
      .where(gte(searchAnalytics.timestamp, sinceIso))
      .groupBy(searchAnalytics.query)
      .orderBy(desc(count()), searchAnalytics.query)
      .limit(POPULAR_SEARCHES),
    db
      .select({ query: searchAnalytics.query, resultsCount: searchAnalytics.resultsCount, timestamp: searchAnalytics.timestamp, clickedProduct: searchAnalytics.clickedProduct })
      .from(searchAnalytics)
      .where(gte(searchAnalytics.timestamp, sinceIso))
      .orderBy(desc(searchAnalytics.timestamp))
      .limit(RECENT_SEARCHES),
    db
      .select({ query: searchAnalytics.query, count: count() })
      .from(searchAnalytics)
      .where(and(gte(searchAnalytics.timestamp, sinceIso), eq(searchAnalytics.resultsCount, 0)))
      .groupBy(searchAnalytics.query)
      .orderBy(desc(count()))
      .limit(10),
    db
      .select({ event: shopFunnelEvents.event, count: count() })
      .from(shopFunnelEvents)
      .where(and(gte(shopFunnelEvents.createdAt, sinceIso), isNotNull(shopFunnelEvents.event)))
      .groupBy(shopFunnelEvents.event),
  ]);
  const funnelCount = (event: string) => funnel.find((row) => row.event === event)?.count ?? 0;
  return {
    days,
    since: sinceIso,
    visitors: { total: visitors.total, perDay: fillDays(visitorsPerDay, days, now) },
    productViews: { total: views.total, perDay: fillDays(viewsPerDay, days, now), top: topProducts },
    searches: {
      total: searches.total,
      clickThroughPercent: searches.total ? Math.round((Number(searches.clicked) / searches.total) * 1000) / 10 : 0,
      popular,
      recent,
      noResults,
    },
    funnel: [
      { step: "Product views", count: views.total },
      { step: "Added to cart", count: funnelCount("add_to_cart") },
      { step: "Checkout hand-off", count: funnelCount("checkout_handoff") },
    ],
  };
}

export type AnalyticsReport = Awaited<ReturnType<typeof loadAnalyticsReport>>;
