// Reviews' Worker tests: shoppers written straight into the database (verified or not), signed in with a session
// cookie signed the way the Worker signs it, and orders delivered through the real orders/create webhook.
import { signShopifyWebhook } from "../../app/lib/orders/shopify-webhook";
import { parseHtml } from "./html";
import type { TestStack } from "./worker-stack";
import { signSessionCookie } from "./session-cookie";
import { Shopper } from "./http-shopper";
import { uniqueEmail } from "./emails";

export const REVIEW_WEBHOOK_SECRET = "reviews-webhook-secret";

/** A shopper account (verified unless told otherwise), signed in. */
export async function reviewShopper(
  stack: TestStack,
  label: string,
  { verified = true } = {},
): Promise<{ shopper: Shopper; email: string; id: string }> {
  const id = crypto.randomUUID();
  const email = uniqueEmail(`review-${label}`);
  const now = new Date().toISOString();
  await stack.sql.execute({
    sql: "insert into users (id, email, password_hash, email_verified_at, created_at, updated_at) values (?, ?, 'unused', ?, ?, ?)",
    args: [id, email, verified ? now : null, now, now],
  });
  const shopper = new Shopper(stack);
  shopper.cookie = await signSessionCookie({ userId: id, issuedAt: Date.now() });
  return { shopper, email, id };
}

let orderNumber = 7000;

/** An order for `email` holding one line of the product, delivered as Shopify sends it. */
export async function deliverOrder(
  stack: TestStack,
  email: string,
  product: { numericId: string; title: string },
  variantTitle: string | null,
): Promise<void> {
  orderNumber += 1;
  const body = JSON.stringify({
    id: Date.now() * 1000 + orderNumber,
    order_number: orderNumber,
    name: `#${orderNumber}`,
    email,
    currency: "USD",
    total_price: "50.00",
    financial_status: "paid",
    line_items: [
      {
        title: product.title,
        variant_title: variantTitle,
        variant_id: 1,
        product_id: Number(product.numericId),
        quantity: 1,
        price: "50.00",
      },
    ],
  });
  const response = await stack.fetch("/webhooks/shopify/orders-create", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Shopify-Topic": "orders/create",
      "X-Shopify-Webhook-Id": `review-order-${orderNumber}-${crypto.randomUUID()}`,
      "X-Shopify-Triggered-At": new Date().toISOString(),
      "X-Shopify-Hmac-Sha256": await signShopifyWebhook(body, REVIEW_WEBHOOK_SECRET),
    },
    body,
  });
  if (response.status !== 200) throw new Error(`the orders webhook answered ${response.status}`);
}

export type ListedProduct = { handle: string; title: string; id: string; numericId: string };

/** The product JSON-LD of a product page. */
export function productJsonLd(html: string): Record<string, unknown> {
  for (const script of parseHtml(html).querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent ?? "null") as Record<string, unknown> | null;
    if (data?.["@type"] === "Product") return data;
  }
  throw new Error("no Product JSON-LD on the page");
}

/** Products from the listing's first page, with their catalogue ids read from their pages' JSON-LD. */
export async function listedProducts(stack: TestStack, count: number): Promise<ListedProduct[]> {
  const listing = parseHtml(await (await stack.fetch("/products")).text());
  const hrefs = [...listing.querySelectorAll("article h3 a[href]")]
    .map((link) => link.getAttribute("href")!)
    .slice(0, count);
  const products: ListedProduct[] = [];
  for (const href of hrefs) {
    const html = await (await stack.fetch(href)).text();
    const data = productJsonLd(html);
    const id = String(data.productID);
    products.push({
      handle: href.replace("/products/", ""),
      title: String(data.name),
      id,
      numericId: /(\d+)$/.exec(id)![1]!,
    });
  }
  return products;
}

/**
 * A published review written straight into the database by a new verified account (no order, no form): what
 * shoppers and agents see, for tests of what is shown rather than of who may write.
 */
export async function publishedReview(
  stack: TestStack,
  product: { id: string; handle: string; title: string },
  review: {
    body: string;
    fit: "small" | "true" | "large";
    rating?: number;
    title?: string;
    sizeBought?: string;
    minutesAgo?: number;
  },
): Promise<void> {
  const userId = crypto.randomUUID();
  await stack.sql.execute({
    sql: "insert into users (id, email, password_hash, email_verified_at, created_at, updated_at) values (?, ?, 'unused', datetime('now'), datetime('now'), datetime('now'))",
    args: [userId, uniqueEmail("published-reviewer")],
  });
  await stack.sql.execute({
    sql: `insert into product_reviews (id, product_id, product_handle, product_title, user_id, rating, title, body, size_bought, fit, status, published_at, created_at)
          values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'published', datetime('now'), datetime('now', ?))`,
    args: [
      crypto.randomUUID(),
      product.id,
      product.handle,
      product.title,
      userId,
      review.rating ?? 5,
      review.title ?? "Lovely",
      review.body,
      review.sizeBought ?? null,
      review.fit,
      `-${review.minutesAgo ?? 0} minutes`,
    ],
  });
}
