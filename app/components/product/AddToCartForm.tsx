import { CartFormFields } from "~/components/cart/CartFormFields";
import { useCartFetcher } from "~/components/cart/useCartFetcher";

type Props = { variantId: string | null; available: boolean; quantityAvailable: number | null; redirectTo: string; showQuantity?: boolean };

/** Posts intent=add to /cart: a real form without JavaScript, a fetcher with it. */
export function AddToCartForm({ variantId, available, quantityAvailable, redirectTo, showQuantity = true }: Props) {
  const fetcher = useCartFetcher();
  const busy = fetcher.state !== "idle";
  const max = quantityAvailable === null ? 99 : Math.max(1, Math.min(99, quantityAvailable));
  if (!variantId || !available) {
    return <button type="button" disabled className="w-full cursor-not-allowed rounded-full bg-sand-200 px-6 py-3.5 font-semibold text-ink-700">Out of Stock</button>;
  }
  return (
    <fetcher.Form method="post" action="/cart" className="flex items-end gap-3">
      <CartFormFields intent="add" variantId={variantId} redirectTo={redirectTo} />
      {showQuantity ? (
        <label className="flex flex-col text-sm font-medium text-ink-700">
          Quantity
          <input type="number" name="quantity" defaultValue={1} min={1} max={max} inputMode="numeric" className="mt-1 w-20 rounded-full border border-sand-300 bg-white px-4 py-3 text-center text-ink-900" />
        </label>
      ) : <input type="hidden" name="quantity" value="1" />}
      <button type="submit" disabled={busy} className="flex-1 rounded-full bg-clay-600 px-6 py-3.5 font-semibold text-sand-50 shadow-sm hover:bg-clay-700 disabled:opacity-70">
        {busy ? "Adding…" : "Add to Cart"}
      </button>
    </fetcher.Form>
  );
}
