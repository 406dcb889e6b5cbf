import { CartFormFields } from "../cart/CartFormFields";
import { Button } from "../ui/Button";
import { useCartFetcher } from "../cart/useCartFetcher";
import { useHydrated } from "../../hooks/useHydrated";
import type { LookPiece } from "../../lib/looks/look-page.server";

/**
 * "Add the look to cart": one real form posting every piece's variant id to the
 * cart's add-several intent. Without JavaScript it lands on /cart with a flash
 * toast; with it, the cart fetcher raises the toast and opens the drawer. Pieces
 * with sizes get a size select that starts on "Choose" and is required, so no
 * size is picked for the shopper (the cart refuses an unchosen piece too);
 * sold-out pieces are posted too, so the answer can say what was left out even
 * when stock changed since the page loaded.
 */
export function AddLookToCartForm({ lookTitle, pieces }: { lookTitle: string; pieces: LookPiece[] }) {
  const fetcher = useCartFetcher();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const addable = pieces.filter((piece) => piece.status === "available");
  const soldOut = pieces.filter((piece) => piece.status === "sold-out");
  if (addable.length === 0) {
    return (
      <p className="rounded-2xl bg-sand-100 px-4 py-3 text-ink-900">Every piece of this look is sold out right now.</p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className="flex flex-col gap-4"
      aria-label={`Add the look to cart: ${lookTitle}`}
      data-hydrated={hydrated ? "true" : undefined}
    >
      <CartFormFields intent="add-several" redirectTo="/cart" />
      <input type="hidden" name="setName" value={lookTitle} />
      {addable.map((piece) => {
        const available = piece.options.filter((option) => option.available);
        if (available.length === 1)
          return <input key={piece.productId} type="hidden" name="variantId" value={available[0].variantId} />;
        const id = `look-size-${piece.productId.replace(/\W+/g, "-")}`;
        return (
          <div key={piece.productId} className="flex flex-col text-sm">
            <label htmlFor={id} className="font-medium text-ink-900">{`Option for ${piece.title}`}</label>
            <select
              id={id}
              name="variantId"
              required
              defaultValue=""
              className="mt-1 rounded-full border border-sand-300 bg-white px-4 py-2 text-ink-900"
            >
              <option value="" disabled>
                Choose an option
              </option>
              {available.map((option) => (
                <option key={option.variantId} value={option.variantId}>
                  {option.title}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {soldOut.map((piece) => (
        <input key={piece.productId} type="hidden" name="variantId" value={piece.options[0].variantId} />
      ))}
      {soldOut.length > 0 ? (
        <p className="text-sm text-ink-700">{`Sold out, not added: ${soldOut.map((piece) => piece.title).join(", ")}.`}</p>
      ) : null}
      <Button type="submit" disabled={busy} size="lg" className="shadow-sm">
        {busy ? "Adding…" : "Add the look to cart"}
      </Button>
    </fetcher.Form>
  );
}
