// The draft-order checkout's pure parts against the real Admin API schema
// (2026-04, from @shopify/dev-mcp; workers/demo-shop/admin-schema/README.md):
// the documents the Worker sends validate, the input it builds from a cart is a
// valid DraftOrderInput, the demo shop answers it as Shopify documents, and the
// order it sends back names the checkout and its studio pieces.
import { getOperationAST, parse, validate } from "graphql";
import { getVariableValues } from "graphql/execution/values";
import { describe, expect, it } from "vitest";
import { buildCartView, type ResolvedVariant } from "~/lib/cart/cart-view";
import { DRAFT_ORDER_CREATE, DRAFT_ORDER_DELETE, DRAFT_ORDER_STATUS } from "~/lib/checkout/draft-order-admin-documents";
import {
  CHECKOUT_ATTRIBUTE,
  checkoutSaleOf,
  STUDIO_PRODUCT_ATTRIBUTE,
  studioLinesOf,
  toDraftOrderInput,
} from "~/lib/checkout/draft-order-input";
import { ShopifyOrderPayloadSchema } from "~/lib/orders/order-payload";
import { executeAdminRequest, type AdminContext } from "../../workers/demo-shop/admin-graphql";
import { generateDemoCatalog } from "../../workers/demo-shop/catalog";
import { DemoDraftOrders, orderWebhookPayload } from "../../workers/demo-shop/draft-orders";
import { getAdminSchema } from "../../workers/demo-shop/schema";

const SHOP_VARIANT = "gid://shopify/ProductVariant/4100693";
const STUDIO_VARIANT = "db_variant_8d0c5e52-3c55-4c8a-9a3e-0c6f8a1b2c3d";
const SOLD_OUT_STUDIO = "db_variant_11111111-2222-4333-8444-555555555555";

function resolved(id: string, overrides: Partial<ResolvedVariant>): ResolvedVariant {
  return {
    variantId: id,
    title: "Default",
    productTitle: "A piece",
    productHandle: "a-piece",
    price: "10.00",
    compareAtPrice: null,
    quantityAvailable: 5,
    availableForSale: true,
    selectedOptions: [],
    image: null,
    source: "shopify",
    ...overrides,
  };
}

function mixedCart() {
  const cart = buildCartView(
    [
      { variantId: SHOP_VARIANT, quantity: 2 },
      { variantId: STUDIO_VARIANT, quantity: 1 },
      { variantId: SOLD_OUT_STUDIO, quantity: 1 },
    ],
    new Map([
      [
        SHOP_VARIANT,
        resolved(SHOP_VARIANT, { productTitle: "Saffron Linen Overalls", title: "0 / Blue", price: "92.95" }),
      ],
      [
        STUDIO_VARIANT,
        resolved(STUDIO_VARIANT, {
          productTitle: "Hand-Woven Macramé Wall Hanging",
          productHandle: "hand-woven-macrame-wall-hanging",
          price: "89.00",
          source: "database",
          image: { url: "/images/studio/hand-woven-macrame-wall-hanging.svg", altText: null },
        }),
      ],
      [
        SOLD_OUT_STUDIO,
        resolved(SOLD_OUT_STUDIO, { source: "database", availableForSale: false, quantityAvailable: 0 }),
      ],
    ]),
    "http://shop",
    150,
  );
  return {
    ...cart,
    codes: {
      discount: { code: "BOHO10", applicable: true, saving: "18.59" },
      giftCard: null,
      note: "Happy birthday, Mira!",
      subtotal: "185.90",
      estimatedTotal: "167.31",
      leftToPay: "167.31",
      unavailable: false,
    },
  };
}

function expectValid(document: string) {
  expect(validate(getAdminSchema(), parse(document)).map((error) => error.message)).toEqual([]);
}

function inputErrors(input: unknown): string[] {
  const operation = getOperationAST(parse(DRAFT_ORDER_CREATE))!;
  const coerced = getVariableValues(getAdminSchema(), operation.variableDefinitions ?? [], { input });
  return "errors" in coerced && coerced.errors ? coerced.errors.map((error) => error.message) : [];
}

describe("the draft-order documents", () => {
  it("validate against the real Admin API schema", () => {
    expectValid(DRAFT_ORDER_CREATE);
    expectValid(DRAFT_ORDER_STATUS);
    expectValid(DRAFT_ORDER_DELETE);
  });

  it("and the schema would catch a misspelt field", () => {
    expect(validate(getAdminSchema(), parse('{ draftOrder(id: "x") { invoiceURL } }')).length).toBeGreaterThan(0);
  });
});

describe("a cart as a draft order", () => {
  const checkoutId = "0f6c6a9e-7d43-4d8a-a8a4-3a1b2c3d4e5f";
  const input = toDraftOrderInput(mixedCart(), {
    checkoutId,
    email: "mira@example.com",
    siteUrl: "https://boho.example",
    expiresAt: new Date("2026-11-28T12:30:00Z"),
  });

  it("is a valid DraftOrderInput", () => {
    expect(inputErrors(input)).toEqual([]);
    // The schema's coercion is strict: a wrong shape is reported, so the check above can fail.
    expect(inputErrors({ ...input, lineItems: [{ title: "x" }] }).join()).toMatch(/quantity/);
  });

  it("carries shop lines as variants and studio pieces as custom items priced by the catalogue", () => {
    expect(input.lineItems).toEqual([
      { variantId: SHOP_VARIANT, quantity: 2 },
      {
        title: "Hand-Woven Macramé Wall Hanging",
        quantity: 1,
        originalUnitPriceWithCurrency: { amount: "89.00", currencyCode: "USD" },
        sku: "studio-hand-woven-macrame-wall-hanging",
        taxable: true,
        requiresShipping: true,
        customAttributes: [
          { key: STUDIO_PRODUCT_ATTRIBUTE, value: STUDIO_VARIANT },
          { key: "_image", value: "https://boho.example/images/studio/hand-woven-macrame-wall-hanging.svg" },
        ],
      },
    ]);
    expect(input.discountCodes).toEqual(["BOHO10"]);
    expect(input.note).toBe("Happy birthday, Mira!");
    expect(input.email).toBe("mira@example.com");
    expect(input.customAttributes).toEqual([{ key: CHECKOUT_ATTRIBUTE, value: checkoutId }]);
    expect(studioLinesOf(mixedCart())).toEqual([{ productId: "8d0c5e52-3c55-4c8a-9a3e-0c6f8a1b2c3d", quantity: 1 }]);
  });

  it("is made by the demo shop as Shopify documents it, and its paid order names the checkout", async () => {
    const catalog = generateDemoCatalog({ productCount: 600 });
    const drafts = new DemoDraftOrders(catalog, () => "http://demo.test");
    const context: AdminContext = { drafts, refuseNextDraft: null };
    const created = await executeAdminRequest({ query: DRAFT_ORDER_CREATE, variables: { input } }, context);
    expect(created.errors).toBeUndefined();
    const draft = (created.data as { draftOrderCreate: { draftOrder: Record<string, unknown> } }).draftOrderCreate
      .draftOrder;
    const variant = catalog.variantById.get(SHOP_VARIANT)!;
    const subtotal = Math.round(Number(variant.price.amount) * 100) * 2 + 8900;
    const discount = Math.round(subtotal * 0.1);
    expect(draft).toMatchObject({
      name: "#D1",
      status: "OPEN",
      discountCodes: ["BOHO10"],
      totalPriceSet: { shopMoney: { amount: ((subtotal - discount) / 100).toFixed(2), currencyCode: "USD" } },
    });
    expect(String(draft.invoiceUrl)).toMatch(/^http:\/\/demo\.test\/invoices\/[0-9a-f]{32}$/);

    const stored = drafts.get(String(draft.id))!;
    drafts.complete(stored, "mira@example.com");
    const order = ShopifyOrderPayloadSchema.parse(JSON.parse(JSON.stringify(orderWebhookPayload(stored))));
    expect(order.total_price).toBe(((subtotal - discount) / 100).toFixed(2));
    expect(checkoutSaleOf(order)).toEqual({
      checkoutId,
      lines: [
        { productId: "8d0c5e52-3c55-4c8a-9a3e-0c6f8a1b2c3d", quantity: 1, title: "Hand-Woven Macramé Wall Hanging" },
      ],
    });

    // A completed draft cannot be deleted; an open one can, and is gone after.
    const refused = await executeAdminRequest(
      { query: DRAFT_ORDER_DELETE, variables: { input: { id: draft.id } } },
      context,
    );
    expect(refused.data).toEqual({
      draftOrderDelete: {
        deletedId: null,
        userErrors: [{ field: ["id"], message: "Completed draft orders can't be deleted" }],
      },
    });
  });

  it("is refused with userErrors for a variant the shop does not have", async () => {
    const drafts = new DemoDraftOrders(generateDemoCatalog({ productCount: 60 }), () => "http://demo.test");
    const answer = await executeAdminRequest(
      {
        query: DRAFT_ORDER_CREATE,
        variables: { input: { lineItems: [{ variantId: "gid://shopify/ProductVariant/1", quantity: 1 }] } },
      },
      { drafts, refuseNextDraft: null },
    );
    expect(answer.data).toEqual({
      draftOrderCreate: {
        draftOrder: null,
        userErrors: [{ field: ["lineItems", "0", "variantId"], message: "Product variant does not exist" }],
      },
    });
  });

  it("ignores an order that did not come from our checkout", () => {
    expect(checkoutSaleOf({ note_attributes: [], line_items: [] })).toBeNull();
  });
});
