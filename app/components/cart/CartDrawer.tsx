import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../ui/button-styles";
import { Drawer } from "../ui/Dialog";
import type { CartView } from "../../lib/cart/cart-view";
import type { FreeShippingSuggestion } from "../../lib/cart/free-shipping-suggestions";
import { FreeShippingSuggestions } from "./FreeShippingSuggestions";
import { CartCodeForms } from "./CartCodeForms";
import { closeCartDrawer, receiveCart, useCartUi } from "../../hooks/cart-ui-store";
import { CartLineItem } from "./CartLineItem";
import { CartSummary } from "./CartSummary";
import { ClearCartForm } from "./ClearCartForm";
import { useCartFetcher } from "./useCartFetcher";

const CLEAR_CART_FETCHER = "clear-cart:drawer";

/** The slide-in cart (JavaScript only; without it the header button is a link to /cart). */
export function CartDrawer() {
  const { drawerOpen, cart } = useCartUi();
  const loader = useFetcher<{ cart: CartView; suggestions: FreeShippingSuggestion[] }>({ key: "cart-drawer" });
  useCartFetcher(CLEAR_CART_FETCHER);

  // Refresh on every open: a plain form (another page's add-to-cart) may have changed the cart meanwhile.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (drawerOpen && !wasOpen.current) loader.load("/cart");
    wasOpen.current = drawerOpen;
  }, [drawerOpen, loader]);
  useEffect(() => {
    if (loader.data?.cart) receiveCart(loader.data.cart);
  }, [loader.data]);

  return (
    <Drawer
      open={drawerOpen}
      onClose={closeCartDrawer}
      title={`Your cart${cart && cart.totalQuantity > 0 ? ` (${cart.totalQuantity})` : ""}`}
      titleId="cart-drawer-title"
      closeLabel="Close cart"
      footer={cart && cart.lines.length > 0 ? <CartSummary cart={cart} onContinueShopping={closeCartDrawer} /> : null}
    >
      {!cart ? (
        <p className="py-10 text-center text-ink-700" role="status">
          Loading your cart…
        </p>
      ) : cart.lines.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg text-ink-700">Your cart is empty.</p>
          <a href="/products" onClick={closeCartDrawer} className={buttonClass({ size: "lg", className: "mt-6" })}>
            Browse Products
          </a>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-sand-200">
            {cart.lines.map((line) => (
              <li key={line.variantId}>
                <CartLineItem line={line} redirectTo="/cart" compact />
              </li>
            ))}
          </ul>
          <div className="mt-2 flex justify-end border-t border-sand-200 pt-3 pb-4">
            <ClearCartForm redirectTo="/cart" fetcherKey={CLEAR_CART_FETCHER} itemCount={cart.totalQuantity} />
          </div>
          <CartCodeForms cart={cart} place="drawer" redirectTo="/cart" />
          <FreeShippingSuggestions
            cart={cart}
            suggestions={loader.data?.suggestions ?? []}
            redirectTo="/cart"
            onNavigate={closeCartDrawer}
          />
        </>
      )}
    </Drawer>
  );
}
