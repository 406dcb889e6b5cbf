import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from "react";
import { loadQuickView } from "../../lib/product/quick-view-cache";
import { Icon } from "../ui/Icon";

const loadModal = () => import("./QuickViewModal");
const QuickViewModal = lazy(loadModal);

/**
 * The card's quick-view control. Without JavaScript a plain link to the product
 * page; with it, a lazily loaded modal, preloaded on the first hover or touch.
 */
const APPEARANCE = {
  overlay:
    "inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-sm font-medium text-ink-900 shadow ring-1 ring-sand-300 hover:bg-sand-100",
  /** Over a listing card's image (the class and the icon's sprite are the grid's) */
  card: "card-quick",
  choose: "card-choose",
} as const;

/** `choose`: the card's Add control for a product with options to pick, opening quick view to pick them. */
export function QuickViewButton({
  handle,
  title,
  appearance = "overlay",
}: {
  handle: string;
  title: string;
  appearance?: keyof typeof APPEARANCE;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const preloaded = useRef(false);
  const preload = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    void loadModal();
    loadQuickView(handle).catch(() => undefined);
  }, [handle]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    preload();
    setMounted(true);
    setOpen(true);
  };
  return (
    <>
      <a
        href={`/products/${handle}`}
        onClick={onClick}
        onMouseEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        aria-label={appearance === "choose" ? `Choose options: ${title}` : `Quick view: ${title}`}
        className={APPEARANCE[appearance]}
      >
        {appearance === "choose" ? (
          "Choose options"
        ) : appearance === "card" ? (
          // The grid's CSS draws the eye (`.card-quick::before`).
          "Quick view"
        ) : (
          <>
            <Icon name="eye" className="h-4 w-4 stroke-[1.8]" />
            Quick view
          </>
        )}
      </a>
      {mounted ? (
        <Suspense fallback={null}>
          <QuickViewModal
            handle={handle}
            title={title}
            open={open}
            onClose={() => setOpen(false)}
            onClosed={() => setMounted(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
