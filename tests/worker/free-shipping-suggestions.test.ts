// Below the free-shipping line the cart suggests up to four pieces, each of
// which takes the order over it on its own: in stock, not in the cart, their
// names and prices from the catalogue; a one-tap Add only where there is no
// size or colour to choose. Over the line, none.
import { describe, expect, it } from "vitest";
import { loaderData } from "../support/single-fetch";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

const stack = useTestStack();

const OVERALLS_XS_BLUE = "gid://shopify/ProductVariant/4100693"; // saffron-linen-overalls, plenty in stock

type Suggestion = { handle: string; title: string; displayPrice: string; addVariantId: string | null };
type CartData = {
  cart: { total: string; lines: { variantId: string }[]; freeShipping: { remaining: string; qualifies: boolean } };
  suggestions: Suggestion[];
};

async function cartData(shopper: Shopper): Promise<CartData> {
  return loaderData<CartData>(await shopper.get("/cart.data?_routes=routes/cart"), "routes/cart");
}

/** A product as its own page's JSON-LD states it: the lowest offer and whether any is in stock. */
async function productFacts(handle: string): Promise<{ lowPrice: number; inStock: boolean; variantIds: string[] }> {
  const response = await stack.fetch(`/products/${handle}.data?_routes=routes/products.$slug`);
  expect(response.status, `/products/${handle}`).toBe(200);
  const data = await loaderData<{ product: ProductData }>(response, "routes/products.$slug");
  const variants = data.product.variants.filter((variant) => variant.availableForSale);
  return {
    lowPrice: Math.min(...data.product.variants.map((variant) => Number(variant.price.amount))),
    inStock: variants.length > 0,
    variantIds: data.product.variants.map((variant) => variant.id),
  };
}
type ProductData = { variants: { id: string; availableForSale: boolean; price: { amount: string } }[] };

describe("free-shipping suggestions", () => {
  it("offers up to four in-stock pieces that each lift the order over the line, none already in the cart", async () => {
    const shopper = new Shopper(stack);
    expect((await shopper.post("/cart", { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" })).status).toBe(
      303,
    );
    const { cart, suggestions } = await cartData(shopper);
    expect(cart.freeShipping.qualifies).toBe(false);
    const gap = Number(cart.freeShipping.remaining);
    expect(gap).toBeGreaterThan(0);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(4);
    for (const suggestion of suggestions) {
      const facts = await productFacts(suggestion.handle);
      expect(facts.inStock, suggestion.handle).toBe(true);
      expect(facts.lowPrice, `${suggestion.handle} lifts the order by at least ${gap}`).toBeGreaterThanOrEqual(gap);
      expect(facts.variantIds).not.toContain(OVERALLS_XS_BLUE);
      if (suggestion.addVariantId) expect(facts.variantIds).toEqual([suggestion.addVariantId]);
    }

    // The /cart page without JavaScript shows them, each linking to its product page.
    const page = await (await shopper.get("/cart")).text();
    expect(page).toContain("One more piece ships it free");
    for (const suggestion of suggestions) expect(page).toContain(`href="/products/${suggestion.handle}"`);
  });

  it("adding one of them reaches free shipping, and then none are offered", async () => {
    const shopper = new Shopper(stack);
    await shopper.post("/cart", { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" });
    const { suggestions } = await cartData(shopper);
    const oneTap = suggestions.find((suggestion) => suggestion.addVariantId);
    expect(oneTap, "a suggestion with no size to choose").toBeDefined();
    await shopper.post("/cart", { intent: "add", variantId: oneTap!.addVariantId!, quantity: "1" });
    const after = await cartData(shopper);
    expect(after.cart.freeShipping.qualifies).toBe(true);
    expect(after.suggestions).toEqual([]);
    expect(await (await shopper.get("/cart")).text()).not.toContain("One more piece ships it free");
  });

  it("an empty cart suggests nothing", async () => {
    expect((await cartData(new Shopper(stack))).suggestions).toEqual([]);
  });
});
