// The cart action's code intents: apply or remove a discount code or a gift
// card, save the gift note. A code is checked with the shop before it is kept;
// a refused one is not kept, and the form gets it back with the reason. Without
// JavaScript a success goes back to the cart (POST-redirect-GET, a flash
// toast); with it, the fetcher gets the cart with the shop's figures.
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { countAttempt, isLoopback, isOverNetworkLimit } from "../auth/rate-limit.server";
import { StorefrontError } from "../catalog/storefront-errors";
import { formatMoney } from "../catalog/money";
import { formRefusal } from "../forms/form-refusal";
import { parseSubmission } from "../forms/parse-submission";
import { replyFailure } from "../forms/form-body.server";
import type { FormFailure } from "../platform/reply";
import { redirectWithToast } from "../auth/flash.server";
import { logger } from "../platform/logger";
import { wantsJson } from "../forms/reply.server";
import type { Toast } from "../platform/toast";
import { CLIENT_ADDRESS_HEADER } from "../security/network-key";
import { logSecurityEvent, requestFacts } from "../security/events.server";
import {
  CODE_CHECK_UNAVAILABLE,
  CODE_CHECKS_LIMITED,
  CODES_NEED_SHOP_ITEMS,
  DiscountCodeFormSchema,
  discountRefusalMessage,
  GIFT_CARD_REFUSED,
  GiftCardFormSchema,
  GiftNoteFormSchema,
  type CartCodeIntent,
  type CartCodes,
} from "./cart-codes";
import { readCartCodes, serializeCartCodes } from "./cart-codes-cookie.server";
import { priceCartCodes, withTheseCartCodes } from "./cart-codes.server";
import { loadCartWithoutCodes } from "./cart.server";
import type { CartView } from "./cart-view";

/** Code checks per client network: enough for a shopper's typos, not for guessing codes. */
export const CART_CODE_CHECK_LIMIT = { attempts: 20, windowMs: 600_000 } as const;
/**
 * Gift card checks from every network together: a gift card is money, and a guesser with many networks gets
 * 20 a network; the whole shop gets this many, far above a boutique's gift cards in ten minutes.
 */
export const GIFT_CARD_CHECK_CEILING = { attempts: 200, windowMs: 600_000 } as const;
const GIFT_CARD_CEILING_KEY = "cart-code:gift-cards:all";

/**
 * A refusal under its field; with no field (the shop could not be asked) it is the form's error, and the cart
 * page shows it over the cart too. No toast: the form says it.
 */
function refuse(
  intent: CartCodeIntent,
  field: string | null,
  message: string,
  values: Record<string, string>,
  status: number,
) {
  const failure: FormFailure<string, CartCodeIntent, null> = {
    ...formRefusal({ intent, field, message, values }),
    intent,
    toast: null,
  };
  return replyFailure(failure, status, { "Cache-Control": "no-store" });
}

/**
 * Counts a check against the client's network, and a gift card's also against the shop-wide ceiling (logged
 * once when it is reached); local requests (no client address) are not limited.
 */
export async function isOverCheckLimit(request: Request, context: AppLoadContext, giftCard = false): Promise<boolean> {
  if (await isOverNetworkLimit(request, context.db, "cart-code", CART_CODE_CHECK_LIMIT)) return true;
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (!giftCard || !address || isLoopback(address)) return false;
  const shop = await countAttempt(
    context.db,
    GIFT_CARD_CEILING_KEY,
    GIFT_CARD_CHECK_CEILING.attempts,
    GIFT_CARD_CHECK_CEILING.windowMs,
  );
  if (shop.attempts === GIFT_CARD_CHECK_CEILING.attempts + 1)
    await logSecurityEvent(context.db, {
      type: "rate_limit_exceeded",
      severity: "high",
      details: { limit: "gift card checks, whole shop", attempts: shop.attempts },
      facts: requestFacts(request),
    });
  return !shop.allowed;
}

const FIELD_OF_INTENT: Record<CartCodeIntent, string> = {
  "apply-discount": "discountCode",
  "remove-discount": "discountCode",
  "apply-gift-card": "giftCardCode",
  "remove-gift-card": "giftCardCode",
  "save-note": "note",
};

/** One code intent; when the shop cannot be asked nothing changes (the cookie stays) and the form says so. */
export async function handleCartCodeAction(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  intent: CartCodeIntent,
  redirectTo: string,
) {
  try {
    return await changeCartCodes(request, context, formData, intent, redirectTo);
  } catch (error) {
    if (!(error instanceof StorefrontError)) throw error;
    logger.error("A cart code could not be checked", { error: error.message });
    const field = FIELD_OF_INTENT[intent];
    const typed = String(formData.get(field) ?? "").slice(0, 1000);
    return refuse(intent, null, CODE_CHECK_UNAVAILABLE, { [field]: typed }, 503);
  }
}

async function changeCartCodes(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  intent: CartCodeIntent,
  redirectTo: string,
) {
  const secrets = context.config.SESSION_SECRETS;
  const codes = await readCartCodes(request, secrets);

  const keep = async (next: CartCodes, toast: Toast, cart: CartView | null) => {
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.set("Set-Cookie", await serializeCartCodes(request, secrets, next));
    // Thrown, so the action's return type stays the fetcher's data (Remix follows a thrown redirect the same way).
    if (!wantsJson(formData)) throw await redirectWithToast(request, context, redirectTo, toast, { headers });
    const shown = cart ?? (await withTheseCartCodes(context, await loadCartWithoutCodes(request, context), next));
    return data(
      { ok: true as const, intent, message: toast.message ?? toast.title, toast: null, cart: shown },
      { headers },
    );
  };

  if (intent === "remove-discount")
    return keep({ ...codes, discountCode: null }, { title: "Discount code removed", tone: "success" }, null);
  if (intent === "remove-gift-card")
    return keep({ ...codes, giftCardCode: null }, { title: "Gift card removed", tone: "success" }, null);
  if (intent === "save-note") {
    const parsed = parseSubmission(formData, GiftNoteFormSchema, { intent });
    if (!parsed.ok) {
      const message = parsed.failure.fieldErrors.note?.[0] ?? "Check your gift message.";
      return refuse(intent, "note", message, { note: String(parsed.failure.values.note ?? "") }, 400);
    }
    const note = parsed.value.note || null;
    return keep(
      { ...codes, note },
      { title: note ? "Gift message saved" : "Gift message removed", tone: "success" },
      null,
    );
  }

  const isDiscount = intent === "apply-discount";
  const field = isDiscount ? "discountCode" : "giftCardCode";
  const parsed = isDiscount
    ? parseSubmission(formData, DiscountCodeFormSchema, { intent })
    : parseSubmission(formData, GiftCardFormSchema, { intent });
  const typed = String(formData.get(field) ?? "").slice(0, 200);
  if (!parsed.ok) {
    const message = parsed.failure.fieldErrors[field]?.[0] ?? "Enter a code.";
    return refuse(intent, field, message, { [field]: typed }, 400);
  }
  const code = "discountCode" in parsed.value ? parsed.value.discountCode : parsed.value.giftCardCode;
  if (await isOverCheckLimit(request, context, !isDiscount))
    return refuse(intent, field, CODE_CHECKS_LIMITED, { [field]: code }, 429);

  const cart = await loadCartWithoutCodes(request, context);
  const candidate: CartCodes = isDiscount ? { ...codes, discountCode: code } : { ...codes, giftCardCode: code };
  const priced = await priceCartCodes(context, cart, candidate);
  const view = priced?.view;
  if (!view || view.subtotal === null) return refuse(intent, field, CODES_NEED_SHOP_ITEMS, { [field]: code }, 409);

  if (isDiscount) {
    if (!view.discount?.applicable)
      return refuse(
        intent,
        field,
        discountRefusalMessage(code, priced?.discountWarning ?? null),
        { [field]: code },
        422,
      );
    return keep(
      candidate,
      {
        title: "Discount applied",
        message: `${code} saves you ${formatMoney(view.discount.saving)}.`,
        tone: "success",
      },
      { ...cart, codes: view },
    );
  }
  if (!view.giftCard?.applied) return refuse(intent, field, GIFT_CARD_REFUSED, { [field]: code }, 422);
  return keep(
    candidate,
    {
      title: "Gift card added",
      message: `Gift card ending ${view.giftCard.lastCharacters} has ${formatMoney(view.giftCard.balance)} to spend.`,
      tone: "success",
    },
    { ...cart, codes: view },
  );
}
