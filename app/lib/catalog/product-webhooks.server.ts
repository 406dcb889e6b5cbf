// Shopify's products/create, products/update and products/delete webhooks:
// signed like the order webhook; each one asks for a new catalogue snapshot,
// built in the background so Shopify gets its answer at once (decision 023).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { checkShopifyWebhook } from "../orders/shopify-webhook";
import { requestCatalogSnapshotRebuild } from "./catalog.server";

export const PRODUCT_WEBHOOK_TOPICS = ["products/create", "products/update", "products/delete"] as const;
export type ProductWebhookTopic = (typeof PRODUCT_WEBHOOK_TOPICS)[number];

export function methodNotAllowed(): Response {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export async function handleProductWebhook(request: Request, context: AppLoadContext, topic: ProductWebhookTopic): Promise<Response> {
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
  if (!payload || typeof payload !== "object" || !("id" in payload)) return Response.json({ error: "Not a product payload" }, { status: 400 });
  const rebuild = requestCatalogSnapshotRebuild(context);
  return Response.json({ ok: true, topic, rebuild });
}
