// Asks the shop about the cart's codes: a throwaway `cartCreate` with the
// shop lines the cart page shows, the discount code and the gift card code.
// Which code applies, what it saves, what a gift card covers and the estimated
// total all come from that answer, never from anything the browser sent.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { StorefrontError } from "../catalog/storefront-errors";
import { logger } from "../platform/logger";
import { toPriceString } from "./cart-lines";
import { readCartCodes } from "./cart-codes-cookie.server";
import { CART_CODES_MUTATION, type CartCodesAnswer } from "./cart-codes-documents";
import type { CartCodes, CartCodesView } from "./cart-codes";
import type { CartView } from "./cart-view";

/** Shop lines the checkout would carry: what can be sold, at the quantity the cart shows. */
function shopLinesOf(cart: CartView): { merchandiseId: string; quantity: number }[] {
  return cart.lines.flatMap((line) =>
    line.variant?.source === "shopify" && (line.status === "available" || line.status === "reduced")
      ? [{ merchandiseId: line.variantId, quantity: line.quantity }]
      : [],
  );
}

/** The studio lines the checkout carries beside the shop's, in cents. */
function studioSubtotalCents(cart: CartView): number {
  return cart.lines.reduce(
    (sum, line) =>
      line.variant?.source === "database" && (line.status === "available" || line.status === "reduced")
        ? sum + Math.round(Number(line.lineTotal) * 100)
        : sum,
    0,
  );
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
const giftCardKey = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

export type CartCodesPricing = { view: CartCodesView; discountWarning: string | null };

/**
 * The shop's answer for `codes` on `cart`, or null when the cart keeps no code and no note. Throws
 * StorefrontError when the shop cannot answer (callers decide: a page still renders, a check says so).
 */
export async function priceCartCodes(
  context: AppLoadContext,
  cart: CartView,
  codes: CartCodes,
): Promise<CartCodesPricing | null> {
  const { discountCode, giftCardCode, note } = codes;
  if (!discountCode && !giftCardCode && !note) return null;
  const empty: CartCodesView = {
    discount: discountCode ? { code: discountCode, applicable: false, saving: "0.00" } : null,
    giftCard: giftCardCode
      ? { code: giftCardCode, applied: false, lastCharacters: null, amountUsed: "0.00", balance: "0.00" }
      : null,
    note,
    subtotal: null,
    estimatedTotal: null,
    leftToPay: null,
    unavailable: false,
  };
  const lines = shopLinesOf(cart);
  if ((!discountCode && !giftCardCode) || lines.length === 0) return { view: empty, discountWarning: null };

  const answer = await context.storefront.query<CartCodesAnswer>(CART_CODES_MUTATION, {
    variables: {
      input: {
        lines,
        discountCodes: discountCode ? [discountCode] : [],
        giftCardCodes: giftCardCode ? [giftCardCode] : [],
      },
    },
  });
  const created = answer.cartCreate;
  const shopCart = created?.cart;
  if (!shopCart) {
    const problem = created?.userErrors.map((error) => error.message).join("; ") || "no cart in the answer";
    throw new StorefrontError(`cartCreate refused the cart: ${problem}`, "graphql");
  }
  const applied = discountCode
    ? shopCart.discountCodes.find((entry) => sameCode(entry.code, discountCode) && entry.applicable)
    : undefined;
  const savingCents = shopCart.discountAllocations
    .filter((allocation) => !allocation.code || (discountCode && sameCode(allocation.code, discountCode)))
    .reduce((sum, allocation) => sum + Math.round(Number(allocation.discountedAmount.amount) * 100), 0);
  const card = giftCardCode
    ? shopCart.appliedGiftCards.find((entry) => giftCardKey(giftCardCode).endsWith(entry.lastCharacters.toUpperCase()))
    : undefined;
  // Studio pieces check out in the same draft order (decision 064): the shop's figures cover its own lines only,
  // so their price is added to the subtotal and the estimate (a code's saving on them shows at the invoice).
  const studioCents = studioSubtotalCents(cart);
  const total = ((Math.round(Number(shopCart.cost.totalAmount.amount) * 100) + studioCents) / 100).toFixed(2);
  const usedCents = card ? Math.round(Number(card.amountUsed.amount) * 100) : 0;
  const discountWarning =
    discountCode && !applied
      ? (created.warnings.find((warning) => warning.code.startsWith("DISCOUNT_"))?.code ?? null)
      : null;
  return {
    discountWarning,
    view: {
      ...empty,
      discount: discountCode
        ? {
            code: discountCode,
            applicable: Boolean(applied),
            saving: applied ? (savingCents / 100).toFixed(2) : "0.00",
          }
        : null,
      giftCard: giftCardCode
        ? {
            code: giftCardCode,
            applied: Boolean(card),
            lastCharacters: card?.lastCharacters ?? null,
            amountUsed: card ? toPriceString(card.amountUsed.amount) : "0.00",
            balance: card ? toPriceString(card.balance.amount) : "0.00",
          }
        : null,
      subtotal: ((Math.round(Number(shopCart.cost.subtotalAmount.amount) * 100) + studioCents) / 100).toFixed(2),
      estimatedTotal: total,
      leftToPay: (Math.max(0, Math.round(Number(total) * 100) - usedCents) / 100).toFixed(2),
    },
  };
}

/**
 * The cart as shown, with the shop's word on its kept codes. When the shop cannot be asked the codes stay kept
 * and the cart says they will be checked again; the page never fails for them.
 */
export async function withCartCodes(request: Request, context: AppLoadContext, cart: CartView): Promise<CartView> {
  const codes = await readCartCodes(request, context.config.SESSION_SECRETS);
  return withTheseCartCodes(context, cart, codes);
}

export async function withTheseCartCodes(context: AppLoadContext, cart: CartView, codes: CartCodes): Promise<CartView> {
  try {
    const priced = await priceCartCodes(context, cart, codes);
    return { ...cart, codes: priced?.view ?? null };
  } catch (error) {
    if (!(error instanceof StorefrontError)) throw error;
    logger.error("The cart's codes could not be checked", { error: error.message });
    return {
      ...cart,
      codes: {
        discount: codes.discountCode ? { code: codes.discountCode, applicable: false, saving: "0.00" } : null,
        giftCard: codes.giftCardCode
          ? { code: codes.giftCardCode, applied: false, lastCharacters: null, amountUsed: "0.00", balance: "0.00" }
          : null,
        note: codes.note,
        subtotal: null,
        estimatedTotal: null,
        leftToPay: null,
        unavailable: true,
      },
    };
  }
}
