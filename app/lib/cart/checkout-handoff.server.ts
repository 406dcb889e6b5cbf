// The checkout hand-off: Secure Checkout opens our route in a new tab, which
// records the hand-off and redirects to the shop's cart permalink. The lines
// come from the cart cookie, priced and checked against the shop here (never
// from anything posted), so the permalink holds what the cart page showed; it
// works without JavaScript and every hand-off is counted. The permalink
// carries the discount code the shop accepted (`discount`) and the gift note
// (`note`), as Shopify's cart permalinks take them.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { recordFunnelEventAfterResponse } from "../analytics/shop-funnel.server";
import { PERSONAL_CACHE_CONTROL } from "../security/personal-pages";
import { loadCartForPage } from "./cart.server";
import { withCheckoutCodes } from "./cart-codes";

export async function handOffToCheckout(request: Request, context: AppLoadContext): Promise<Response> {
  const { cart, unavailable } = await loadCartForPage(request, context);
  const headers = { "Cache-Control": PERSONAL_CACHE_CONTROL };
  // Nothing the shop can sell (an empty cart, or the shop unreachable): back to the cart, which says why.
  if (!cart.checkoutUrl || unavailable) return redirect("/cart", { status: 303, headers });
  recordFunnelEventAfterResponse(request, context, "checkout_handoff");
  return redirect(withCheckoutCodes(cart.checkoutUrl, cart.codes), { status: 303, headers });
}
