// The admin dashboard's figures: orders and revenue from the order
// webhooks, new accounts, newsletter subscribers, visitors active in the last
// 5 minutes, the most viewed products and the latest security events.
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import type { DashboardPeriod } from "./dashboard";
import type { ViewedProductCount } from "../analytics/most-viewed-products.server";
import { newsletterSubscribers, orders, productViews, securityEvents, users, userSessions } from "../../../db/schema";
import { awaitAll } from "../platform/await-all";

export const ACTIVE_VISITOR_WINDOW_MS = 5 * 60_000;
/** Most viewed rows read, before those that are not products of the catalogue are dropped. */
const TOP_PRODUCT_CANDIDATES = 20;
/** Products the dashboard lists. */
export const DASHBOARD_TOP_PRODUCTS = 5;

export function parseDashboardPeriod(value: string | null): DashboardPeriod {
  return value === "7d" || value === "30d" ? value : "today";
}

/** The start of the period: midnight UTC today, or 7 / 30 days back. */
export function periodStart(period: DashboardPeriod, now: Date): string {
  if (period === "today")
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  return new Date(now.getTime() - (period === "7d" ? 7 : 30) * 86_400_000).toISOString();
}

export type DashboardFigures = {
  period: DashboardPeriod;
  orders: number;
  revenue: { currency: string; amount: number }[];
  newAccounts: number;
  newSubscribers: number;
  totalSubscribers: number;
  activeVisitors: number;
  /** Most viewed first (distinct visitors, then views), as the views name them; the route names them from the catalogue */
  viewedProducts: ViewedProductCount[];
  securityEvents: { id: string; type: string; severity: string; at: string }[];
  generatedAt: string;
};

export async function loadDashboard(
  db: Database,
  period: DashboardPeriod,
  now = new Date(),
): Promise<DashboardFigures> {
  const since = periodStart(period, now);
  const activeSince = new Date(now.getTime() - ACTIVE_VISITOR_WINDOW_MS).toISOString();
  const [orderCount, revenue, accounts, subscribers, allSubscribers, visitors, topProducts, events] = await awaitAll([
    db.select({ n: count() }).from(orders).where(gte(orders.createdAt, since)),
    db
      .select({
        currency: orders.currency,
        amount: sql<number>`coalesce(sum(cast(${orders.totalPrice} as real)), 0)`,
      })
      .from(orders)
      .where(gte(orders.createdAt, since))
      .groupBy(orders.currency),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, since)),
    db.select({ n: count() }).from(newsletterSubscribers).where(gte(newsletterSubscribers.createdAt, since)),
    db.select({ n: count() }).from(newsletterSubscribers),
    // Distinct visitors (network and day), not browser-made session ids: one client cannot inflate it.
    db
      .select({ n: sql<number>`count(distinct coalesce(${userSessions.visitorKey}, ${userSessions.sessionId}))` })
      .from(userSessions)
      .where(and(gte(userSessions.lastSeen, activeSince), eq(userSessions.isActive, true))),
    db
      .select({
        product: productViews.shopifyProductId,
        views: count(),
        visitors: sql<number>`count(distinct coalesce(${productViews.visitorKey}, ${productViews.sessionId}))`,
      })
      .from(productViews)
      .where(gte(productViews.createdAt, since))
      .groupBy(productViews.shopifyProductId)
      .orderBy(desc(sql`3`), desc(count()))
      .limit(TOP_PRODUCT_CANDIDATES),
    // What the server saw: reports a browser sent (client events, CSP reports) stay in the security log.
    db
      .select({
        id: securityEvents.id,
        type: securityEvents.eventType,
        severity: securityEvents.severity,
        at: securityEvents.timestamp,
      })
      .from(securityEvents)
      .where(sql`coalesce(json_extract(${securityEvents.details}, '$.source'), '') <> 'client'`)
      .orderBy(desc(securityEvents.timestamp))
      .limit(5),
  ]);
  return {
    period,
    orders: orderCount[0].n,
    revenue: revenue.map((row) => ({ currency: row.currency, amount: Math.round(Number(row.amount) * 100) / 100 })),
    newAccounts: accounts[0].n,
    newSubscribers: subscribers[0].n,
    totalSubscribers: allSubscribers[0].n,
    activeVisitors: Number(visitors[0].n),
    viewedProducts: topProducts.map((row) => ({
      product: row.product,
      views: row.views,
      visitors: Number(row.visitors),
    })),
    securityEvents: events,
    generatedAt: now.toISOString(),
  };
}
