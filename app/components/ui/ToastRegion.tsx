import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useCartUi } from "../../hooks/cart-ui-store";
import type { Toast } from "../../lib/platform/toast";
import { useHydrated } from "../../hooks/useHydrated";
import {
  dismissToast,
  releaseToastHeldForNavigation,
  showToast,
  useToasts,
  type ShownToast,
} from "../../hooks/toast-store";

/**
 * The one toast region. Without JavaScript the session's flash is rendered
 * as part of the page; once hydrated it joins the client store, which hides
 * toasts after 4 s and lets fetchers raise new ones (3
 * visible, 14 px gap, 356 px wide). While the cart drawer is open the region
 * moves off the drawer so it never covers the first cart line.
 */
export function ToastRegion({ flash }: { flash: Toast | null }) {
  const hydrated = useHydrated();
  const toasts = useToasts();
  const { drawerOpen } = useCartUi();
  // A flash is shown once: after hydration it is handed to the store (and hidden by its timer).
  const [handedOver, setHandedOver] = useState<Toast | null>(null);
  useEffect(() => {
    if (hydrated && flash && flash !== handedOver) {
      showToast(flash);
      setHandedOver(flash);
    }
  }, [hydrated, flash, handedOver]);

  const navigationIdle = useNavigation().state === "idle";
  const locationKey = useLocation().key;
  useEffect(() => {
    releaseToastHeldForNavigation(locationKey, navigationIdle);
  }, [locationKey, navigationIdle]);

  const shown: ShownToast[] = hydrated ? toasts : flash ? [{ ...flash, id: 0 }] : [];
  // The drawer opens from the right and lists its first line at the top: toasts go bottom-left meanwhile.
  const placement = drawerOpen ? "sm:left-6 sm:right-auto sm:items-start" : "sm:left-auto sm:right-6 sm:items-end";
  // Below 640 px the drawer fills the screen, so no corner is free: news the open drawer already shows
  // ("Added to cart") is announced but not drawn over its Checkout button; errors stay drawn.
  const hiddenOverDrawer = (toast: ShownToast) => (drawerOpen && toast.tone !== "error" ? "max-sm:sr-only" : "");
  return (
    <div
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-4 bottom-4 z-[70] flex flex-col items-center gap-[14px] ${placement}`}
    >
      {shown.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === "error" ? "alert" : "status"}
          data-testid="toast"
          className={`${hiddenOverDrawer(toast)} pointer-events-auto flex w-full max-w-[356px] items-start gap-3 rounded-2xl border-l-4 bg-white p-4 text-ink-900 shadow-lg ring-1 ring-sand-200 sm:w-[356px] ${toast.tone === "error" ? "border-rose-500" : toast.tone === "info" ? "border-clay-500" : "border-sage-500"}`}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.message ? <p className="mt-1 text-sm text-ink-700">{toast.message}</p> : null}
          </div>
          {hydrated ? (
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              className="rounded-full px-2 text-lg leading-none text-ink-700 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-clay-600"
              aria-label="Dismiss notification"
            >
              ×
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
