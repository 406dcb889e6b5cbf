// Product pages through the built Worker: database and Storefront products,
// variant selection from the URL, the redirect, 404s and structured data.
import { describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "../../db/seed-data";
import { useTestStack } from "../support/test-stack-for-file";
import { saveSiteSettingsAs } from "../support/settings-form";
import { signedInAdmin } from "../support/http-shopper";

const stack = useTestStack({ bindings: {} });

function jsonLdOf(html: string): Record<string, any> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

describe("product pages", () => {
  it("shows a Storefront product by handle with the variant chosen in the URL", async () => {
    const response = await stack.fetch("/products/saffron-linen-overalls?Size=4&Color=Black");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Saffron Linen Overalls");
    expect(html).toMatch(/aria-current="true"[^>]*>4</);
    expect(html).toMatch(/aria-current="true"[^>]*>Black</);
    expect(html).toMatch(/name="variantId" value="gid:\/\/shopify\/ProductVariant\/\d+"/);
    expect(html).toContain('srcSet="');
    expect(html).toMatch(/ 400w, .* 600w, .* 800w, .* 1200w, .* 1600w/);
    expect(html).toContain("You may also like");
    expect(html).toMatch(/aria-label="Quick view: [^"]+"/);
  });

  it("shows a database product by slug, with Out of Stock when it cannot be bought", async () => {
    const soldOut = SEED_PRODUCTS.find((product) => product.inventory === 0 && product.isActive !== false)!;
    const html = await (await stack.fetch(`/products/${soldOut.slug}`)).text();
    expect(html).toContain(soldOut.name);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Out of Stock<\/button>/);
    expect(jsonLdOf(html).offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("serves the shop product at /shopify-product/{handle} and redirects /product/{slug} permanently", async () => {
    expect((await stack.fetch("/shopify-product/saffron-linen-overalls")).status).toBe(200);
    const redirect = await stack.fetch("/product/saffron-linen-overalls");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("Location")).toBe("/products/saffron-linen-overalls");
    expect((await stack.fetch(`/shopify-product/${SEED_PRODUCTS[0]!.slug}`)).status).toBe(404);
  });

  it("answers unknown products with Product not found and status 404", async () => {
    for (const path of ["/products/no-such-thing", "/products/%3Cscript%3E", "/shopify-product/nope-nope"]) {
      const response = await stack.fetch(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Product not found");
    }
  });

  it("emits Product structured data that follows the spec's rules", async () => {
    const html = await (await stack.fetch("/products/saffron-linen-overalls")).text();
    const data = jsonLdOf(html);
    expect(data["@type"]).toBe("Product");
    expect(data.productID).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(data.name).toBe("Saffron Linen Overalls");
    expect(Number.isFinite(Number(data.offers.price))).toBe(true);
    expect(data.offers.priceCurrency).toBe("USD");
    expect(data.offers.availability).toBe("https://schema.org/InStock");
    expect(data.offers.shippingDetails.shippingRate.value).toBe(0);
    expect(data.offers.shippingDetails.deliveryTime.handlingTime).toMatchObject({ minValue: 1, maxValue: 2 });
    expect(data.offers.shippingDetails.deliveryTime.transitTime).toMatchObject({ minValue: 3, maxValue: 7 });
    expect(data.offers.hasMerchantReturnPolicy.merchantReturnDays).toBe(30);
    expect(data.offers.acceptedPaymentMethod.map((m: { name: string }) => m.name)).toEqual([
      "Credit Card",
      "PayPal",
      "Apple Pay",
      "Google Pay",
    ]);
    // No published review: no rating, whatever the sample figures say (they are off by default).
    expect(data).not.toHaveProperty("aggregateRating");
    expect(html).toContain("No reviews yet");
  });

  it("reads the sample rating from site settings while the owner shows samples, so it changes without a deploy", async () => {
    // Changed as an admin does it (/admin/config), which refreshes the isolate's one-minute settings cache.
    const admin = await signedInAdmin(stack);
    const samples = (on: boolean) =>
      admin.post("/admin/reviews", { intent: "sample-ratings", from: "config", ...(on ? { enabled: "on" } : {}) });
    expect((await samples(true)).status).toBe(303);
    expect(
      (await saveSiteSettingsAs(admin, { "productRating.ratingValue": "4.9", "productRating.reviewCount": "31" }))
        .status,
    ).toBe(303);
    const html = await (await admin.get("/products/saffron-linen-overalls")).text();
    expect(jsonLdOf(html).aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 31 });
    await saveSiteSettingsAs(admin, {});
    expect((await samples(false)).status).toBe(303);
    expect(jsonLdOf(await (await admin.get("/products/saffron-linen-overalls")).text())).not.toHaveProperty(
      "aggregateRating",
    );
    const studio = await (await stack.fetch(`/products/${SEED_PRODUCTS[0]!.slug}`)).text();
    expect(jsonLdOf(studio).category).toBe("Fashion Accessories");
  });

  it("serves quick-view data as JSON and 404s unknown handles", async () => {
    const response = await stack.fetch("/quick-view/saffron-linen-overalls");
    expect(response.status).toBe(200);
    const data = (await response.json()) as { product: { title: string }; offer: { price: string } };
    expect(data.product.title).toBe("Saffron Linen Overalls");
    expect(data.offer.price).toMatch(/^\$\d+\.\d\d$/);
    expect((await stack.fetch("/quick-view/nope-nope")).status).toBe(404);
  });

  it("loads no analytics script when no ids are configured", async () => {
    const html = await (await stack.fetch("/products/saffron-linen-overalls")).text();
    expect(html).not.toContain("googletagmanager");
    expect(html).not.toContain("fbevents");
  });
});
