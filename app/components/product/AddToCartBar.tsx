import { useEffect, useState, type RefObject } from "react";
import { AddToCartForm } from "../cart/AddToCartForm";
import { buttonClass } from "../ui/button-styles";
import { BACK_IN_STOCK_ANCHOR } from "./BackInStockForm";

type Props = {
  /** The main Add to Cart form: the bar shows once it has scrolled away above the screen */
  mainForm: RefObject<HTMLElement | null>;
  title: string;
  optionsLabel: string | null;
  /** Options still open: the bar asks for them ("Choose a size") instead of adding a size she did not pick */
  choose: { label: string; href: string; onChoose: () => void } | null;
  price: string;
  variantId: string | null;
  available: boolean;
  quantityAvailable: number | null;
  redirectTo: string;
};

/**
 * The compact add-to-cart bar of narrow screens, at the bottom while the main button is scrolled away.
 * JavaScript only: without it the main button is the one way to add, and a bar always on screen would
 * cover the page for nothing. The page keeps room for it (`html[data-add-to-cart-bar]` in tailwind.css).
 */
export function AddToCartBar({
  mainForm,
  title,
  optionsLabel,
  choose,
  price,
  variantId,
  available,
  quantityAvailable,
  redirectTo,
}: Props) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // A scroll listener, not an IntersectionObserver: a jump from below the button to past it
    // (End, an anchor) never crosses the screen, and an observer would not hear of it.
    let frame = 0;
    const update = () => {
      frame = 0;
      const target = mainForm.current;
      setShown(target ? target.getBoundingClientRect().bottom < 0 : false);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [mainForm]);

  useEffect(() => {
    if (shown) document.documentElement.setAttribute("data-add-to-cart-bar", "");
    else document.documentElement.removeAttribute("data-add-to-cart-bar");
    return () => {
      document.documentElement.removeAttribute("data-add-to-cart-bar");
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <aside
      aria-label="Add to cart bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-300 bg-sand-50/95 px-4 py-3 shadow-[0_-6px_20px_rgb(46_36_32/0.12)] backdrop-blur motion-safe:animate-[add-to-cart-bar-in_180ms_ease-out] md:hidden"
      data-testid="add-to-cart-bar"
    >
      <style>{"@keyframes add-to-cart-bar-in{from{transform:translateY(100%)}}"}</style>
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink-900">{title}</p>
          <p className="truncate text-sm text-ink-700">
            <span className="font-semibold text-ink-900 tabular-nums">{price}</span>
            {optionsLabel ? <span> · {optionsLabel}</span> : null}
          </p>
        </div>
        <div className="shrink-0">
          {choose ? (
            <a
              href={choose.href}
              onClick={(event) => {
                event.preventDefault();
                choose.onChoose();
              }}
              className={buttonClass({ variant: "primary", size: "sm" })}
            >
              {choose.label}
            </a>
          ) : variantId && !available ? (
            // A sold-out size: the alert form sits under the main button, so the bar leads there.
            <a href={`#${BACK_IN_STOCK_ANCHOR}`} className={buttonClass({ variant: "primary", size: "sm" })}>
              Email me when it's back
            </a>
          ) : (
            <AddToCartForm
              key={variantId}
              variantId={variantId}
              available={available}
              quantityAvailable={quantityAvailable}
              redirectTo={redirectTo}
              productTitle={title}
              size="bar"
            />
          )}
        </div>
      </div>
    </aside>
  );
}
