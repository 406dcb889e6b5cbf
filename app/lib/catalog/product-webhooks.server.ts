// Shopify's products/create, products/update and products/delete webhooks:
// signed like the order webhook; each one asks for a new catalogue snapshot,
// built in the background so Shopify gets its answer at once (decision 066).
// The signature covers the body only, so a captured body can be sent again
// with a fresh id and time: a delivery counts once per product state (its id
// and `updated_at`), and the rebuilds it asks for are coalesced.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { lt } from "drizzle-orm";
import { webhookDeliveries } from "../../../db/schema";
import { checkShopifyWebhook } from "../orders/shopify-webhook";
import type { Database } from "../platform/database.server";
import { logger } from "../platform/logger";
import { requestCatalogSnapshotRebuild } from "./catalog.server";

export const PRODUCT_WEBHOOK_TOPICS = ["products/create", "products/update", "products/delete"] as const;
export type ProductWebhookTopic = (typeof PRODUCT_WEBHOOK_TOPICS)[number];

export function methodNotAllowed(): Response {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export async function handleProductWebhook(
  request: Request,
  context: AppLoadContext,
  topic: ProductWebhookTopic,
): Promise<Response> {
  // Secret, signature over the raw body, this route's topic and the replay window, before any parsing.
  const checked = await checkShopifyWebhook(request, context.config.SHOPIFY_WEBHOOK_SECRET, [topic]);
  if (checked instanceof Response) return checked;
  const { rawBody } = checked;
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return Response.json({ error: "Body is not JSON" }, { status: 400 });
  }
  // Only the product's id is needed to know the catalogue changed; the snapshot rereads the shop.
  if (!payload || typeof payload !== "object" || !("id" in payload))
    return Response.json({ error: "Not a product payload" }, { status: 400 });
  if (!(await isNewProductState(context.db, topic, payload as Record<string, unknown>, rawBody)))
    return Response.json({ ok: true, topic, rebuild: "duplicate" });
  const rebuild = requestCatalogSnapshotRebuild(context);
  return Response.json({ ok: true, topic, rebuild });
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The product state a delivery reports, recorded once: the product id and its
 * `updated_at` (a deletion is final), or the body's digest when it has no time.
 * False when that state was seen before. A database failure lets the delivery
 * through: the rebuild it asks for is coalesced anyway.
 */
async function isNewProductState(
  db: Database,
  topic: string,
  payload: Record<string, unknown>,
  rawBody: string,
): Promise<boolean> {
  const id = String(payload.id).slice(0, 64);
  const state =
    topic === "products/delete"
      ? "deleted"
      : typeof payload.updated_at === "string"
        ? payload.updated_at.slice(0, 64)
        : `body:${await sha256Hex(rawBody)}`;
  try {
    const inserted = await db
      .insert(webhookDeliveries)
      .values({ webhookId: `product:${id}@${state}`, topic })
      .onConflictDoNothing()
      .returning({ webhookId: webhookDeliveries.webhookId });
    return inserted.length > 0;
  } catch (error) {
    logger.warn("Product webhook not deduplicated", { error });
    return true;
  }
}

/**
 * Delivery ids and product states are kept 30 days: far past Shopify's 48 hours
 * of retries; a body replayed after that asks for one coalesced rebuild at most.
 */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

export async function deleteExpiredWebhookDeliveries(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000).toISOString();
  return (await db.delete(webhookDeliveries).where(lt(webhookDeliveries.receivedAt, cutoff))).rowsAffected;
}
