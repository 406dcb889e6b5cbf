import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ShopifyOrderPayloadSchema } from "~/lib/orders/order-payload";
import { storeShopifyOrder } from "~/lib/orders/orders.server";
import { isValidShopifySignature } from "~/lib/orders/shopify-webhook";

// POST from Shopify's orders/create webhook. The signature covers the raw
// body, so it is read as text before anything parses it.
export async function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const rawBody = await request.text();
  const signed = await isValidShopifySignature(rawBody, request.headers.get("X-Shopify-Hmac-Sha256"), context.config.SHOPIFY_WEBHOOK_SECRET);
  if (!signed) return Response.json({ error: "Invalid signature" }, { status: 401 });
  const webhookId = request.headers.get("X-Shopify-Webhook-Id");
  if (!webhookId) return Response.json({ error: "Missing X-Shopify-Webhook-Id" }, { status: 400 });
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return Response.json({ error: "Body is not JSON" }, { status: 400 });
  }
  const parsed = ShopifyOrderPayloadSchema.safeParse(payload);
  if (!parsed.success) return Response.json({ error: "Not an order payload" }, { status: 400 });
  const outcome = await storeShopifyOrder(context.db, webhookId, parsed.data);
  return Response.json({ ok: true, outcome });
}
