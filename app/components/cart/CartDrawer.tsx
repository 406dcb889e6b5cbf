import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { CartView } from "~/lib/cart/cart-view";
import { closeCartDrawer, receiveCart, useCartUi } from "~/hooks/cart-ui-store";
import { CartLineItem } from "./CartLineItem";
import { CartSummary } from "./CartSummary";
import { ClearCartForm } from "./ClearCartForm";
import { useDialogFocus } from "./useDialogFocus";
import { useCartFetcher } from "./useCartFetcher";

const CLEAR_CART_FETCHER = "clear-cart:drawer";

/** The slide-in cart (JavaScript only; without it the header button is a link to /cart). */
export function CartDrawer() {
  const { drawerOpen, cart } = useCartUi();
  const loader = useFetcher<{ cart: CartView }>({ key: "cart-drawer" });
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, drawerOpen, closeCartDrawer);
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

  if (!drawerOpen) return null;
  return (
    <div className="fixed inset-0 z-50">
      <style>{"@keyframes cart-fade-in{from{opacity:0}}@keyframes cart-slide-in{from{transform:translateX(100%)}}"}</style>
      <div className="absolute inset-0 bg-scrim/50 motion-safe:animate-[cart-fade-in_150ms_ease-out]" onClick={closeCartDrawer} aria-hidden="true" />
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title" tabIndex={-1} className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-sand-50 shadow-2xl motion-safe:animate-[cart-slide-in_200ms_ease-out]">
        <header className="flex items-center justify-between border-b border-sand-200 px-5 py-4">
          <h2 id="cart-drawer-title" className="text-2xl text-ink-900">Your cart{cart && cart.totalQuantity > 0 ? ` (${cart.totalQuantity})` : ""}</h2>
          <button type="button" onClick={closeCartDrawer} data-autofocus className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-900 hover:bg-sand-100" aria-label="Close cart">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2"><path d="M6 6l12 12M18 6 6 18" /></svg>
          </button>
        </header>
        <div className="flex-1 overflow-y-auto px-5">
          {!cart ? (
            <p className="py-10 text-center text-ink-700" role="status">Loading your cart…</p>
          ) : cart.lines.length === 0 ? (
            <div className="py-16 text-center">
              <p className="text-lg text-ink-700">Your cart is empty.</p>
              <a href="/products" onClick={closeCartDrawer} className="mt-6 inline-block rounded-full bg-clay-600 px-6 py-3 font-medium text-sand-50 hover:bg-clay-700">Browse Products</a>
            </div>
          ) : (
            <>
              <ul className="divide-y divide-sand-200">
                {cart.lines.map((line) => <li key={line.variantId}><CartLineItem line={line} redirectTo="/cart" compact /></li>)}
              </ul>
              <div className="mt-2 flex justify-end border-t border-sand-200 pb-4 pt-3"><ClearCartForm redirectTo="/cart" fetcherKey={CLEAR_CART_FETCHER} itemCount={cart.totalQuantity} /></div>
            </>
          )}
        </div>
        {cart && cart.lines.length > 0 ? <div className="border-t border-sand-200 p-4"><CartSummary cart={cart} onContinueShopping={closeCartDrawer} /></div> : null}
      </div>
    </div>
  );
}
