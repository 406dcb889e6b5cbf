// The demo shop's carts: `cartCreate` with lines, discount codes, gift card
// codes and a note, answered in the shapes of the real Storefront schema
// (discountCodes { code applicable }, discountAllocations, appliedGiftCards,
// cost, warnings, userErrors). Carts are priced and answered, never stored:
// the app only asks what a cart would cost.
import type { DemoCatalog, DemoMoney, DemoVariant } from "./catalog";

type DemoDiscount = {
  code: string;
  value: { kind: "percentage"; percentage: number } | { kind: "fixed"; cents: number };
  /** The subtotal a cart must reach, in cents */
  minimumSubtotalCents?: number;
  /** Ended: Shopify answers applicable false with DISCOUNT_CURRENTLY_INACTIVE */
  expired?: boolean;
};

/** The demo codes, listed in the README's local-development section. */
export const DEMO_DISCOUNTS: readonly DemoDiscount[] = [
  { code: "BOHO10", value: { kind: "percentage", percentage: 10 } },
  { code: "SUNNY15", value: { kind: "fixed", cents: 1500 } },
  { code: "FREESPIRIT20", value: { kind: "percentage", percentage: 20 }, minimumSubtotalCents: 20_000 },
  { code: "SUMMER2024", value: { kind: "percentage", percentage: 25 }, expired: true },
];

/** Demo gift cards and their balances, in cents. */
export const DEMO_GIFT_CARDS: ReadonlyMap<string, number> = new Map([
  ["BOHOGIFT50", 5000],
  ["BOHOGIFT100", 10_000],
  ["BOHOGIFTSPENT", 0],
]);

/** Shopify compares codes without regard to case; gift card codes also without spaces or dashes. */
const discountKey = (code: string) => code.trim().toUpperCase();
const giftCardKey = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

export type CartCreateInput = {
  lines?: { merchandiseId: string; quantity?: number | null }[] | null;
  discountCodes?: string[] | null;
  giftCardCodes?: string[] | null;
  note?: string | null;
};

type UserError = { code: string; field: string[]; message: string };
type Warning = { code: string; message: string; target: string };

const MAX_LINES = 250;
const MAX_NOTE_CHARS = 5000;

const money = (cents: number): DemoMoney => ({
  amount: (cents / 100).toFixed(2),
  currencyCode: "USD",
});
const centsOf = (price: DemoMoney) => Math.round(Number(price.amount) * 100);

let cartSequence = 0;

export function createDemoCart(catalog: DemoCatalog, origin: string, input: CartCreateInput) {
  const userErrors: UserError[] = [];
  const warnings: Warning[] = [];
  const inputLines = input.lines ?? [];
  if (inputLines.length > MAX_LINES)
    userErrors.push({ code: "CART_TOO_LARGE", field: ["input", "lines"], message: "The cart is too large." });
  if ((input.note ?? "").length > MAX_NOTE_CHARS)
    userErrors.push({ code: "NOTE_TOO_LONG", field: ["input", "note"], message: "The note is too long." });
  const lines: { variant: DemoVariant; quantity: number }[] = [];
  inputLines.forEach((line, index) => {
    const variant = catalog.variantById.get(line.merchandiseId);
    const quantity = line.quantity ?? 1;
    if (!variant)
      userErrors.push({
        code: "INVALID_MERCHANDISE_LINE",
        field: ["input", "lines", String(index), "merchandiseId"],
        message: "The merchandise with id " + line.merchandiseId + " does not exist.",
      });
    else if (quantity < 1)
      userErrors.push({
        code: "INVALID",
        field: ["input", "lines", String(index), "quantity"],
        message: "The quantity must be at least 1.",
      });
    else lines.push({ variant, quantity });
  });
  if (userErrors.length > 0) return { cart: null, userErrors, warnings };

  const id = `gid://shopify/Cart/demo${Date.now().toString(36)}${(++cartSequence).toString(36)}`;
  const subtotalCents = lines.reduce((sum, line) => sum + centsOf(line.variant.price) * line.quantity, 0);

  // One code discount at a time, as the shop's codes do not combine: the first applicable one counts.
  let discountCents = 0;
  const discountAllocations: unknown[] = [];
  const discountCodes = (input.discountCodes ?? []).map((entered) => {
    const outcome = evaluateDiscount(entered, subtotalCents);
    if (!outcome.applicable || discountAllocations.length > 0) {
      const [code, message] = outcome.applicable
        ? ["DISCOUNT_NOT_HONOURED", `The discount code ${entered} cannot be combined.`]
        : [outcome.warning, outcome.message];
      warnings.push({ code, message, target: id });
      return { code: entered, applicable: false };
    }
    const { value } = outcome.discount;
    discountCents = outcome.cents;
    discountAllocations.push({
      __typename: "CartCodeDiscountAllocation",
      code: entered,
      discountedAmount: money(discountCents),
      targetType: "LINE_ITEM",
      discountApplication: {
        allocationMethod: "ACROSS",
        targetSelection: "ALL",
        targetType: "LINE_ITEM",
        value:
          value.kind === "percentage"
            ? { __typename: "PricingPercentageValue", percentage: value.percentage }
            : { __typename: "MoneyV2", ...money(value.cents) },
      },
    });
    return { code: entered, applicable: true };
  });
  const totalCents = subtotalCents - discountCents;

  // Gift cards pay for the order: they do not lower its total, they use up to their balance of it.
  let leftToPayCents = totalCents;
  const appliedGiftCards = (input.giftCardCodes ?? []).flatMap((entered) => {
    const key = giftCardKey(entered);
    const balance = DEMO_GIFT_CARDS.get(key);
    if (balance === undefined || balance <= 0) {
      userErrors.push({
        code: "INVALID",
        field: ["input", "giftCardCodes"],
        message: "Gift card code is invalid",
      });
      return [];
    }
    const used = Math.min(balance, leftToPayCents);
    leftToPayCents -= used;
    return [
      {
        id: `gid://shopify/AppliedGiftCard/${[...key].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) % 1e9}`,
        lastCharacters: key.slice(-4),
        amountUsed: money(used),
        amountUsedV2: money(used),
        presentmentAmountUsed: money(used),
        balance: money(balance),
        balanceV2: money(balance),
      },
    ];
  });

  const now = new Date().toISOString();
  const cartLines = lines.map(({ variant, quantity }, index) => ({
    id: `gid://shopify/CartLine/${index + 1}?cart=${id.slice(id.lastIndexOf("/") + 1)}`,
    quantity,
    merchandise: variant,
    attributes: [],
    discountAllocations: [],
    cost: {
      amountPerQuantity: variant.price,
      compareAtAmountPerQuantity: variant.compareAtPrice,
      subtotalAmount: money(centsOf(variant.price) * quantity),
      totalAmount: money(centsOf(variant.price) * quantity),
    },
  }));
  const cart = {
    id,
    createdAt: now,
    updatedAt: now,
    checkoutUrl: `${origin}/cart/c/${id.slice(id.lastIndexOf("/") + 1)}`,
    note: input.note ?? null,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    discountCodes,
    discountAllocations,
    appliedGiftCards,
    attributes: [],
    cost: {
      subtotalAmount: money(subtotalCents),
      subtotalAmountEstimated: false,
      totalAmount: money(totalCents),
      totalAmountEstimated: true,
      checkoutChargeAmount: money(leftToPayCents),
      totalTaxAmount: null,
      totalTaxAmountEstimated: true,
      totalDutyAmount: null,
      totalDutyAmountEstimated: true,
    },
    lines: {
      nodes: cartLines,
      edges: cartLines.map((node) => ({ node, cursor: node.id })),
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    },
  };
  return { cart, userErrors, warnings };
}

type DiscountOutcome =
  { applicable: true; discount: DemoDiscount; cents: number } | { applicable: false; warning: string; message: string };

/** Whether a code applies to a cart of `subtotalCents`, and what it takes off (never more than the subtotal). */
export function evaluateDiscount(entered: string, subtotalCents: number): DiscountOutcome {
  const discount = DEMO_DISCOUNTS.find((candidate) => candidate.code === discountKey(entered));
  if (!discount)
    return {
      applicable: false,
      warning: "DISCOUNT_NOT_FOUND",
      message: `The discount code ${entered} could not be found.`,
    };
  if (discount.expired)
    return {
      applicable: false,
      warning: "DISCOUNT_CURRENTLY_INACTIVE",
      message: `The discount code ${entered} is not currently active.`,
    };
  if (discount.minimumSubtotalCents && subtotalCents < discount.minimumSubtotalCents)
    return {
      applicable: false,
      warning: "DISCOUNT_PURCHASE_NOT_IN_RANGE",
      message: `The cart does not meet the minimum purchase for ${entered}.`,
    };
  if (subtotalCents <= 0)
    return {
      applicable: false,
      warning: "DISCOUNT_NO_ENTITLED_LINE_ITEMS",
      message: `The discount code ${entered} has nothing to apply to.`,
    };
  const { value } = discount;
  const cents =
    value.kind === "percentage"
      ? Math.round((subtotalCents * value.percentage) / 100)
      : Math.min(value.cents, subtotalCents);
  return { applicable: true, discount, cents };
}

/** What the hosted cart page makes of a permalink's `discount`: the code, and what it takes off `subtotalCents`. */
export function discountOnPermalink(
  code: string,
  subtotalCents: number,
): { code: string; applicable: boolean; discountCents: number } {
  const outcome = evaluateDiscount(code, subtotalCents);
  return { code, applicable: outcome.applicable, discountCents: outcome.applicable ? outcome.cents : 0 };
}
