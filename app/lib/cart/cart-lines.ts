// The cart's pure rules: lines are only
// {variantId, quantity}; adding an existing variant raises its quantity,
// quantity 0 or below removes the line, the checkout hand-off is a permalink.
export type CartLine = { variantId: string; quantity: number };

/** Sanity bounds so a cookie (4 KB) always fits and nobody orders 10^9 of anything. */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

const STOREFRONT_VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,20})$/;
const DATABASE_VARIANT_ID = /^db_variant_([A-Za-z0-9-]{1,64})$/;

export function isStorefrontVariantId(id: string): boolean {
  return STOREFRONT_VARIANT_GID.test(id);
}

/** The database product id behind `db_variant_<id>`, or null. */
export function databaseProductIdOf(variantId: string): string | null {
  return DATABASE_VARIANT_ID.exec(variantId)?.[1] ?? null;
}

export function isCartVariantId(id: string): boolean {
  return isStorefrontVariantId(id) || databaseProductIdOf(id) !== null;
}

/** "gid://shopify/ProductVariant/4100001" -> "4100001" (the cart permalink wants the number). */
export function numericVariantIdOf(gid: string): string | null {
  return STOREFRONT_VARIANT_GID.exec(gid)?.[1] ?? null;
}

/** Adds to an existing line or appends one; the result is capped at `max` when given. */
export function addCartLine(
  lines: readonly CartLine[],
  variantId: string,
  quantity: number,
  max: number | null = null,
): CartLine[] {
  const cap = (n: number) => Math.min(n, MAX_LINE_QUANTITY, max ?? Number.POSITIVE_INFINITY);
  const existing = lines.find((line) => line.variantId === variantId);
  if (existing)
    return lines
      .map((line) => (line === existing ? { variantId, quantity: cap(line.quantity + quantity) } : line))
      .filter((line) => line.quantity > 0);
  const next = cap(quantity);
  return next > 0 && lines.length < MAX_CART_LINES ? [...lines, { variantId, quantity: next }] : [...lines];
}

/** Sets a line's quantity; 0 or below removes it. */
export function setCartLineQuantity(
  lines: readonly CartLine[],
  variantId: string,
  quantity: number,
  max: number | null = null,
): CartLine[] {
  if (quantity <= 0) return removeCartLine(lines, variantId);
  const capped = Math.min(quantity, MAX_LINE_QUANTITY, max ?? Number.POSITIVE_INFINITY);
  if (capped <= 0) return removeCartLine(lines, variantId);
  return lines.map((line) => (line.variantId === variantId ? { variantId, quantity: capped } : line));
}

export function removeCartLine(lines: readonly CartLine[], variantId: string): CartLine[] {
  return lines.filter((line) => line.variantId !== variantId);
}

export function cartQuantity(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Prices are fixed to 2 decimals. */
export function toPriceString(amount: number | string): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  return (Number.isFinite(value) ? Math.round((value + Number.EPSILON) * 100) / 100 : 0).toFixed(2);
}

type PricedLine = { quantity: number; price: string; compareAtPrice: string | null; originalPrice?: string | null };

/** Total is the sum of price times quantity, in cents to avoid float drift. */
export function cartTotal(lines: readonly PricedLine[]): string {
  const cents = lines.reduce((sum, line) => sum + Math.round(Number(line.price) * 100) * line.quantity, 0);
  return (cents / 100).toFixed(2);
}

/** Savings from compare-at (or original) prices above the price. */
export function cartSavings(lines: readonly PricedLine[]): string {
  const cents = lines.reduce((sum, line) => {
    const reference = Math.max(Number(line.compareAtPrice ?? 0), Number(line.originalPrice ?? 0));
    const saving = Math.round(reference * 100) - Math.round(Number(line.price) * 100);
    return sum + (saving > 0 ? saving * line.quantity : 0);
  }, 0);
  return (cents / 100).toFixed(2);
}

export type FreeShippingProgress = { threshold: number; remaining: string; percent: number; qualifies: boolean };

/** `threshold` is the site setting ($150), read on the server. */
export function freeShippingProgress(total: string | number, threshold: number): FreeShippingProgress {
  const value = Number(total);
  const remaining = Math.max(0, threshold - value);
  return {
    threshold,
    remaining: remaining.toFixed(2),
    percent: threshold > 0 ? Math.min(100, Math.floor((value / threshold) * 100)) : 100,
    qualifies: value >= threshold,
  };
}

/**
 * The shop's cart permalink: {shop}/cart/{variantNumber}:{quantity},...
 * Lines that are not shop variants are left out; null when nothing is left.
 */
export function toCartPermalink(shopOrigin: string, lines: readonly CartLine[]): string | null {
  const items = lines.flatMap((line) => {
    const numeric = numericVariantIdOf(line.variantId);
    return numeric && line.quantity > 0 ? [`${numeric}:${line.quantity}`] : [];
  });
  if (items.length === 0) return null;
  return `${shopOrigin.replace(/\/+$/, "")}/cart/${items.join(",")}`;
}
