// The /cart action: one change per post (intent add | update | remove | clear).
// With JavaScript the fetcher gets the new cart as data; without it, a
// successful change goes back where the shopper was (POST-redirect-GET) with
// the same toast as a flash, and a notice such as "Only 2 available" rides in it.
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "../auth/flash.server";
import { wantsJson } from "../forms/reply.server";
import { safeRedirectPath } from "../platform/safe-redirect";
import { readCartLines, serializeCartLines } from "./cart-cookie.server";
import { CART_CHANGE_INTENTS, parseCartForm } from "./cart-form";
import { applyCartChange, CART_UNAVAILABLE_MESSAGE, loadCart } from "./cart.server";
import { StorefrontError } from "../catalog/storefront-errors";
import { logger } from "../platform/logger";
import { recordFunnelEventAfterResponse } from "../analytics/shop-funnel.server";
import { toastOfCartChange, type CartChangeFailure, type CartChangeReply, type CartView } from "./cart-view";
import { readFormBody, replyFailure } from "../forms/form-body.server";
import { readIntent } from "../forms/parse-submission";
import { formFailure } from "../platform/reply";
import { isCartCodeIntent, NO_CART_CODES } from "./cart-codes";
import { serializeCartCodes } from "./cart-codes-cookie.server";
import { handleCartCodeAction } from "./cart-code-action.server";
import { withCartCodes } from "./cart-codes.server";
import { CHOICE_ASKED_PARAM, QUANTITY_PARAM } from "../product/variant-selection";

/** The page she came from, told that an add asked for a choice, with the quantity she typed. */
function withChoiceAsked(redirectTo: string, quantity: number): string {
  const url = new URL(redirectTo, "http://shop.invalid");
  url.searchParams.set(CHOICE_ASKED_PARAM, "1");
  if (quantity > 1) url.searchParams.set(QUANTITY_PARAM, String(quantity));
  else url.searchParams.delete(QUANTITY_PARAM);
  return `${url.pathname}${url.search}`;
}

export async function handleCartAction(request: Request, context: AppLoadContext) {
  const formData = await readFormBody(request);
  const redirectTo = safeRedirectPath(formData.get("redirectTo"), "/cart");
  const intent = formData.get("intent");
  if (isCartCodeIntent(intent)) return handleCartCodeAction(request, context, formData, intent, redirectTo);
  try {
    return await changeCart(request, context, formData, redirectTo);
  } catch (error) {
    if (!(error instanceof StorefrontError)) throw error;
    // The shop cannot price the cart: nothing changes (the cookie stays), and the shopper reads the spec's message.
    logger.error("Cart change failed: the shop is unavailable", { error: error.message });
    const headers = { "Cache-Control": "no-store", "Retry-After": "10" };
    if (!wantsJson(formData))
      throw await redirectWithToast(
        request,
        context,
        redirectTo,
        { title: CART_UNAVAILABLE_MESSAGE, tone: "error" },
        { headers },
      );
    return replyFailure(cartChangeFailure(formData, CART_UNAVAILABLE_MESSAGE, null), 503, headers);
  }
}

/** A refused change: its reason over the cart (the forms have no field to mark), and the cart as it stands. */
function cartChangeFailure(formData: FormData, message: string | null, cart: CartView | null): CartChangeFailure {
  return formFailure({
    intent: readIntent(formData, CART_CHANGE_INTENTS),
    formError: message,
    data: cart ? { cart } : null,
  });
}

async function changeCart(request: Request, context: AppLoadContext, formData: FormData, redirectTo: string) {
  const secrets = context.config.SESSION_SECRETS;
  const parsed = parseCartForm(formData);
  if (!parsed.ok)
    return replyFailure(cartChangeFailure(formData, parsed.message, await loadCart(request, context)), 400);
  const lines = await readCartLines(request, secrets);
  const result = await applyCartChange(context, lines, parsed.form);
  const ok = result.status < 400;
  if (ok && (parsed.form.intent === "add" || parsed.form.intent === "add-several"))
    recordFunnelEventAfterResponse(request, context, "add_to_cart");
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (result.missingOptions && !wantsJson(formData) && parsed.form.intent === "add")
    // Without JavaScript: back to the product page, which says what to choose and keeps her quantity.
    throw await redirectWithToast(
      request,
      context,
      withChoiceAsked(redirectTo, parsed.form.quantity),
      { title: result.message ?? "Choose a product option first.", tone: "error" },
      { headers },
    );
  if (ok) headers.set("Set-Cookie", await serializeCartLines(request, secrets, result.lines));
  // A cleared cart starts afresh: its discount code, gift card and gift message go with the lines.
  if (ok && parsed.form.intent === "clear")
    headers.append("Set-Cookie", await serializeCartCodes(request, secrets, NO_CART_CODES));
  if (ok && !wantsJson(formData)) {
    // A notice ("Only 2 available") rides in the flash toast, never in the URL: a link must not put words on our page.
    const changeToast = toastOfCartChange(result.toast);
    const toast =
      changeToast && result.message
        ? { ...changeToast, message: result.message }
        : (changeToast ?? (result.message ? { title: result.message, tone: "info" as const } : null));
    const to = redirectTo;
    // Thrown, so the action's return type stays the fetcher's data (Remix follows a thrown redirect the same way).
    if (toast) throw await redirectWithToast(request, context, to, toast, { headers });
    throw redirect(to, { status: 303, headers });
  }
  // The kept codes are checked again: a changed cart may save more, less, or no longer reach a code's minimum.
  const cart = parsed.form.intent === "clear" ? result.cart : await withCartCodes(request, context, result.cart);
  if (!ok) return replyFailure(cartChangeFailure(formData, result.message, cart), result.status, headers);
  const reply: CartChangeReply = { ok: true, message: result.message, toast: result.toast, cart };
  return data(reply, { status: result.status, headers });
}
