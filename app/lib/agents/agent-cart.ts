// An agent's cart travels in its id: the MCP server keeps nothing between calls (every POST stands alone), so
// the id carries the cart's lines (variant id and quantity, as the cart cookie holds them) and its discount
// code, nothing else. Nothing in it is trusted: every call looks the variants up in the shop again, prices
// them there and asks the shop about the code, exactly as the cart page does with the cookie's lines.
import { z } from "zod";
import type { CartLine } from "../cart/cart-lines";
import { CartLinesSchema } from "../cart/cart-lines-schema";
import { DISCOUNT_CODE_MAX_CHARS } from "../cart/cart-codes";

export type AgentCart = { lines: CartLine[]; discountCode: string | null };

/** Names the format, so a later one can be told apart. */
const CART_ID_PREFIX = "cart_v1_";

const EncodedCartSchema = z.strictObject({
  l: z.array(z.tuple([z.string(), z.number()])),
  d: z.string().min(1).max(DISCOUNT_CODE_MAX_CHARS).optional(),
});

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function cartIdOf(cart: AgentCart): string {
  const encoded = {
    l: cart.lines.map((line) => [line.variantId, line.quantity]),
    ...(cart.discountCode ? { d: cart.discountCode } : {}),
  };
  return `${CART_ID_PREFIX}${toBase64Url(JSON.stringify(encoded))}`;
}

/** The cart an id carries, or null for anything this shop did not write (the cookie's own rules apply to its lines). */
export function agentCartOf(id: string): AgentCart | null {
  if (!id.startsWith(CART_ID_PREFIX)) return null;
  const text = fromBase64Url(id.slice(CART_ID_PREFIX.length));
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const encoded = EncodedCartSchema.safeParse(value);
  if (!encoded.success) return null;
  const lines = CartLinesSchema.safeParse(encoded.data.l.map(([variantId, quantity]) => ({ variantId, quantity })));
  if (!lines.success || new Set(lines.data.map((line) => line.variantId)).size !== lines.data.length) return null;
  return { lines: lines.data, discountCode: encoded.data.d ?? null };
}
