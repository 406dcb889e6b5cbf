// A fetcher for the /cart action that, when JavaScript runs, turns the answer
// into the spec's toasts, refreshes the shared cart and opens the drawer on add.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { trackAddToCart } from "~/lib/analytics/commerce-events";
import type { CartActionData } from "~/lib/cart/cart-view";
import { openCartDrawer, receiveCart, showCartToast } from "~/lib/cart/cart-ui-store";

export function useCartFetcher(key?: string) {
  const fetcher = useFetcher<CartActionData>(key ? { key } : undefined);
  const handled = useRef<CartActionData | null>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.cart) receiveCart(result.cart);
    if (!result.ok) {
      showCartToast(result.message ?? "Something went wrong", null, "error");
      return;
    }
    const toast = result.toast;
    if (toast?.kind === "added") {
      showCartToast("Added to cart", `${toast.quantity} × ${toast.title}`);
      const line = result.cart.lines.find((item) => item.variantId === toast.variantId);
      if (line?.variant) trackAddToCart({ id: line.variantId, name: line.variant.productTitle, variant: line.variant.title, price: Number(line.variant.price), quantity: toast.quantity });
      openCartDrawer();
    } else if (toast?.kind === "removed") showCartToast("Removed from cart", toast.title);
    else if (toast?.kind === "cleared") showCartToast("Cart cleared");
    // Notices such as "Only 2 available" ride along with adds and updates.
    if (result.message && toast?.kind !== "removed" && toast?.kind !== "cleared") showCartToast(result.message, null, "info");
  }, [fetcher.state, fetcher.data]);

  return fetcher;
}
