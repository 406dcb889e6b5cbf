import { CartFormFields } from "../cart/CartFormFields";
import { useCartFetcher } from "../cart/useCartFetcher";
import { StatusButton } from "../forms/StatusButton";
import { MAX_ADD_SEVERAL } from "../../lib/cart/cart-form-fields";
import type { SharedWishlistProduct } from "../../lib/wishlist/shared-wishlist";

/**
 * "Add all to cart": one real form posting the one variant of every available
 * product that has nothing to choose to the cart's add-several intent. A piece
 * with sizes or colours is never added for the shopper: the form says it is left
 * out, and its card says to choose on its page. Without JavaScript it lands on
 * /cart with a flash toast; with it, the cart fetcher raises the toast, updates
 * the count and opens the drawer. The cart checks stock again when it adds.
 */
export function AddAllToCartForm({ listName, products }: { listName: string; products: SharedWishlistProduct[] }) {
  const fetcher = useCartFetcher();
  const available = products.filter((product) => product.variantId !== null);
  const added = available.slice(0, MAX_ADD_SEVERAL);
  const toChoose = products.filter((product) => product.needsChoice);
  const soldOut = products.filter((product) => product.variantId === null && !product.needsChoice);
  const chooseNote =
    toChoose.length > 0
      ? `Not added, choose a size or colour on its page: ${toChoose.map((product) => product.title).join(", ")}.`
      : null;
  if (available.length === 0) {
    if (products.length === 0) return null;
    return (
      <p className="rounded-2xl bg-sand-100 px-4 py-3 text-ink-900" data-testid="add-all-note">
        {toChoose.length > 0
          ? "Every piece here has a size or colour to choose: choose yours on each piece's page."
          : "Everything on this list is sold out right now."}
      </p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4"
      aria-label={`Add all to cart: ${listName}`}
    >
      <CartFormFields intent="add-several" redirectTo="/cart" />
      <input type="hidden" name="setName" value={listName} />
      {added.map((product) => (
        <input key={product.id} type="hidden" name="variantId" value={product.variantId!} />
      ))}
      <StatusButton fetcherState={fetcher.state} pendingLabel="Adding…" size="lg" className="shadow-sm">
        Add all to cart
      </StatusButton>
      <p className="text-sm text-ink-700" data-testid="add-all-note">
        {available.length > added.length
          ? `Adds the first ${added.length} of ${available.length} available pieces, one of each.`
          : `Adds ${added.length === 1 ? "the 1 piece" : `the ${added.length} pieces`} with nothing to choose, one of each.`}
        {chooseNote ? ` ${chooseNote}` : null}
        {soldOut.length > 0 ? ` Sold out, not added: ${soldOut.map((product) => product.title).join(", ")}.` : null}
      </p>
    </fetcher.Form>
  );
}
