import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { normalizeOrderNumber, ShopifyOrderPayloadSchema } from "~/lib/orders/order-payload";
import { isValidShopifySignature, signShopifyWebhook } from "~/lib/orders/shopify-webhook";

describe("Shopify webhook signatures", () => {
  const body = JSON.stringify({ id: 1, total_price: "10.00" });

  it("match Node's HMAC-SHA256 in base64", async () => {
    expect(await signShopifyWebhook(body, "s3cret")).toBe(createHmac("sha256", "s3cret").update(body).digest("base64"));
  });

  it("accept only the right secret over the exact raw body", async () => {
    const header = await signShopifyWebhook(body, "s3cret");
    await expect(isValidShopifySignature(body, header, "s3cret")).resolves.toBe(true);
    await expect(isValidShopifySignature(body, header, "other")).resolves.toBe(false);
    await expect(isValidShopifySignature(`${body}\n`, header, "s3cret")).resolves.toBe(false);
    await expect(isValidShopifySignature(body, null, "s3cret")).resolves.toBe(false);
    await expect(isValidShopifySignature(body, header, "")).resolves.toBe(false);
  });
});

describe("the order payload", () => {
  it("keeps ids and money as strings and lowercases the email", () => {
    const parsed = ShopifyOrderPayloadSchema.parse({
      id: 820982911946154500,
      order_number: 1001,
      email: "Shopper@Boho.Test",
      total_price: 12.5,
      line_items: [{ title: "Anklet", quantity: 2, price: "16.25", variant_id: 7 }],
    });
    expect(parsed).toMatchObject({
      id: "820982911946154500",
      order_number: "1001",
      email: "shopper@boho.test",
      total_price: "12.5",
      currency: "USD",
    });
    expect(parsed.line_items[0]).toMatchObject({ variant_id: "7", price: "16.25" });
  });

  it("treats #1001 and 1001 as one order number", () => {
    expect(normalizeOrderNumber(" #1001 ")).toBe("1001");
    expect(normalizeOrderNumber("1001")).toBe("1001");
  });
});
