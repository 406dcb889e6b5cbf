// Browser-side cart state shared by the header button, the add-to-cart forms,
// the drawer and the toasts: the latest cart the server answered, whether the
// drawer is open, and the toasts to show. A tiny store read with useSyncExternalStore.
import { useSyncExternalStore } from "react";
import { CART_STORAGE_KEY, toStoredCartItems, type CartView } from "./cart-view";

export type CartToastMessage = { id: number; title: string; description: string | null; tone: "success" | "info" | "error" };

type CartUiState = { drawerOpen: boolean; cart: CartView | null; toasts: CartToastMessage[] };

let state: CartUiState = { drawerOpen: false, cart: null, toasts: [] };
const listeners = new Set<() => void>();
let nextToastId = 1;

function update(patch: Partial<CartUiState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: CartUiState = { drawerOpen: false, cart: null, toasts: [] };

export function useCartUi(): CartUiState {
  return useSyncExternalStore(subscribe, () => state, () => serverState);
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
    console.warn("Could not save the cart to local storage", error);
  }
}

export function showCartToast(title: string, description: string | null = null, tone: CartToastMessage["tone"] = "success") {
  const toast = { id: nextToastId++, title, description, tone };
  update({ toasts: [...state.toasts, toast].slice(-3) });
  setTimeout(() => dismissCartToast(toast.id), 4000);
}

export function dismissCartToast(id: number) {
  update({ toasts: state.toasts.filter((toast) => toast.id !== id) });
}
