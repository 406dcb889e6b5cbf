import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { continueAgentCart } from "../lib/agents/cart-continue.server";

// GET /cart/continue/{cartId}: an agent's cart put in the browser, then on to the checkout hand-off (decision 077).
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  continueAgentCart(request, context, params.cartId);
