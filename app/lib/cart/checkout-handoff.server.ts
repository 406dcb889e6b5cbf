// The checkout hand-off. The lines come from the cart cookie, priced and
// checked against the shop and the database here (never from anything posted).
// - A cart of Storefront products only: Secure Checkout is a link (GET) that
//   records the hand-off and redirects to the shop's cart permalink, with the
//   accepted discount code (`discount`) and the gift note (`note`).
// - A cart holding studio pieces: Secure Checkout is a form (POST) that holds
//   the pieces, makes a Shopify draft order (app/lib/checkout) and redirects to
//   its invoice. A piece sold out or switched off since it was added is taken
//   out first; when Shopify is down or refuses, the cart page says so and the
//   cart stays as it was.
// Both work without JavaScript and count the hand-off.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { recordFunnelEventAfterResponse } from "../analytics/shop-funnel.server";
import { isOverNetworkLimit } from "../auth/rate-limit.server";
import { getUser } from "../auth/session.server";
import { CHECKOUT_HOLD_MINUTES, handOffThroughDraftOrder } from "../checkout/draft-checkout.server";
import { readLastCheckoutId, serializeLastCheckoutId } from "../checkout/checkout-cookie.server";
import { redirectWithToast } from "../auth/flash.server";
import { readFormBody } from "../forms/form-body.server";
import { PERSONAL_CACHE_CONTROL } from "../security/personal-pages";
import { readCartLines, serializeCartLines } from "./cart-cookie.server";
import { databaseProductIdOf, removeCartLine, setCartLineQuantity } from "./cart-lines";
import { loadCartForPage } from "./cart.server";
import { withCheckoutCodes } from "./cart-codes";
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_LIMIT,
  handsOffThroughDraftOrder,
  studioLinesTakenOut,
  studioPieceGoneMessage,
} from "./checkout-handoff";

const headers = { "Cache-Control": PERSONAL_CACHE_CONTROL };

/** GET /cart/checkout: the Storefront-only cart's link; a cart holding studio pieces checks out by its form. */
export async function handOffToCheckout(request: Request, context: AppLoadContext): Promise<Response> {
  const { cart, unavailable } = await loadCartForPage(request, context);
  // Nothing the shop can sell (an empty cart, or the shop unreachable), or studio pieces: back to the cart.
  if (!cart.checkoutUrl || unavailable || handsOffThroughDraftOrder(cart))
    return redirect("/cart", { status: 303, headers });
  recordFunnelEventAfterResponse(request, context, "checkout_handoff");
  return redirect(withCheckoutCodes(cart.checkoutUrl, cart.codes), { status: 303, headers });
}

/** POST /cart/checkout: Secure Checkout's form. Answers a redirect: the invoice, the permalink, or the cart. */
export async function handOffCartByPost(request: Request, context: AppLoadContext): Promise<Response> {
  // Nothing posted is read: the cart is the cookie's, priced here. (The body is still drained and capped.)
  await readFormBody(request);
  const backToCart = (title: string, message?: string, init: { headers?: HeadersInit } = {}) =>
    redirectWithToast(request, context, "/cart", { title, message, tone: "error" }, { headers: init.headers });

  const { cart, unavailable } = await loadCartForPage(request, context);
  if (unavailable) return backToCart(unavailable);
  if (!handsOffThroughDraftOrder(cart)) {
    if (!cart.checkoutUrl) return redirect("/cart", { status: 303, headers });
    recordFunnelEventAfterResponse(request, context, "checkout_handoff");
    return redirect(withCheckoutCodes(cart.checkoutUrl, cart.codes), { status: 303, headers });
  }
  if (!context.config.adminApi.token) return backToCart(CHECKOUT_MESSAGES.notSetUp);

  const secrets = context.config.SESSION_SECRETS;
  const lines = await readCartLines(request, secrets);
  // Studio pieces sold out, switched off or fewer than asked for since they were added: the cart is put right
  // and shown again, so nobody pays for a cart other than the one they saw.
  const takenOut = studioLinesTakenOut(cart);
  if (takenOut.length > 0) {
    const next = takenOut.reduce(
      (kept, line) =>
        line.keep > 0 ? setCartLineQuantity(kept, line.variantId, line.keep) : removeCartLine(kept, line.variantId),
      lines,
    );
    return backToCart(CHECKOUT_MESSAGES.cartChanged, takenOut.map((line) => line.message).join(" "), {
      headers: { "Set-Cookie": await serializeCartLines(request, secrets, next) },
    });
  }
  if (await isOverNetworkLimit(request, context.db, "checkout", CHECKOUT_LIMIT))
    return backToCart(CHECKOUT_MESSAGES.tooMany);

  const user = await getUser(request, context);
  const handOff = await handOffThroughDraftOrder(context, {
    cart,
    email: user?.email ?? null,
    userId: user?.id ?? null,
    previousCheckoutId: await readLastCheckoutId(request, secrets),
  });
  switch (handOff.kind) {
    case "invoice": {
      recordFunnelEventAfterResponse(request, context, "checkout_handoff");
      const cookie = await serializeLastCheckoutId(request, secrets, handOff.checkoutId, CHECKOUT_HOLD_MINUTES * 60);
      return redirect(handOff.invoiceUrl, { status: 303, headers: { ...headers, "Set-Cookie": cookie } });
    }
    case "sold-out": {
      // Another shopper held or bought the last one a moment ago.
      const line = cart.lines.find((candidate) => databaseProductIdOf(candidate.variantId) === handOff.productId);
      const next = line ? removeCartLine(lines, line.variantId) : lines;
      return backToCart(CHECKOUT_MESSAGES.cartChanged, studioPieceGoneMessage(line?.variant?.productTitle), {
        headers: { "Set-Cookie": await serializeCartLines(request, secrets, next) },
      });
    }
    case "unavailable":
      return backToCart(CHECKOUT_MESSAGES.unavailable, CHECKOUT_MESSAGES.cartKept);
    case "refused":
      return backToCart(CHECKOUT_MESSAGES.refused, CHECKOUT_MESSAGES.cartKept);
  }
}
