import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ShopifyOrderPayloadSchema } from "../lib/orders/order-payload";
import { storeShopifyOrder } from "../lib/orders/orders.server";
import { checkShopifyWebhook } from "../lib/orders/shopify-webhook";
import { settleCheckoutOrder } from "../lib/checkout/draft-checkout.server";

// POST from Shopify's orders/create webhook: secret, signature, topic and
// replay window are checked (checkShopifyWebhook) before the body is parsed.
export async function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const checked = await checkShopifyWebhook(request, context.config.SHOPIFY_WEBHOOK_SECRET, ["orders/create"]);
  if (checked instanceof Response) return checked;
  const { rawBody, webhookId } = checked;
  if (!webhookId) return Response.json({ error: "Missing X-Shopify-Webhook-Id" }, { status: 400 });
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return Response.json({ error: "Body is not JSON" }, { status: 400 });
  }
  const parsed = ShopifyOrderPayloadSchema.safeParse(payload);
  if (!parsed.success) return Response.json({ error: "Not an order payload" }, { status: 400 });
  // Deduplicated by webhook id: a retry inside the replay window stores nothing twice.
  const outcome = await storeShopifyOrder(context.db, webhookId, parsed.data);
  // A draft-order checkout's studio pieces come off the shelf; idempotent on its own, so a retry whose order was
  // stored before a failure here still takes them.
  await settleCheckoutOrder(context.db, parsed.data);
  return Response.json({ ok: true, outcome });
}
