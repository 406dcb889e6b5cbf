// Browser-side cart state shared by the header button, the add-to-cart forms,
// the drawer and the toasts: the latest cart the server answered, whether the
// drawer is open, and the toasts to show. A tiny store read with useBrowserStore.
import { createBrowserStore, useBrowserStore } from "./useBrowserStore";
import { CART_STORAGE_KEY, toStoredCartItems, type CartView } from "../lib/cart/cart-view";
import { logger } from "../lib/platform/logger";

type CartUiState = { drawerOpen: boolean; cart: CartView | null };

const cartUiStore = createBrowserStore<CartUiState>({ drawerOpen: false, cart: null });

function update(patch: Partial<CartUiState>) {
  cartUiStore.set({ ...cartUiStore.getSnapshot(), ...patch });
}

export function useCartUi(): CartUiState {
  return useBrowserStore(cartUiStore);
}

export function openCartDrawer() {
  update({ drawerOpen: true });
}

export function closeCartDrawer() {
  update({ drawerOpen: false });
}

/** Keeps the newest cart and mirrors it to local storage in the spec's cart-item shape. */
export function receiveCart(cart: CartView) {
  update({ cart });
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(toStoredCartItems(cart)));
  } catch (error) {
    logger.warn("Could not save the cart to local storage", { error });
  }
}
