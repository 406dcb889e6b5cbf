import { formatMoney } from "../../lib/catalog/money";
import type { CartView } from "../../lib/cart/cart-view";

/** Read-only order lines for the checkout review. */
export function CheckoutLineList({ cart }: { cart: CartView }) {
  return (
    <ul className="divide-y divide-sand-200 rounded-2xl bg-white/70 px-4 ring-1 ring-sand-200">
      {cart.lines.map((line) => (
        <li key={line.variantId} className="flex items-center gap-4 py-4">
          <div className="h-16 w-14 shrink-0 overflow-hidden rounded-lg bg-sand-100">
            {line.variant?.image ? (
              <img src={line.variant.image.url} alt="" className="h-full w-full object-cover" />
            ) : null}
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-ink-900">{line.variant?.productTitle ?? "Unavailable item"}</p>
            <p className="text-sm text-ink-500">
              {line.variant?.title !== "Default" ? line.variant?.title : null} · Qty {line.quantity}
              {line.status === "sold-out" || line.status === "off-sale" || line.status === "vanished"
                ? " · not available"
                : ""}
            </p>
          </div>
          <p className="font-semibold tabular-nums">{formatMoney(line.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
