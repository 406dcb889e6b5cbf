import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { handOffToCheckout } from "../lib/cart/checkout-handoff.server";

// GET /cart/checkout: Secure Checkout's target (a new tab); records the hand-off, then redirects to the shop's cart.
export function loader({ request, context }: LoaderFunctionArgs) {
  return handOffToCheckout(request, context);
}
