import { useEffect, useState } from "react";
import { Icon } from "../ui/Icon";

const SHOW_AFTER_PX = 400;

/** Floating back-to-top button once the page has scrolled (the footer keeps a plain #top link for no-JS). */
export function BackToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
      className="fixed right-5 bottom-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-ink-900 text-sand-50 shadow-lg hover:bg-clay-700 max-md:[[data-add-to-cart-bar]_&]:bottom-24"
      aria-label="Back to top"
    >
      <Icon name="chevron-up" className="h-5 w-5" />
    </button>
  );
}
