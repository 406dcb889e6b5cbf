// Shopify's orders/create webhook and the shopper's order pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { signShopifyWebhook } from "../../app/lib/orders/shopify-webhook";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { Shopper } from "../support/auth-helpers";

const SECRET = "test-webhook-secret";
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ productCount: 20, bindings: { SHOPIFY_WEBHOOK_SECRET: SECRET } });
});
afterAll(async () => {
  await stack?.close();
});

const order = {
  id: 820982911946154500,
  order_number: 1001,
  name: "#1001",
  email: DEMO_SHOPPER.email,
  currency: "USD",
  subtotal_price: "153.00",
  total_price: "161.50",
  financial_status: "paid",
  fulfillment_status: null,
  line_items: [
    { title: "Moonstone Crescent Necklace", variant_title: null, variant_id: 1, product_id: 2, quantity: 1, price: "118.00" },
    { title: "Linen Wrap Dress", variant_title: "M / Sage", variant_id: 3, product_id: 4, quantity: 1, price: "35.00" },
  ],
};

async function deliver(body: string, webhookId: string, signature?: string) {
  return stack.fetch("/webhooks/shopify/orders-create", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Shopify-Topic": "orders/create",
      "X-Shopify-Webhook-Id": webhookId,
      "X-Shopify-Hmac-Sha256": signature ?? (await signShopifyWebhook(body, SECRET)),
    },
    body,
  });
}

const count = async (table: string) => Number((await stack.sql.execute(`select count(*) as n from ${table}`)).rows[0].n);

describe("the orders/create webhook", () => {
  it("rejects a bad signature with 401 and stores nothing", async () => {
    const body = JSON.stringify(order);
    expect((await deliver(body, "wh-bad", await signShopifyWebhook(body, "another-secret"))).status).toBe(401);
    expect((await deliver(body, "wh-bad", "")).status).toBe(401);
    expect((await deliver(`${body} `, "wh-bad", await signShopifyWebhook(body, SECRET))).status).toBe(401);
    expect(await count("orders")).toBe(0);
    expect(await count("webhook_deliveries")).toBe(0);
  });

  it("stores one order with its lines when the same webhook id arrives twice", async () => {
    const body = JSON.stringify(order);
    const first = await deliver(body, "wh-1");
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, outcome: "stored" });
    const again = await deliver(body, "wh-1");
    expect(await again.json()).toEqual({ ok: true, outcome: "duplicate" });
    expect(await count("orders")).toBe(1);
    expect(await count("order_lines")).toBe(2);
  });

  it("answers signed but malformed payloads with 400", async () => {
    expect((await deliver("not json", "wh-2")).status).toBe(400);
    expect((await deliver(JSON.stringify({ hello: "world" }), "wh-3")).status).toBe(400);
  });
});

describe("order pages", () => {
  it("lists the shopper's orders and shows one of theirs, but 404s anyone else's", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const list = await (await shopper.get("/orders")).text();
    expect(list).toContain("Order #1001");
    const id = String((await stack.sql.execute("select id from orders")).rows[0].id);
    const page = await shopper.get(`/order-confirmation/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Moonstone Crescent Necklace");

    const admin = new Shopper(stack);
    await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await admin.get(`/order-confirmation/${id}`)).status).toBe(404);
    expect(await (await admin.get("/orders")).text()).not.toContain("Order #1001");
  });

  it("tracks an order by number and email for anyone", async () => {
    const found = await stack.fetch(`/track-order?orderNumber=%231001&email=${encodeURIComponent(DEMO_SHOPPER.email.toUpperCase())}`);
    expect(found.status).toBe(200);
    expect(await found.text()).toContain("Linen Wrap Dress");
    const wrongEmail = await stack.fetch(`/track-order?orderNumber=1001&email=someone%40example.com`);
    expect(wrongEmail.status).toBe(404);
    expect(await wrongEmail.text()).toContain("We couldn&#x27;t find an order with that number and email.");
    expect((await stack.fetch("/track-order?orderNumber=&email=bad")).status).toBe(400);
    expect((await stack.fetch("/track-order")).status).toBe(200);
  });
});
