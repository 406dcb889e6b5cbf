import { fieldByLabel, parseHtml } from "../support/html";
// SCRATCH (not committed): before/after figures for issue 41.
import { describe, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { deliverOrder, listedProducts, REVIEW_WEBHOOK_SECRET, reviewShopper } from "../support/review-helpers";
import { signShopifyWebhook } from "../../app/lib/orders/shopify-webhook";
import { generateDemoCatalog } from "../../workers/demo-shop/catalog";

const stack = useTestStack({
  productCount: 60,
  bindings: { HTML_CACHE: "off", SHOPIFY_WEBHOOK_SECRET: REVIEW_WEBHOOK_SECRET },
});
const raw = (path: string, body: string, headers: Record<string, string> = {}) =>
  stack.fetch(path, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: stack.url, ...headers },
  });

describe("measure", () => {
  it.skip("1 and 2", async () => {
    for (const [path, body] of [
      ["/contact", "name%5B3000000%5D=x"],
      ["/contact.data", "name%5B3000000%5D=x"],
      ["/contact", "__intent__=x&name=a"],
      ["/contact", "__state__=x&name=a"],
      ["/cart", "__intent__=x&intent=add"],
      ["/back-in-stock", "__intent__=x&product=a&variantId=b"],
      ["/contact", "name=&zzcanary=ECHOCANARY"],
    ]) {
      const started = performance.now();
      const response = await raw(path, body);
      const text = await response.text();
      console.log(
        path,
        body,
        response.status,
        text.length,
        Math.round(performance.now() - started),
        "ms",
        text.includes("ECHOCANARY"),
      );
    }
    const [product] = await listedProducts(stack, 1);
    const { shopper } = await reviewShopper(stack, "m");
    const review = await shopper.post(`/products/${product.handle}`, { __intent__: "x", rating: "5" });
    console.log("review __intent__", review.status);
  });

  it.skip("3 and 4", async () => {
    let sent = 0;
    for (let network = 1; network <= 4; network++)
      for (let i = 0; i < 5; i++) {
        const r = await new Shopper(stack).post(
          "/auth",
          { intent: "signup", email: DEMO_SHOPPER.email, password: "Passw0rd!x" },
          { "CF-Connecting-IP": `203.0.113.${network}` },
        );
        if (r.status === 303) sent++;
      }
    const notices = await stack.sql.execute({
      sql: "select count(*) as n from email_outbox where to_address = ?",
      args: [DEMO_SHOPPER.email],
    });
    console.log("signups answered 303:", sent, "emails to victim:", notices.rows[0].n);
    const product = generateDemoCatalog({ productCount: 60 }).products.find(
      (p) => p.variants.some((v) => !v.availableForSale) && p.variants.some((v) => v.availableForSale),
    )!;
    const variant = product.variants.find((v) => !v.availableForSale)!;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await new Shopper(stack).post(
        "/back-in-stock",
        { product: product.handle, variantId: variant.id, email: `victim+${i}@example.com` },
        { "CF-Connecting-IP": `198.51.100.${i + 1}` },
      );
      statuses.push(r.status);
    }
    const bis = await stack.sql.execute("select count(*) as n from email_outbox where to_address like 'victim%'");
    console.log("bis statuses", statuses.join(","), "emails to victim mailbox", bis.rows[0].n);
    const again = await new Shopper(stack).post(
      "/back-in-stock.data",
      { product: product.handle, variantId: variant.id, email: "victim+1@example.com", _reply: "json" },
      { "CF-Connecting-IP": "198.51.100.77", Origin: stack.url },
    );
    const fresh = await new Shopper(stack).post(
      "/back-in-stock.data",
      { product: product.handle, variantId: variant.id, email: "fresh@example.com", _reply: "json" },
      { "CF-Connecting-IP": "198.51.100.78", Origin: stack.url },
    );
    console.log("enumeration: already", again.status, "new", fresh.status);
  });

  it.skip("7 verify", async () => {
    const email = `verify-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const shopper = new Shopper(stack);
    await shopper.post(
      "/auth",
      { intent: "signup", email, password: "Passw0rd!x" },
      { "CF-Connecting-IP": "203.0.113.50" },
    );
    const mail = await stack.sql.execute({
      sql: "select text_body from email_outbox where to_address = ?",
      args: [email],
    });
    const link = /https?:\/\/\S+/.exec(String(mail.rows[0].text_body))![0];
    const url = new URL(link);
    const opened = await shopper.get(`${url.pathname}${url.search}`);
    await opened.body?.cancel();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shopper.post("/auth/verify", { password: "WrongPass1!" })),
    );
    console.log("verify statuses", answers.map((a) => a.status).join(","));
  });

  it("9 races", async () => {
    const [, product] = await listedProducts(stack, 2);
    const buyer = await reviewShopper(stack, "race");
    await deliverOrder(stack, buyer.email, product, null);
    const html = await (await buyer.shopper.get(`/products/${product.handle}`)).text();
    const sizeField = fieldByLabel(parseHtml(html).getElementById("reviews")!, "Size you bought");
    const size = sizeField.querySelectorAll("option")[1]?.getAttribute("value") ?? "";
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        buyer.shopper.post(
          `/products/${product.handle}`,
          { rating: "5", fit: "true", size, title: "Race", body: "Racing." },
          { "CF-Connecting-IP": `192.0.2.${i + 1}` },
        ),
      ),
    );
    console.log(
      "reviews",
      answers.map((a) => a.status).join(","),
      (await stack.sql.execute("select count(*) as n from product_reviews")).rows[0].n,
    );
    const body = JSON.stringify({
      id: 99999001,
      order_number: 99001,
      email: "race@example.com",
      currency: "USD",
      total_price: "5.00",
      line_items: [{ title: "x", quantity: 1, price: "5.00" }],
    });
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "X-Shopify-Topic": "orders/create",
      "X-Shopify-Webhook-Id": "race-hook",
      "X-Shopify-Triggered-At": new Date().toISOString(),
      "X-Shopify-Hmac-Sha256": await signShopifyWebhook(body, REVIEW_WEBHOOK_SECRET),
    };
    const first = await stack.fetch("/webhooks/shopify/orders-create", { method: "POST", headers, body });
    console.log("first", first.status);
    headers["X-Shopify-Webhook-Id"] = "race-hook-2";
    const hooks = await Promise.all(
      Array.from({ length: 6 }, () =>
        stack.fetch("/webhooks/shopify/orders-create", { method: "POST", headers, body }),
      ),
    );
    console.log("webhooks", hooks.map((a) => a.status).join(","));
  });
});
