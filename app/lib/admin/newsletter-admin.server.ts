// Newsletter subscribers as an admin sees them: searched by email, filtered by
// status through the URL, paginated on the server; new subscribers per day; and
// unsubscribing one address, audited.
import { and, count, desc, eq, gte, isNotNull, isNull, like, sql, type SQL } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { awaitAll } from "../platform/await-all";
import { writeAuditEntry } from "../security/events.server";
import { fillDays, type DayCount } from "../analytics/analytics-report.server";
import { newsletterSubscribers } from "../../../db/schema";
import { ADMIN_PAGE_SIZE } from "./admin-list";
import type { SubscriberFilters, SubscriberRow } from "./newsletter-admin";

function whereFor(filters: SubscriberFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // LIKE's own wildcards in the search are dropped, so "%" cannot list everyone by accident.
  if (filters.q)
    conditions.push(like(newsletterSubscribers.email, `%${filters.q.toLowerCase().replace(/[%_]/g, "")}%`));
  if (filters.status === "subscribed") conditions.push(isNull(newsletterSubscribers.unsubscribedAt));
  if (filters.status === "unsubscribed") conditions.push(isNotNull(newsletterSubscribers.unsubscribedAt));
  return conditions.length ? and(...conditions) : undefined;
}

const COLUMNS = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  source: newsletterSubscribers.source,
  createdAt: newsletterSubscribers.createdAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

export async function listSubscribers(
  db: Database,
  filters: SubscriberFilters,
  limit = ADMIN_PAGE_SIZE,
): Promise<{ rows: SubscriberRow[]; total: number }> {
  const where = whereFor(filters);
  const [rows, [{ total }]] = await awaitAll([
    db
      .select(COLUMNS)
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(limit)
      .offset((filters.page - 1) * limit),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { rows, total };
}

/** Subscribed and unsubscribed addresses now, and new subscriptions per day over the period (oldest first). */
export async function loadSubscriberCounts(
  db: Database,
  days: number,
  now = new Date(),
): Promise<{ subscribed: number; unsubscribed: number; perDay: DayCount[] }> {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const day = sql<string>`substr(${newsletterSubscribers.createdAt}, 1, 10)`;
  const [[status], perDay] = await awaitAll([
    db
      .select({
        subscribed: sql<number>`count(*) - count(${newsletterSubscribers.unsubscribedAt})`,
        unsubscribed: count(newsletterSubscribers.unsubscribedAt),
      })
      .from(newsletterSubscribers),
    db
      .select({ day, count: count() })
      .from(newsletterSubscribers)
      .where(gte(newsletterSubscribers.createdAt, since.toISOString()))
      .groupBy(day),
  ]);
  return {
    subscribed: Number(status?.subscribed ?? 0),
    unsubscribed: Number(status?.unsubscribed ?? 0),
    perDay: fillDays(
      perDay.map((row) => ({ day: row.day, count: Number(row.count) })),
      days,
      now,
    ),
  };
}

/** Marks one address unsubscribed; null when there is no such subscriber, unchanged when it already was. */
export async function unsubscribeSubscriber(
  db: Database,
  id: string,
  adminId: string,
): Promise<{ email: string; alreadyUnsubscribed: boolean } | null> {
  const [before] = await db
    .select(COLUMNS)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  if (!before) return null;
  if (before.unsubscribedAt) return { email: before.email, alreadyUnsubscribed: true };
  const unsubscribedAt = new Date().toISOString();
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.unsubscribedAt)));
  await writeAuditEntry(db, {
    action: "newsletter_unsubscribed",
    userId: adminId,
    details: { subscriberId: id, email: before.email },
    before: { unsubscribedAt: null },
    after: { unsubscribedAt },
  });
  return { email: before.email, alreadyUnsubscribed: false };
}
