// Shopify's orders/create webhook and the shopper's order pages.
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { signShopifyWebhook } from "../../app/lib/orders/shopify-webhook";
import { fieldByLabel, parseHtml, textOf, valueOf } from "../support/html";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

const SECRET = "test-webhook-secret";
const stack = useTestStack({ productCount: 20, bindings: { SHOPIFY_WEBHOOK_SECRET: SECRET } });

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
    {
      title: "Moonstone Crescent Necklace",
      variant_title: null,
      variant_id: 1,
      product_id: 2,
      quantity: 1,
      price: "118.00",
    },
    { title: "Linen Wrap Dress", variant_title: "M / Sage", variant_id: 3, product_id: 4, quantity: 1, price: "35.00" },
  ],
};

async function deliver(body: string, webhookId: string, signature?: string, headers: Record<string, string> = {}) {
  return stack.fetch("/webhooks/shopify/orders-create", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Shopify-Topic": "orders/create",
      "X-Shopify-Webhook-Id": webhookId,
      "X-Shopify-Triggered-At": new Date().toISOString(),
      "X-Shopify-Hmac-Sha256": signature ?? (await signShopifyWebhook(body, SECRET)),
      ...headers,
    },
    body,
  });
}

const count = async (table: string) =>
  Number((await stack.sql.execute(`select count(*) as n from ${table}`)).rows[0].n);

describe("the orders/create webhook", () => {
  it("rejects a bad signature with 401 and stores nothing", async () => {
    const body = JSON.stringify(order);
    expect((await deliver(body, "wh-bad", await signShopifyWebhook(body, "another-secret"))).status).toBe(401);
    expect((await deliver(body, "wh-bad", "")).status).toBe(401);
    expect((await deliver(`${body} `, "wh-bad", await signShopifyWebhook(body, SECRET))).status).toBe(401);
    expect(await count("orders")).toBe(0);
    expect(await count("webhook_deliveries")).toBe(0);
  });

  it("refuses another topic and a delivery outside the 48-hour replay window, with a clear body, and stores nothing", async () => {
    const body = JSON.stringify({ ...order, id: 1, order_number: 4242 });
    const wrongTopic = await deliver(body, "wh-topic", undefined, { "X-Shopify-Topic": "orders/cancelled" });
    expect(wrongTopic.status).toBe(400);
    expect(await wrongTopic.json()).toEqual({
      error: "Unexpected X-Shopify-Topic: this endpoint accepts orders/create",
    });
    const replayed = await deliver(body, "wh-old", undefined, {
      "X-Shopify-Triggered-At": new Date(Date.now() - 49 * 60 * 60_000).toISOString(),
    });
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as { error: string }).error).toContain("replay window");
    const undated = await deliver(body, "wh-undated", undefined, { "X-Shopify-Triggered-At": "yesterday-ish" });
    expect(undated.status).toBe(400);
    expect(await count("orders")).toBe(0);
    expect(await count("webhook_deliveries")).toBe(0);
    // Shopify's retry of a delivery that failed a day ago is inside the window, and stored once however often it comes.
    const dayOld = { "X-Shopify-Triggered-At": new Date(Date.now() - 24 * 60 * 60_000).toISOString() };
    expect((await deliver(body, "wh-recent", undefined, dayOld)).status).toBe(200);
    expect((await deliver(body, "wh-recent", undefined, dayOld)).status).toBe(200);
    expect(await count("orders")).toBe(1);
    await stack.sql.execute("delete from order_lines");
    await stack.sql.execute("delete from orders");
    await stack.sql.execute("delete from webhook_deliveries");
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

  // Issue 41 §9: the driver's wrapped UNIQUE error was missed and 1 of 6 concurrent deliveries answered 500.
  it("stores one order when six deliveries of one webhook arrive at once, answering each 200", async () => {
    const body = JSON.stringify({ ...order, id: 820982911946154600, order_number: 1077, name: "#1077" });
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(body, "wh-race")));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((outcome) => outcome === "stored")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(5);
    expect(
      Number((await stack.sql.execute("select count(*) as n from orders where order_number = 1077")).rows[0].n),
    ).toBe(1);
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

  const track = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    stack.fetch("/track-order", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });

  it("tracks an order by number and email with a POST form, and answers a missing order and a wrong email alike", async () => {
    const page = await stack.fetch("/track-order");
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<form[^>]*method="post"/);
    // A GET with the fields in the query string looks nothing up any more.
    expect(
      await (await stack.fetch(`/track-order?orderNumber=1001&email=${encodeURIComponent(DEMO_SHOPPER.email)}`)).text(),
    ).not.toContain("Linen Wrap Dress");

    const found = await track({ orderNumber: "#1001", email: DEMO_SHOPPER.email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(await found.text()).toContain("Linen Wrap Dress");

    const wrongEmail = await track({ orderNumber: "1001", email: "someone@example.com" });
    const noSuchOrder = await track({ orderNumber: "999999", email: DEMO_SHOPPER.email });
    expect([wrongEmail.status, noSuchOrder.status]).toEqual([404, 404]);
    const notice = (html: string) => html.match(/id="track-error"[\s\S]*?<\/div>/)?.[0];
    const [wrongHtml, missingHtml] = [await wrongEmail.text(), await noSuchOrder.text()];
    expect(textOf(parseHtml(wrongHtml))).toContain("We couldn't find an order with that number and email.");
    expect(notice(wrongHtml)).toBe(notice(missingHtml));

    const bad = await track({ orderNumber: "", email: "bad" });
    expect(bad.status).toBe(400);
    expect(valueOf(fieldByLabel(parseHtml(await bad.text()), "Email"))).toBe("bad");
  });

  it("limits lookups per network (IPv6 by its /64) and failed lookups per order number", async () => {
    const network = { "CF-Connecting-IP": "2001:db8:77:1::5" };
    for (let i = 0; i < 20; i++)
      expect(
        (
          await track(
            { orderNumber: `5${i}`, email: "guess@example.com" },
            { ...network, "CF-Connecting-IP": `2001:db8:77:1::${i + 1}` },
          )
        ).status,
      ).toBe(404);
    const limited = await track({ orderNumber: "#1001", email: DEMO_SHOPPER.email }, network);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Too many attempts. Please wait before trying again.");
    expect(
      (await track({ orderNumber: "#1001", email: DEMO_SHOPPER.email }, { "CF-Connecting-IP": "2001:db8:78::1" }))
        .status,
    ).toBe(200);

    // Ten misses on one order number from ten networks: the eleventh guess is refused, whoever sends it.
    for (let i = 0; i < 10; i++)
      expect(
        (
          await track(
            { orderNumber: "7777", email: `guess${i}@example.com` },
            { "CF-Connecting-IP": `198.51.100.${i + 1}` },
          )
        ).status,
      ).toBe(404);
    expect(
      (await track({ orderNumber: "#7777", email: "guess-last@example.com" }, { "CF-Connecting-IP": "198.51.100.99" }))
        .status,
    ).toBe(429);
    const rows = await stack.sql.execute("select key from rate_limits where key like 'track:%' order by key");
    expect(rows.rows.map((row) => String(row.key))).toEqual(
      expect.arrayContaining(["track:ip:2001:db8:77:1::/64", "track:order:7777"]),
    );
  });
});
