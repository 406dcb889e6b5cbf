import { lazy, Suspense, useEffect, useState } from "react";
import { useCartUi } from "~/hooks/cart-ui-store";

const loadCartDrawer = () => import("./CartDrawer");
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
  // Fetched once the page is idle, so the first open is instant.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2_000));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadCartDrawer().catch(() => undefined));
    return () => cancelIdle(handle);
  }, []);
  if (!wanted && !drawerOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
