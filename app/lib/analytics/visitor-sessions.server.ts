// Spec 001 "Visitor session tracking": update the session row; insert it when
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

export type VisitorSessionPing = z.infer<typeof VisitorSessionPingSchema> & { userId: string | null; userAgent: string | null };

/**
 * Writes one session may cause per minute (issue 16): a page that pings in a
 * loop, or a script replaying one session id, cannot turn every request into
 * session and product-view rows. Shoppers send one ping per route change and a
 * heartbeat every 5 minutes, far below it. The count is one upsert in the
 * shared rate_limits table, so every isolate sees it.
 */
export const VISITOR_SESSION_WRITES_PER_MINUTE = 30;
/** Sessions not seen for this long are deleted by the daily Cron Trigger. */
export const VISITOR_SESSION_RETENTION_DAYS = 30;

export type VisitorSessionWrite = "updated" | "inserted" | "throttled";

export async function recordVisitorSession(db: Database, ping: VisitorSessionPing, now = new Date()): Promise<VisitorSessionWrite> {
  const budget = await countAttempt(db, `visit:${ping.sessionId}`, VISITOR_SESSION_WRITES_PER_MINUTE, 60_000, now.getTime());
  if (!budget.allowed) return "throttled";
  const seenAt = now.toISOString();
  const userAgent = ping.userAgent?.slice(0, 512) ?? null;
  const updated = await db
    .update(userSessions)
    .set({ currentPage: ping.currentPage, lastSeen: seenAt, isActive: true, userAgent, ...(ping.userId ? { userId: ping.userId } : {}) })
    .where(eq(userSessions.sessionId, ping.sessionId));
  if (updated.rowsAffected > 0) return "updated";
  await db
    .insert(userSessions)
    .values({ sessionId: ping.sessionId, userId: ping.userId, currentPage: ping.currentPage, lastSeen: seenAt, startedAt: seenAt, isActive: true, userAgent })
    // Two tabs can race to insert the same session: the spec ignores the duplicate key.
    .onConflictDoUpdate({ target: userSessions.sessionId, set: { lastSeen: sql`excluded.last_seen`, currentPage: sql`excluded.current_page` } });
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

/** Spec 001: a visit to a product page records a product view. */
export async function recordProductView(db: Database, ping: VisitorSessionPing, pageUrl: string): Promise<boolean> {
  const product = ping.pageView ? productOfPath(ping.currentPage) : null;
  if (!product) return false;
  await db.insert(productViews).values({ sessionId: ping.sessionId, userId: ping.userId, shopifyProductId: product, pageUrl: pageUrl.slice(0, 2048) });
  return true;
}
