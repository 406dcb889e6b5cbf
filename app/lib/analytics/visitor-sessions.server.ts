// Visitor session tracking: update the session row; insert it when
// no row was updated; a concurrent insert of the same id is not an error.
import { eq, lt, sql } from "drizzle-orm";
import { countAttempt } from "../auth/rate-limit.server";
import { z } from "zod";
import { productViews, userSessions } from "../../../db/schema";
import type { Database } from "../platform/database.server";

export const VisitorSessionPingSchema = z.object({
  sessionId: z.uuid(),
  currentPage: z.string().startsWith("/").max(2048),
  /** True when the ping is for arriving on the page (not a heartbeat): only those count as product views. */
  pageView: z.boolean().optional(),
});

export type VisitorSessionPing = z.infer<typeof VisitorSessionPingSchema> & {
  userId: string | null;
  userAgent: string | null;
  /** The client's network (network-key.ts): what the per-network limits count */
  network: string;
  /** The visitor as the server sees it (visitor-key.server.ts): what the figures count */
  visitorKey: string;
};

/**
 * Writes one session may cause per minute: a page that pings in a
 * loop, or a script replaying one session id, cannot turn every request into
 * session and product-view rows. Shoppers send one ping per route change and a
 * heartbeat every 5 minutes, far below it. The count is one upsert in the
 * shared rate_limits table, so every isolate sees it.
 */
export const VISITOR_SESSION_WRITES_PER_MINUTE = 30;
/** Pings from one network per minute, whatever session ids they carry (a household browses in a few tabs). */
export const VISITOR_PINGS_PER_NETWORK_PER_MINUTE = 120;
/** New session ids one network may start per hour: every tab starts one; a script inventing ids stops here. */
export const NEW_VISITOR_SESSIONS_PER_NETWORK_PER_HOUR = 30;
/** Stored sizes: the page path and the User-Agent are cut to these. */
export const VISITOR_PAGE_MAX_CHARS = 512;
export const VISITOR_USER_AGENT_MAX_CHARS = 256;
/** The same product seen again by the same session within this time is one view (reloads, back and forth). */
export const PRODUCT_VIEW_REPEAT_WINDOW_MS = 30 * 60_000;
/** Sessions not seen for this long are deleted by the daily Cron Trigger. */
export const VISITOR_SESSION_RETENTION_DAYS = 30;
/** Product views are kept this long (the longest report period is 30 days). */
export const PRODUCT_VIEW_RETENTION_DAYS = 90;

export type VisitorSessionWrite = "updated" | "inserted" | "throttled";

export async function recordVisitorSession(
  db: Database,
  ping: VisitorSessionPing,
  now = new Date(),
): Promise<VisitorSessionWrite> {
  const budget = await countAttempt(
    db,
    `visit:${ping.sessionId}`,
    VISITOR_SESSION_WRITES_PER_MINUTE,
    60_000,
    now.getTime(),
  );
  if (!budget.allowed) return "throttled";
  const networkBudget = await countAttempt(
    db,
    `visit:net:${ping.network}`,
    VISITOR_PINGS_PER_NETWORK_PER_MINUTE,
    60_000,
    now.getTime(),
  );
  if (!networkBudget.allowed) return "throttled";
  const seenAt = now.toISOString();
  const userAgent = ping.userAgent?.slice(0, VISITOR_USER_AGENT_MAX_CHARS) ?? null;
  const currentPage = ping.currentPage.slice(0, VISITOR_PAGE_MAX_CHARS);
  const updated = await db
    .update(userSessions)
    .set({
      currentPage,
      lastSeen: seenAt,
      isActive: true,
      userAgent,
      visitorKey: ping.visitorKey,
      ...(ping.userId ? { userId: ping.userId } : {}),
    })
    .where(eq(userSessions.sessionId, ping.sessionId));
  if (updated.rowsAffected > 0) return "updated";
  const newSessions = await countAttempt(
    db,
    `visit:new:${ping.network}`,
    NEW_VISITOR_SESSIONS_PER_NETWORK_PER_HOUR,
    3_600_000,
    now.getTime(),
  );
  if (!newSessions.allowed) return "throttled";
  await db
    .insert(userSessions)
    .values({
      sessionId: ping.sessionId,
      userId: ping.userId,
      currentPage,
      lastSeen: seenAt,
      startedAt: seenAt,
      isActive: true,
      userAgent,
      visitorKey: ping.visitorKey,
    })
    // Two tabs can race to insert the same session: the spec ignores the duplicate key.
    .onConflictDoUpdate({
      target: userSessions.sessionId,
      set: { lastSeen: sql`excluded.last_seen`, currentPage: sql`excluded.current_page` },
    });
  return "inserted";
}

/** Daily retention: sessions idle for VISITOR_SESSION_RETENTION_DAYS go. */
export async function deleteStaleVisitorSessions(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - VISITOR_SESSION_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.delete(userSessions).where(lt(userSessions.lastSeen, cutoff));
  return result.rowsAffected;
}

const PRODUCT_PAGE = /^\/(?:products|shopify-product)\/([^/?#]+)\/?$/;

/** The product handle (or slug) a page path shows, or null: /products/{slug} and /shopify-product/{handle}. */
export function productOfPath(path: string): string | null {
  const match = PRODUCT_PAGE.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]).slice(0, 200);
  } catch {
    return null; // malformed escapes are not a product
  }
}

/**
 * A visit to a product page records a product view, once per
 * session and product within PRODUCT_VIEW_REPEAT_WINDOW_MS.
 */
export async function recordProductView(
  db: Database,
  ping: VisitorSessionPing,
  pageUrl: string,
  now = new Date(),
): Promise<boolean> {
  const product = ping.pageView ? productOfPath(ping.currentPage) : null;
  if (!product) return false;
  const since = new Date(now.getTime() - PRODUCT_VIEW_REPEAT_WINDOW_MS).toISOString();
  const result = await db.run(sql`
    insert into ${productViews} (id, session_id, user_id, shopify_product_id, page_url, visitor_key, created_at)
    select ${crypto.randomUUID()}, ${ping.sessionId}, ${ping.userId}, ${product}, ${pageUrl.slice(0, VISITOR_PAGE_MAX_CHARS)}, ${ping.visitorKey}, ${now.toISOString()}
    where not exists (
      select 1 from ${productViews} where session_id = ${ping.sessionId} and shopify_product_id = ${product} and created_at > ${since}
    )`);
  return result.rowsAffected > 0;
}

/** Daily retention: product views older than PRODUCT_VIEW_RETENTION_DAYS go. */
export async function deleteExpiredProductViews(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PRODUCT_VIEW_RETENTION_DAYS * 86_400_000).toISOString();
  return (await db.delete(productViews).where(lt(productViews.createdAt, cutoff))).rowsAffected;
}
