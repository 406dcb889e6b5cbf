// A cart's discount code, gift card and gift note (client-safe): the forms'
// rules, and what the shop answered about them, as the cart shows it.
import { z } from "zod";
import { formText } from "../forms/parse-submission";

/** Shopify's codes are at most 255 characters; ours are short words, and a longer paste is no code. */
export const DISCOUNT_CODE_MAX_CHARS = 40;
export const GIFT_CARD_CODE_MAX_CHARS = 30;
/** A gift message fits on a card. */
export const GIFT_NOTE_MAX_CHARS = 500;

/** What the cart keeps beside its lines (in a signed cookie of its own). */
export type CartCodes = { discountCode: string | null; giftCardCode: string | null; note: string | null };
export const NO_CART_CODES: CartCodes = { discountCode: null, giftCardCode: null, note: null };

export const CART_CODE_INTENTS = [
  "apply-discount",
  "remove-discount",
  "apply-gift-card",
  "remove-gift-card",
  "save-note",
] as const;
export type CartCodeIntent = (typeof CART_CODE_INTENTS)[number];

export function isCartCodeIntent(value: unknown): value is CartCodeIntent {
  return typeof value === "string" && (CART_CODE_INTENTS as readonly string[]).includes(value);
}

/** Spaces inside a code are typing slips; Shopify's codes ignore case, so the code is kept as typed otherwise. */
const codeField = (empty: string, max: number, tooLong: string) =>
  formText()
    .transform((value) => value.trim().replace(/\s+/g, ""))
    .pipe(z.string().min(1, empty).max(max, tooLong));

export const DiscountCodeFormSchema = z.object({
  discountCode: codeField(
    "Enter a discount code.",
    DISCOUNT_CODE_MAX_CHARS,
    `A discount code is at most ${DISCOUNT_CODE_MAX_CHARS} characters.`,
  ),
});

export const GiftCardFormSchema = z.object({
  giftCardCode: codeField(
    "Enter a gift card code.",
    GIFT_CARD_CODE_MAX_CHARS,
    `A gift card code is at most ${GIFT_CARD_CODE_MAX_CHARS} characters.`,
  ),
});

export const GiftNoteFormSchema = z.object({
  note: formText()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(GIFT_NOTE_MAX_CHARS, `Keep your gift message to ${GIFT_NOTE_MAX_CHARS} characters or fewer.`)),
});

/** The shop's word on the cart's codes: every amount is the Storefront's, none is computed in the browser. */
export type CartCodesView = {
  discount: {
    code: string;
    applicable: boolean;
    /** What the code takes off the order ("0.00" when it does not apply) */
    saving: string;
  } | null;
  giftCard: {
    code: string;
    applied: boolean;
    lastCharacters: string | null;
    /** What the card would pay of this order, and what it holds */
    amountUsed: string;
    balance: string;
  } | null;
  note: string | null;
  /** The shop's subtotal before the code, and its estimated total after it (taxes and shipping at checkout) */
  subtotal: string | null;
  estimatedTotal: string | null;
  /** The estimated total less what the gift card covers */
  leftToPay: string | null;
  /** Set when the shop could not be asked: the codes are kept and checked again next time */
  unavailable: boolean;
};

/** The shop refused a discount code: why, in a shopper's words, from the Storefront's warning code. */
export function discountRefusalMessage(code: string, warning: string | null): string {
  switch (warning) {
    case "DISCOUNT_NOT_FOUND":
      return `Enter a valid discount code: we couldn't find "${code}".`;
    case "DISCOUNT_CURRENTLY_INACTIVE":
      return `The discount code "${code}" has expired or isn't active yet.`;
    case "DISCOUNT_PURCHASE_NOT_IN_RANGE":
    case "DISCOUNT_QUANTITY_NOT_IN_RANGE":
      return `Your cart doesn't reach the minimum order for "${code}" yet.`;
    case "DISCOUNT_USAGE_LIMIT_REACHED":
    case "DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED":
      return `The discount code "${code}" has already been used as often as it can be.`;
    default:
      return `The discount code "${code}" can't be used with the items in your cart.`;
  }
}

export const GIFT_CARD_REFUSED = "Enter a valid gift card code: we couldn't find that card, or it has no balance left.";
export const CODES_NEED_SHOP_ITEMS = "Add something to your cart before entering a code.";
export const CODE_CHECK_UNAVAILABLE = "We couldn't check your code right now. Please try again in a moment.";
export const CODE_CHECKS_LIMITED = "Too many code attempts in a short time. Please wait a few minutes and try again.";

/**
 * The cart permalink with the kept discount code (when the shop accepted it, or could not be asked: checkout
 * checks it again) and the gift note. Gift cards have no permalink parameter: they are entered at checkout.
 */
export function withCheckoutCodes(permalink: string, codes: CartCodesView | null): string {
  if (!codes) return permalink;
  const url = new URL(permalink);
  const discountCode = checkoutDiscountCode(codes);
  if (discountCode) url.searchParams.set("discount", discountCode);
  if (codes.note) url.searchParams.set("note", codes.note);
  return url.toString();
}

/** The discount code a checkout carries (permalink or draft order): one the shop accepted, or could not be asked about. */
export function checkoutDiscountCode(codes: CartCodesView | null): string | null {
  const discount = codes?.discount;
  return discount && (discount.applicable || codes.unavailable) ? discount.code : null;
}
