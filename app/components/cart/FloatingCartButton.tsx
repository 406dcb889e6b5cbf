import { useEffect, useState } from "react";
import { CartButton } from "./CartButton";

/**
 * The floating cart button with its badge, shown once the page is scrolled more than one viewport height.
 * Its own labelled landmark (it floats outside the header, main and footer), so nothing on the page sits
 * outside a landmark.
 */
export function FloatingCartButton({ count }: { count: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <aside
      aria-label="Cart shortcut"
      className="fixed right-4 bottom-20 z-40 rounded-full bg-sand-50 shadow-lg ring-1 ring-sand-300 max-md:[[data-add-to-cart-bar]_&]:bottom-40"
      data-testid="floating-cart"
    >
      <CartButton count={count} className="h-12 w-12" />
    </aside>
  );
}
