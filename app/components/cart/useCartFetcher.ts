// A fetcher for the /cart action that, when JavaScript runs, turns the answer
// into the spec's toasts, refreshes the shared cart and opens the drawer on add.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { trackAddToCart } from "../../lib/analytics/commerce-events";
import { toastOfCartChange, type CartActionData } from "../../lib/cart/cart-view";
import { showToast } from "../../hooks/toast-store";
import { openCartDrawer, receiveCart } from "../../hooks/cart-ui-store";
import { isFormFailure } from "../../lib/platform/reply";

export function useCartFetcher(key?: string) {
  const fetcher = useFetcher<CartActionData>(key ? { key } : undefined);
  const handled = useRef<CartActionData | null>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (isFormFailure(result)) {
      // Refused: nothing changed, but the cart as it stands (a line may have sold out meanwhile) is shown.
      if (result.data) receiveCart(result.data.cart);
      showToast({ title: result.formError ?? "Something went wrong", tone: "error" });
      return;
    }
    receiveCart(result.cart);
    const toast = result.toast;
    const shown = toastOfCartChange(toast);
    if (shown) showToast(shown);
    if (toast?.kind === "added") {
      const line = result.cart.lines.find((item) => item.variantId === toast.variantId);
      if (line?.variant)
        trackAddToCart({
          id: line.variantId,
          name: line.variant.productTitle,
          variant: line.variant.title,
          price: Number(line.variant.price),
          quantity: toast.quantity,
        });
      openCartDrawer();
    }
    if (toast?.kind === "added-several") openCartDrawer();
    // Notices such as "Only 2 available" ride along with adds and updates.
    if (result.message && toast?.kind !== "removed" && toast?.kind !== "cleared")
      showToast({ title: result.message, tone: "info" });
  }, [fetcher.state, fetcher.data]);

  return fetcher;
}
