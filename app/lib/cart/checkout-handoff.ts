// Client-safe: where the Secure Checkout link points. The route records the
// hand-off and redirects to the shop's cart permalink (checkout-handoff.server.ts).
export const CHECKOUT_HANDOFF_PATH = "/cart/checkout";
