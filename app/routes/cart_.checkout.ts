import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { handOffCartByPost, handOffToCheckout } from "../lib/cart/checkout-handoff.server";

// GET /cart/checkout: Secure Checkout's link (a new tab) for a cart of Storefront products: records the
// hand-off, then redirects to the shop's cart permalink.
export function loader({ request, context }: LoaderFunctionArgs) {
  return handOffToCheckout(request, context);
}

// POST /cart/checkout: Secure Checkout's form for a cart holding studio pieces: a draft order, then its invoice.
export function action({ request, context }: ActionFunctionArgs) {
  return handOffCartByPost(request, context);
}
