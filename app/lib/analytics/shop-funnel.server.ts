// The shop funnel's later steps, recorded after the response: an item added to
// the cart, and the hand-off of the cart to the hosted store's checkout. Both
// are keyed by the visitor key (network and day), the key product views carry
// too, so the funnel counts visitor sessions: those that viewed a product,
// added to the cart, handed off.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { lt, sql } from "drizzle-orm";
import { shopFunnelEvents } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { visitorKeyOf } from "./visitor-key.server";
import { logger } from "../platform/logger";

export type FunnelEvent = "add_to_cart" | "checkout_handoff";
export const FUNNEL_RETENTION_DAYS = 90;
/** The same step by the same visitor within this time is one row (the funnel counts visitors, not clicks). */
export const FUNNEL_REPEAT_WINDOW_MS = 30 * 60_000;

export async function recordFunnelEvent(
  db: Database,
  event: FunnelEvent,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - FUNNEL_REPEAT_WINDOW_MS).toISOString();
  const result = await db.run(sql`
    insert into ${shopFunnelEvents} (id, event, session_id, created_at)
    select ${crypto.randomUUID()}, ${event}, ${sessionId}, ${now.toISOString()}
    where not exists (select 1 from ${shopFunnelEvents} where event = ${event} and session_id = ${sessionId} and created_at > ${since})`);
  return result.rowsAffected > 0;
}

export function recordFunnelEventAfterResponse(request: Request, context: AppLoadContext, event: FunnelEvent): void {
  const work = (async () => {
    await recordFunnelEvent(context.db, event, await visitorKeyOf(request, context.config.SESSION_SECRETS));
  })().catch((error) => logger.error("funnel event not recorded", { error }));
  context.waitUntil(work);
}

export async function deleteExpiredFunnelEvents(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FUNNEL_RETENTION_DAYS * 86_400_000).toISOString();
  return (await db.delete(shopFunnelEvents).where(lt(shopFunnelEvents.createdAt, cutoff))).rowsAffected;
}
