// What a draft order is made of, from the cart as the server priced it (pure):
// Storefront lines as catalogue variants, studio pieces as custom line items
// with the catalogue's own title, price and picture, the kept discount code as
// the draft's discount, the gift note as its note, and our checkout's id as an
// attribute the order webhook brings back.
import { checkoutDiscountCode } from "../cart/cart-codes";
import type { CartLineView, CartView } from "../cart/cart-view";
import { databaseProductIdOf } from "../cart/cart-lines";

/** The draft-level attribute naming our checkout; the order webhook's `note_attributes` carry it back. */
export const CHECKOUT_ATTRIBUTE = "_boho_checkout";
/** A studio line's attributes: which product it is (for the stock) and its picture (custom items have none). */
export const STUDIO_PRODUCT_ATTRIBUTE = "_studio_product";
export const IMAGE_ATTRIBUTE = "_image";

type Attribute = { key: string; value: string };

export type DraftOrderLineItemInput =
  | { variantId: string; quantity: number }
  | {
      title: string;
      quantity: number;
      originalUnitPriceWithCurrency: { amount: string; currencyCode: "USD" };
      sku: string;
      taxable: boolean;
      requiresShipping: boolean;
      customAttributes: Attribute[];
    };

export type DraftOrderInput = {
  lineItems: DraftOrderLineItemInput[];
  discountCodes?: string[];
  note?: string;
  email?: string;
  customAttributes: Attribute[];
  reserveInventoryUntil: string;
  tags: string[];
};

/** A studio line the checkout holds stock for: products.id and how many. */
export type StudioLine = { productId: string; quantity: number };
/** A studio order line the webhook reports, with its title for the stock's audit entry. */
export type SoldStudioLine = StudioLine & { title: string };

/** The lines a checkout carries: what can be sold, at the quantity the cart shows (as the permalink does). */
export function sellableLines(cart: CartView): CartLineView[] {
  return cart.lines.filter((line) => line.variant && (line.status === "available" || line.status === "reduced"));
}

export function studioLinesOf(cart: CartView): StudioLine[] {
  return sellableLines(cart).flatMap((line) => {
    const productId = line.variant?.source === "database" ? databaseProductIdOf(line.variantId) : null;
    return productId ? [{ productId, quantity: line.quantity }] : [];
  });
}

export function toDraftOrderInput(
  cart: CartView,
  options: { checkoutId: string; email: string | null; siteUrl: string; expiresAt: Date },
): DraftOrderInput {
  const lineItems = sellableLines(cart).map((line): DraftOrderLineItemInput => {
    const variant = line.variant!;
    if (variant.source === "shopify") return { variantId: line.variantId, quantity: line.quantity };
    const image = variant.image ? new URL(variant.image.url, options.siteUrl).toString() : null;
    return {
      title: variant.productTitle,
      quantity: line.quantity,
      originalUnitPriceWithCurrency: { amount: variant.price, currencyCode: "USD" },
      sku: `studio-${variant.productHandle}`,
      taxable: true,
      requiresShipping: true,
      customAttributes: [
        { key: STUDIO_PRODUCT_ATTRIBUTE, value: line.variantId },
        ...(image ? [{ key: IMAGE_ATTRIBUTE, value: image }] : []),
      ],
    };
  });
  const discountCode = checkoutDiscountCode(cart.codes);
  const note = cart.codes?.note;
  return {
    lineItems,
    ...(discountCode ? { discountCodes: [discountCode] } : {}),
    ...(note ? { note } : {}),
    ...(options.email ? { email: options.email } : {}),
    customAttributes: [{ key: CHECKOUT_ATTRIBUTE, value: options.checkoutId }],
    reserveInventoryUntil: options.expiresAt.toISOString(),
    tags: ["boho-storefront"],
  };
}

type OrderWithAttributes = {
  note_attributes: { name: string; value: string }[];
  line_items: { title: string; quantity: number; properties: { name: string; value: string }[] }[];
};

/**
 * The checkout an order paid for, from the orders/create payload: our checkout id in its note attributes, the
 * studio pieces in its lines' properties. Null for an order that did not come from our draft-order checkout.
 */
export function checkoutSaleOf(order: OrderWithAttributes): { checkoutId: string; lines: SoldStudioLine[] } | null {
  const checkoutId = order.note_attributes.find((attribute) => attribute.name === CHECKOUT_ATTRIBUTE)?.value;
  if (!checkoutId) return null;
  const lines = order.line_items.flatMap((line) => {
    const variantId = line.properties.find((property) => property.name === STUDIO_PRODUCT_ATTRIBUTE)?.value;
    const productId = variantId ? databaseProductIdOf(variantId) : null;
    return productId && line.quantity > 0 ? [{ productId, quantity: line.quantity, title: line.title }] : [];
  });
  return { checkoutId, lines };
}
