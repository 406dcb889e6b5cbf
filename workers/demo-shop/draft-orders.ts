// The demo shop's draft orders, as Shopify's Admin API keeps them: made by
// `draftOrderCreate` (catalogue variants and custom line items, a discount
// code, a note, custom attributes), read back by `draftOrder`, deleted by
// `draftOrderDelete`, and completed when the shopper pays the invoice, which
// makes an order in the shape of Shopify's orders/create webhook payload.
// Held in memory: the demo shop forgets them when it stops, as it forgets carts.
import type { DemoCatalog } from "./catalog";
import { evaluateDiscount } from "./cart-discounts";

export type DemoAttribute = { key: string; value: string };

export type DemoDraftLine = {
  uuid: string;
  title: string;
  variantTitle: string | null;
  quantity: number;
  unitCents: number;
  /** A catalogue variant's gid; null for a custom line item */
  variantId: string | null;
  productId: string | null;
  sku: string | null;
  taxable: boolean;
  requiresShipping: boolean;
  customAttributes: DemoAttribute[];
  /** The variant's image, or a custom item's `_image` attribute (Shopify's custom items carry no image of their own) */
  imageUrl: string | null;
};

export type DemoDraftStatus = "OPEN" | "INVOICE_SENT" | "COMPLETED";

export type DemoDraft = {
  id: string;
  numericId: number;
  name: string;
  /** The secret part of the invoice URL */
  token: string;
  status: DemoDraftStatus;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  email: string | null;
  note: string | null;
  customAttributes: DemoAttribute[];
  discountCodes: string[];
  /** The code that applied and what it took off the subtotal */
  discount: { code: string; cents: number; title: string; type: "percentage" | "fixed_amount" } | null;
  warnings: { errorCode: string; field: string; message: string; discountCode: string }[];
  reserveInventoryUntil: string | null;
  tags: string[];
  lines: DemoDraftLine[];
  subtotalCents: number;
  totalCents: number;
  order: DemoOrder | null;
};

export type DemoOrder = { id: string; numericId: number; name: string; orderNumber: number; createdAt: string };

/** The subset of DraftOrderInput the demo shop acts on (the schema has validated the rest). */
export type DraftOrderInput = {
  email?: string | null;
  note?: string | null;
  discountCodes?: string[] | null;
  customAttributes?: DemoAttribute[] | null;
  reserveInventoryUntil?: string | null;
  tags?: string[] | null;
  lineItems?:
    | {
        variantId?: string | null;
        quantity: number;
        title?: string | null;
        originalUnitPriceWithCurrency?: { amount: string; currencyCode: string } | null;
        originalUnitPrice?: string | null;
        sku?: string | null;
        taxable?: boolean | null;
        requiresShipping?: boolean | null;
        customAttributes?: DemoAttribute[] | null;
      }[]
    | null;
};

export type UserError = { field: string[] | null; message: string };

const MAX_LINE_ITEMS = 499;
const MAX_NOTE_CHARS = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A custom line item's picture travels as this attribute; Shopify's own checkout hides attributes starting with _. */
export const IMAGE_ATTRIBUTE = "_image";

const centsOf = (amount: string) => Math.round(Number(amount) * 100);

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export class DemoDraftOrders {
  private readonly byId = new Map<string, DemoDraft>();
  private readonly byToken = new Map<string, DemoDraft>();
  private draftSequence = 0;
  private orderSequence = 1000;

  constructor(
    private readonly catalog: DemoCatalog,
    private readonly origin: () => string,
  ) {}

  get(id: string): DemoDraft | null {
    return this.byId.get(id) ?? null;
  }

  byInvoiceToken(token: string): DemoDraft | null {
    return this.byToken.get(token) ?? null;
  }

  invoiceUrl(draft: DemoDraft): string {
    return `${this.origin()}/invoices/${draft.token}`;
  }

  create(input: DraftOrderInput): { draft: DemoDraft | null; userErrors: UserError[] } {
    const userErrors: UserError[] = [];
    const items = input.lineItems ?? [];
    if (items.length === 0) userErrors.push({ field: ["lineItems"], message: "Add at least 1 product" });
    if (items.length > MAX_LINE_ITEMS)
      userErrors.push({ field: ["lineItems"], message: `Line items must have at most ${MAX_LINE_ITEMS} entries` });
    if (input.email && !EMAIL.test(input.email)) userErrors.push({ field: ["email"], message: "Email is invalid" });
    if ((input.note ?? "").length > MAX_NOTE_CHARS)
      userErrors.push({ field: ["note"], message: `Note is too long (maximum is ${MAX_NOTE_CHARS} characters)` });

    const lines: DemoDraftLine[] = [];
    items.forEach((item, index) => {
      const field = (name: string) => ["lineItems", String(index), name];
      if (item.quantity < 1) {
        userErrors.push({ field: field("quantity"), message: "Quantity must be greater than or equal to 1" });
        return;
      }
      const attributes = item.customAttributes ?? [];
      if (item.variantId) {
        const variant = this.catalog.variantById.get(item.variantId);
        const product = variant ? this.catalog.productById.get(variant.productId) : undefined;
        if (!variant || !product) {
          userErrors.push({ field: field("variantId"), message: "Product variant does not exist" });
          return;
        }
        lines.push({
          uuid: crypto.randomUUID(),
          title: product.title,
          variantTitle: variant.title,
          quantity: item.quantity,
          unitCents: centsOf(variant.price.amount),
          variantId: variant.id,
          productId: product.id,
          sku: variant.sku,
          taxable: true,
          requiresShipping: true,
          customAttributes: attributes,
          imageUrl: this.origin() + variant.image.path,
        });
        return;
      }
      const price = item.originalUnitPriceWithCurrency?.amount ?? item.originalUnitPrice ?? null;
      if (!item.title?.trim()) userErrors.push({ field: field("title"), message: "Title can't be blank" });
      if (price === null || !Number.isFinite(Number(price)) || Number(price) < 0)
        userErrors.push({ field: field("originalUnitPriceWithCurrency"), message: "Price can't be blank" });
      else if (item.originalUnitPriceWithCurrency && item.originalUnitPriceWithCurrency.currencyCode !== "USD")
        userErrors.push({
          field: field("originalUnitPriceWithCurrency"),
          message: "Currency must match the draft order's currency (USD)",
        });
      if (!item.title?.trim() || price === null) return;
      lines.push({
        uuid: crypto.randomUUID(),
        title: item.title.trim(),
        variantTitle: null,
        quantity: item.quantity,
        unitCents: centsOf(price),
        variantId: null,
        productId: null,
        sku: item.sku ?? null,
        taxable: item.taxable ?? true,
        requiresShipping: item.requiresShipping ?? true,
        customAttributes: attributes,
        imageUrl: attributes.find((attribute) => attribute.key === IMAGE_ATTRIBUTE)?.value ?? null,
      });
    });
    if (userErrors.length > 0) return { draft: null, userErrors };

    const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    // One code counts, as on the shop's carts; a code that does not apply leaves the draft without it and says why.
    const warnings: DemoDraft["warnings"] = [];
    let discount: DemoDraft["discount"] = null;
    for (const code of input.discountCodes ?? []) {
      const outcome = evaluateDiscount(code, subtotalCents);
      if (outcome.applicable && !discount)
        discount = {
          code,
          cents: outcome.cents,
          title: code.toUpperCase(),
          type: outcome.discount.value.kind === "percentage" ? "percentage" : "fixed_amount",
        };
      else
        warnings.push({
          errorCode: outcome.applicable ? "DISCOUNT_NOT_COMBINABLE" : outcome.warning,
          field: "discountCodes",
          message: outcome.applicable ? `The discount code ${code} cannot be combined.` : outcome.message,
          discountCode: code,
        });
    }
    const numericId = 1_000_000 + ++this.draftSequence;
    const now = new Date().toISOString();
    const draft: DemoDraft = {
      id: `gid://shopify/DraftOrder/${numericId}`,
      numericId,
      name: `#D${this.draftSequence}`,
      token: randomToken(),
      status: "OPEN",
      createdAt: now,
      updatedAt: now,
      completedAt: null,
      email: input.email ?? null,
      note: input.note ?? null,
      customAttributes: input.customAttributes ?? [],
      discountCodes: discount ? [discount.code] : [],
      discount,
      warnings,
      reserveInventoryUntil: input.reserveInventoryUntil ?? null,
      tags: input.tags ?? [],
      lines,
      subtotalCents,
      totalCents: subtotalCents - (discount?.cents ?? 0),
      order: null,
    };
    this.byId.set(draft.id, draft);
    this.byToken.set(draft.token, draft);
    return { draft, userErrors: [] };
  }

  /** Shopify keeps completed drafts: deleting one is refused. */
  delete(id: string): { deletedId: string | null; userErrors: UserError[] } {
    const draft = this.byId.get(id);
    if (!draft) return { deletedId: null, userErrors: [{ field: ["id"], message: "Draft order does not exist" }] };
    if (draft.status === "COMPLETED")
      return { deletedId: null, userErrors: [{ field: ["id"], message: "Completed draft orders can't be deleted" }] };
    this.byId.delete(id);
    this.byToken.delete(draft.token);
    return { deletedId: id, userErrors: [] };
  }

  /** The shopper paid the invoice: the draft becomes an order. */
  complete(draft: DemoDraft, email: string): DemoOrder {
    if (draft.order) return draft.order;
    const orderNumber = ++this.orderSequence;
    const now = new Date().toISOString();
    const order: DemoOrder = {
      id: `gid://shopify/Order/${5_000_000 + orderNumber}`,
      numericId: 5_000_000 + orderNumber,
      name: `#${orderNumber}`,
      orderNumber,
      createdAt: now,
    };
    draft.email = email;
    draft.status = "COMPLETED";
    draft.completedAt = now;
    draft.updatedAt = now;
    draft.order = order;
    return order;
  }
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The order a paid draft became, as Shopify's orders/create webhook sends it (the REST order resource). */
export function orderWebhookPayload(draft: DemoDraft): Record<string, unknown> {
  const order = draft.order;
  if (!order) throw new Error(`Draft ${draft.name} is not completed`);
  return {
    id: order.numericId,
    admin_graphql_api_id: order.id,
    name: order.name,
    order_number: order.orderNumber,
    email: draft.email,
    contact_email: draft.email,
    created_at: order.createdAt,
    processed_at: order.createdAt,
    currency: "USD",
    presentment_currency: "USD",
    subtotal_price: amount(draft.subtotalCents - (draft.discount?.cents ?? 0)),
    total_line_items_price: amount(draft.subtotalCents),
    total_discounts: amount(draft.discount?.cents ?? 0),
    total_price: amount(draft.totalCents),
    total_tax: "0.00",
    financial_status: "paid",
    fulfillment_status: null,
    source_name: "shopify_draft_order",
    note: draft.note,
    note_attributes: draft.customAttributes.map(({ key, value }) => ({ name: key, value })),
    tags: draft.tags.join(", "),
    discount_codes: draft.discount
      ? [{ code: draft.discount.code, amount: amount(draft.discount.cents), type: draft.discount.type }]
      : [],
    line_items: draft.lines.map((line, index) => ({
      id: order.numericId * 100 + index + 1,
      title: line.title,
      variant_title: line.variantTitle,
      variant_id: line.variantId ? Number(line.variantId.slice(line.variantId.lastIndexOf("/") + 1)) : null,
      product_id: line.productId ? Number(line.productId.slice(line.productId.lastIndexOf("/") + 1)) : null,
      sku: line.sku,
      quantity: line.quantity,
      price: amount(line.unitCents),
      taxable: line.taxable,
      requires_shipping: line.requiresShipping,
      properties: line.customAttributes.map(({ key, value }) => ({ name: key, value })),
    })),
  };
}
