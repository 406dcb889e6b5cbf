import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleProductWebhook, methodNotAllowed } from "../lib/catalog/product-webhooks.server";

// POST from Shopify's products/create webhook: the catalogue snapshot is rebuilt.
export const loader = methodNotAllowed;

export async function action({ request, context }: ActionFunctionArgs) {
  return handleProductWebhook(request, context, "products/create");
}
