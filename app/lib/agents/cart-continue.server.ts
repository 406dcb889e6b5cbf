// /cart/continue/{cartId}: the checkout link an agent's cart answers with. Opened in the shopper's browser, it
// puts that cart in the browser's cart (its lines and discount code, replacing what was there, as a shop's cart
// permalink does) and goes on to /cart/checkout: the same hand-off as the cart page's Secure Checkout, whatever
// that hand-off does with the lines it finds (the shop's cart permalink today).
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { CHECKOUT_HANDOFF_PATH } from "../cart/checkout-handoff";
import { NO_CART_CODES } from "../cart/cart-codes";
import { serializeCartCodes } from "../cart/cart-codes-cookie.server";
import { serializeCartLines } from "../cart/cart-cookie.server";
import { redirectWithToast } from "../auth/flash.server";
import { PERSONAL_CACHE_CONTROL } from "../security/personal-pages";
import { agentCartOf } from "./agent-cart";

export const BROKEN_CART_LINK = "That cart link is broken. Ask your assistant for a new one, or build the cart here.";

export async function continueAgentCart(
  request: Request,
  context: AppLoadContext,
  cartId: string | undefined,
): Promise<Response> {
  const cart = cartId ? agentCartOf(cartId) : null;
  if (!cart) return redirectWithToast(request, context, "/cart", { title: BROKEN_CART_LINK, tone: "error" });
  const secrets = context.config.SESSION_SECRETS;
  const headers = new Headers({ "Cache-Control": PERSONAL_CACHE_CONTROL });
  headers.append("Set-Cookie", await serializeCartLines(request, secrets, cart.lines));
  headers.append(
    "Set-Cookie",
    await serializeCartCodes(request, secrets, { ...NO_CART_CODES, discountCode: cart.discountCode }),
  );
  return redirect(CHECKOUT_HANDOFF_PATH, { status: 303, headers });
}
