import { Link } from "@remix-run/react";
import type { CartView } from "~/lib/cart/cart-view";
import type { FreeShippingSuggestion } from "~/lib/cart/free-shipping-suggestions";
import { formatMoney } from "~/lib/catalog/money";
import { buttonClass } from "~/components/ui/button-styles";
import { AddToCartForm } from "./AddToCartForm";

/**
 * Below the free-shipping line: pieces that each take the order over it. The
 * list came with the cart's page or drawer load; after a change made with
 * JavaScript it drops what is now in the cart, and goes once the line is reached.
 */
export function FreeShippingSuggestions({
  cart,
  suggestions,
  redirectTo,
  onNavigate,
}: {
  cart: CartView;
  suggestions: readonly FreeShippingSuggestion[];
  redirectTo: string;
  onNavigate?: () => void;
}) {
  const inCart = new Set(cart.lines.map((line) => line.variant?.productHandle));
  const shown = cart.freeShipping.qualifies ? [] : suggestions.filter((piece) => !inCart.has(piece.handle));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="free-shipping-suggestions" className="mt-6 rounded-2xl bg-sand-100/70 p-4">
      <h2 id="free-shipping-suggestions" className="font-serif text-lg text-ink-900">
        One more piece ships it free
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Add any of these and your order passes {formatMoney(cart.freeShipping.threshold)}.
      </p>
      <ul className="mt-3 space-y-3">
        {shown.map((piece) => (
          <li key={piece.handle} className="flex items-center gap-3">
            {piece.image ? (
              <img
                src={piece.image.url}
                alt=""
                width={56}
                height={70}
                loading="lazy"
                className="h-[70px] w-14 shrink-0 rounded-lg bg-sand-200 object-cover"
              />
            ) : (
              <span aria-hidden="true" className="h-[70px] w-14 shrink-0 rounded-lg bg-sand-200" />
            )}
            <div className="min-w-0 flex-1">
              <Link
                to={`/products/${piece.handle}`}
                onClick={onNavigate}
                className="line-clamp-2 text-sm font-medium text-ink-900 underline-offset-2 hover:underline"
              >
                {piece.title}
              </Link>
              <p className="text-sm text-ink-700 tabular-nums">{piece.displayPrice}</p>
            </div>
            <div className="w-28 shrink-0">
              {piece.addVariantId ? (
                <AddToCartForm
                  variantId={piece.addVariantId}
                  available
                  redirectTo={redirectTo}
                  productTitle={piece.title}
                  size="card"
                />
              ) : (
                <Link
                  to={`/products/${piece.handle}`}
                  onClick={onNavigate}
                  className={buttonClass({ variant: "outline", size: "sm", fullWidth: true })}
                >
                  Choose<span className="sr-only"> options for {piece.title}</span>
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
