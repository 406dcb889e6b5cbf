import type { CartView } from "../../lib/cart/cart-view";
import type { FreeShippingSuggestion } from "../../lib/cart/free-shipping-suggestions";
import { formatMoney } from "../../lib/catalog/money";
import { ProductMiniRow } from "../product/ProductMiniRow";

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
          <li key={piece.handle}>
            <ProductMiniRow product={piece} redirectTo={redirectTo} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </section>
  );
}
