// What a stored cart's lines may be (the cookie, an agent's cart token). Apart from cart-lines.ts, whose rules the
// browser's cart drawer runs too: a schema at a module's top level is kept by the bundler, and zod with it.
import { z } from "zod";
import { isCartVariantId, MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-lines";

export const CartLinesSchema = z
  .array(
    z.object({
      variantId: z.string().refine(isCartVariantId),
      quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    }),
  )
  .max(MAX_CART_LINES);
