// Spec 001 "Visitor session tracking": update the session row; insert it when
// no row was updated; a concurrent insert of the same id is not an error.
import { eq, sql } from "drizzle-orm";
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

export async function recordVisitorSession(db: Database, ping: VisitorSessionPing, now = new Date()): Promise<"updated" | "inserted"> {
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
