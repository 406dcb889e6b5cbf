import { dismissCartToast, useCartUi } from "~/lib/cart/cart-ui-store";

/** The cart's toasts ("Added to cart", "Removed from cart", "Cart cleared"), announced politely. */
export function CartToasts() {
  const { toasts, drawerOpen } = useCartUi();
  return (
    <div aria-live="polite" className={`pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 px-4 ${drawerOpen ? "top-20 md:bottom-4 md:top-auto md:right-[28rem]" : "bottom-4"}`}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl px-4 py-3 shadow-lg ring-1 ${toast.tone === "error" ? "bg-rose-300 text-ink-900 ring-rose-500" : "bg-ink-900 text-sand-50 ring-ink-700"}`} data-testid="cart-toast">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
          </div>
          <button type="button" onClick={() => dismissCartToast(toast.id)} className="text-sm underline-offset-2 hover:underline" aria-label="Dismiss notification">✕</button>
        </div>
      ))}
    </div>
  );
}
