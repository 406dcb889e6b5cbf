import type { MouseEvent } from "react";
import { openCartDrawer } from "../../hooks/cart-ui-store";
import { Icon } from "../ui/Icon";

/** Header cart control. Without JavaScript it is a link to the /cart page; with it, it opens the drawer. */
export function CartButton({ count, className = "" }: { count: number; className?: string }) {
  // The root loader revalidates after every cart action, so `count` is always current.
  const shown = count;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openCartDrawer();
  };
  return (
    <a
      href="/cart"
      onClick={open}
      className={`relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-900 hover:bg-sand-100 ${className}`}
      aria-label={`Cart, ${shown} item${shown === 1 ? "" : "s"}`}
    >
      <Icon name="bag" className="h-6 w-6 stroke-[1.7]" />
      {shown > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-clay-600 px-1 text-center text-xs leading-5 font-semibold text-sand-50"
          data-testid="cart-count"
        >
          {shown}
        </span>
      ) : null}
    </a>
  );
}
