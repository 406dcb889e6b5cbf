import { describe, expect, it } from "vitest";
import {
  addCartLine,
  cartSavings,
  cartTotal,
  databaseProductIdOf,
  freeShippingProgress,
  MAX_CART_LINES,
  numericVariantIdOf,
  removeCartLine,
  setCartLineQuantity,
  toCartPermalink,
  toPriceString,
} from "../../app/lib/cart/cart-lines";
import { parseCartForm } from "../../app/lib/cart/cart-form";
import { buildCartView, toStoredCartItems, type ResolvedVariant } from "../../app/lib/cart/cart-view";

const A = "gid://shopify/ProductVariant/4100001";
const B = "gid://shopify/ProductVariant/4100002";
const DB = "db_variant_4d8079ae-ac0b-43b4-9a12-ef2c13108bc2";

function variant(id: string, overrides: Partial<ResolvedVariant> = {}): ResolvedVariant {
  return {
    variantId: id,
    title: "M / Sage",
    productTitle: "Sage Maxi Dress",
    productHandle: "sage-maxi-dress",
    price: "40.00",
    compareAtPrice: null,
    quantityAvailable: 5,
    availableForSale: true,
    selectedOptions: [
      { name: "Size", value: "M" },
      { name: "Color", value: "Sage" },
    ],
    image: { url: "https://shop/img.svg", altText: null },
    source: id.startsWith("db_") ? "database" : "shopify",
    ...overrides,
  };
}

describe("cart lines", () => {
  it("raises the quantity when the same variant is added again", () => {
    expect(addCartLine(addCartLine([], A, 1), A, 2)).toEqual([{ variantId: A, quantity: 3 }]);
    expect(addCartLine([{ variantId: A, quantity: 1 }], B, 1)).toEqual([
      { variantId: A, quantity: 1 },
      { variantId: B, quantity: 1 },
    ]);
  });

  it("caps at the quantity available and at the line limit", () => {
    expect(addCartLine([{ variantId: A, quantity: 2 }], A, 5, 3)).toEqual([{ variantId: A, quantity: 3 }]);
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({
      variantId: `gid://shopify/ProductVariant/${i + 1}`,
      quantity: 1,
    }));
    expect(addCartLine(full, A, 1)).toHaveLength(MAX_CART_LINES);
  });

  it("removes a line when its quantity is set to 0 or below", () => {
    const lines = [
      { variantId: A, quantity: 2 },
      { variantId: B, quantity: 1 },
    ];
    expect(setCartLineQuantity(lines, A, 0)).toEqual([{ variantId: B, quantity: 1 }]);
    expect(setCartLineQuantity(lines, A, -3)).toEqual([{ variantId: B, quantity: 1 }]);
    expect(setCartLineQuantity(lines, A, 7, 4)).toEqual([
      { variantId: A, quantity: 4 },
      { variantId: B, quantity: 1 },
    ]);
    expect(removeCartLine(lines, B)).toEqual([{ variantId: A, quantity: 2 }]);
  });

  it("fixes prices to 2 decimals and totals price times quantity without float drift", () => {
    expect(toPriceString("19.9")).toBe("19.90");
    expect(toPriceString(1.005)).toBe("1.01");
    expect(
      cartTotal([
        { quantity: 3, price: "0.10", compareAtPrice: null },
        { quantity: 1, price: "0.20", compareAtPrice: null },
      ]),
    ).toBe("0.50");
  });

  it("counts savings from compare-at and original prices", () => {
    expect(
      cartSavings([
        { quantity: 2, price: "40.00", compareAtPrice: "50.00" },
        { quantity: 1, price: "10.00", compareAtPrice: null, originalPrice: "12.50" },
        { quantity: 1, price: "9.00", compareAtPrice: "8.00" },
      ]),
    ).toBe("22.50");
  });

  it("measures progress toward free shipping at $150", () => {
    expect(freeShippingProgress("75.00", 150)).toEqual({
      threshold: 150,
      remaining: "75.00",
      percent: 50,
      qualifies: false,
    });
    expect(freeShippingProgress("150.00", 150)).toMatchObject({ remaining: "0.00", percent: 100, qualifies: true });
  });

  it("builds the shop's cart permalink from numeric variant ids, leaving out studio products", () => {
    expect(numericVariantIdOf(A)).toBe("4100001");
    expect(numericVariantIdOf("gid://shopify/Product/1")).toBeNull();
    expect(databaseProductIdOf(DB)).toBe("4d8079ae-ac0b-43b4-9a12-ef2c13108bc2");
    expect(
      toCartPermalink("http://127.0.0.1:8788/", [
        { variantId: A, quantity: 2 },
        { variantId: DB, quantity: 1 },
        { variantId: B, quantity: 1 },
      ]),
    ).toBe("http://127.0.0.1:8788/cart/4100001:2,4100002:1");
    expect(toCartPermalink("https://boho.myshopify.com", [{ variantId: DB, quantity: 1 }])).toBeNull();
  });
});

describe("cart form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return parseCartForm(data);
  };

  it("accepts the four intents with their fields", () => {
    expect(form({ intent: "add", variantId: A })).toEqual({
      ok: true,
      form: { intent: "add", variantId: A, options: {}, quantity: 1 },
    });
    // No variant yet (decision 062): the product and the options chosen so far, for the cart to complete or refuse.
    expect(form({ intent: "add", product: "juniper-linen-maxi-dress", "option.Color": "Sage" })).toEqual({
      ok: true,
      form: { intent: "add", product: "juniper-linen-maxi-dress", options: { Color: "Sage" }, quantity: 1 },
    });
    expect(form({ intent: "add" })).toEqual({ ok: false, message: "Choose a product option first." });
    expect(form({ intent: "update", variantId: DB, quantity: "0" })).toEqual({
      ok: true,
      form: { intent: "update", variantId: DB, quantity: 0 },
    });
    expect(form({ intent: "remove", variantId: A })).toEqual({ ok: true, form: { intent: "remove", variantId: A } });
    expect(form({ intent: "clear" })).toEqual({ ok: true, form: { intent: "clear" } });
  });

  it("reads an empty quantity as none, and every variantId of an add-several form as its pieces", () => {
    expect(form({ intent: "add", variantId: A, quantity: "" })).toEqual({
      ok: true,
      form: { intent: "add", variantId: A, options: {}, quantity: 1 },
    });
    const look = new FormData();
    look.set("intent", "add-several");
    look.append("variantId", A);
    look.append("variantId", DB);
    look.set("setName", "Desert look");
    expect(parseCartForm(look)).toEqual({
      ok: true,
      form: { intent: "add-several", variantIds: [A, DB], setName: "Desert look" },
    });
    const empty = new FormData();
    empty.set("intent", "add-several");
    expect(parseCartForm(empty)).toEqual({ ok: false, message: "Choose a product option first." });
  });

  it("explains what is wrong with bad input", () => {
    expect(form({ intent: "buy" })).toEqual({ ok: false, message: "Unknown cart action." });
    expect(form({ intent: "add" })).toEqual({ ok: false, message: "Choose a product option first." });
    expect(form({ intent: "add", variantId: "gid://shopify/Product/1" })).toEqual({
      ok: false,
      message: "That product option is not one we sell.",
    });
    expect(form({ intent: "add", variantId: A, quantity: "1.5" })).toEqual({
      ok: false,
      message: "Quantity must be a whole number.",
    });
    expect(form({ intent: "add", variantId: A, quantity: "0" })).toEqual({
      ok: false,
      message: "Quantity must be at least 1.",
    });
  });
});

describe("cart view", () => {
  it("flags sold-out and vanished lines, caps reduced ones and keeps them out of the total and checkout", () => {
    const lines = [
      { variantId: A, quantity: 9 },
      { variantId: B, quantity: 1 },
      { variantId: "gid://shopify/ProductVariant/7", quantity: 1 },
      { variantId: DB, quantity: 1 },
    ];
    const variants = new Map<string, ResolvedVariant | null>([
      [A, variant(A, { quantityAvailable: 3, compareAtPrice: "50.00" })],
      [B, variant(B, { availableForSale: false, quantityAvailable: 0 })],
      ["gid://shopify/ProductVariant/7", null],
      [DB, variant(DB, { price: "89.00", title: "Default", selectedOptions: [] })],
    ]);
    const view = buildCartView(lines, variants, "http://shop", 150);
    expect(view.lines.map((line) => [line.status, line.quantity])).toEqual([
      ["reduced", 3],
      ["sold-out", 1],
      ["vanished", 1],
      ["available", 1],
    ]);
    expect(view.total).toBe("209.00");
    expect(view.savings).toBe("30.00");
    expect(view.checkoutUrl).toBe("http://shop/cart/4100001:3");
    expect(view.studioLineCount).toBe(1);
    expect(view.flaggedLineCount).toBe(2);
    expect(view.freeShipping.qualifies).toBe(true);
  });

  it("counts savings from compare-at prices and original prices alike", () => {
    const view = buildCartView(
      [
        { variantId: A, quantity: 2 },
        { variantId: B, quantity: 1 },
      ],
      new Map([
        [A, variant(A, { compareAtPrice: "55.00" })],
        [B, variant(B, { price: "30.00", compareAtPrice: null, originalPrice: "36.00" })],
      ]),
      "http://shop",
      150,
    );
    expect(view.savings).toBe("36.00");
    expect(toStoredCartItems(view)[1]).toMatchObject({ originalPrice: "36.00" });
  });

  it("mirrors to local storage in the spec's cart-item shape", () => {
    const view = buildCartView(
      [{ variantId: A, quantity: 2 }],
      new Map([[A, variant(A, { compareAtPrice: "55.00" })]]),
      "http://shop",
      150,
    );
    expect(toStoredCartItems(view)).toEqual([
      {
        product: { title: "Sage Maxi Dress", handle: "sage-maxi-dress", images: [{ url: "https://shop/img.svg" }] },
        variant: {
          id: A,
          title: "M / Sage",
          price: { amount: "40.00" },
          compareAtPrice: { amount: "55.00" },
          quantityAvailable: 5,
          selectedOptions: [{ value: "M" }, { value: "Sage" }],
        },
        quantity: 2,
      },
    ]);
  });
});
