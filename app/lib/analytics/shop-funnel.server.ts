// The shop funnel's later steps, recorded after the response: an item added to
// the cart, and the checkout page that hands the cart to the hosted store.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { lt } from "drizzle-orm";
import { shopFunnelEvents } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { searchSessionId } from "./search-analytics.server";
import { logger } from "~/lib/platform/logger";

export type FunnelEvent = "add_to_cart" | "checkout_handoff";
export const FUNNEL_RETENTION_DAYS = 90;

export function recordFunnelEventAfterResponse(request: Request, context: AppLoadContext, event: FunnelEvent): void {
  const work = (async () => {
    await context.db.insert(shopFunnelEvents).values({ event, sessionId: await searchSessionId(request) });
  })().catch((error) => logger.error("funnel event not recorded", { error }));
  context.waitUntil(work);
}

export async function deleteExpiredFunnelEvents(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FUNNEL_RETENTION_DAYS * 86_400_000).toISOString();
  return (await db.delete(shopFunnelEvents).where(lt(shopFunnelEvents.createdAt, cutoff))).rowsAffected;
}
