import { lazy, Suspense, useEffect, useState } from "react";
import { useCartUi } from "../../hooks/cart-ui-store";

const loadCartDrawer = () => import("./CartDrawer");
/** What leads to the drawer: every cart form posts to /cart, and the cart buttons link there. */
const CART_CONTROL = 'form[action="/cart"], a[href="/cart"]';
// If its code cannot load (offline before it was fetched), the cart page does the drawer's job.
const CartDrawer = lazy(() =>
  loadCartDrawer().then(
    (module) => ({ default: module.CartDrawer }),
    () => ({ default: OpenCartPage }),
  ),
);

function OpenCartPage(): JSX.Element | null {
  useEffect(() => window.location.assign("/cart"), []);
  return null;
}

/**
 * The cart drawer's code (with its summary, clear form and focus trap) loads
 * the first time the drawer opens, not with the page: most visits never open it.
 * Without JavaScript there is no drawer: the header button is a link to /cart.
 */
export function CartDrawerOnDemand() {
  const { drawerOpen } = useCartUi();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (drawerOpen) setWanted(true);
  }, [drawerOpen]);
  // Fetched once the shopper heads for the cart, so the first open is quick without every visit loading the
  // drawer (45 KiB with its code forms): pointing at, focusing or using any cart form or cart link. An add
  // fetches it beside its own request, so it is there when the answer opens the drawer.
  useEffect(() => {
    const events = ["pointerover", "focusin", "touchstart", "submit"] as const;
    const stop = () => events.forEach((type) => document.removeEventListener(type, onIntent, true));
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest(CART_CONTROL)) return;
      stop();
      void loadCartDrawer().catch(() => undefined);
    }
    events.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
    return stop;
  }, []);
  if (!wanted && !drawerOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
