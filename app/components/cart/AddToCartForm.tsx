import { JsReplyField } from "../ui/JsReplyField";
import { CartFormFields } from "./CartFormFields";
import { useCartFetcher } from "./useCartFetcher";

type Props = {
  variantId: string | null;
  available: boolean;
  redirectTo: string;
  /** Names the product for screen readers where several Add buttons share a page (cards) */
  productTitle?: string;
  quantityAvailable?: number | null;
  showQuantity?: boolean;
  inCart?: boolean;
  /** Cards use a small button; product pages and quick view a large one; the product page's bottom bar a compact one */
  size?: "card" | "page" | "bar";
};

const SIZE_CLASS = {
  card: "px-4 py-2 text-sm font-medium",
  page: "px-6 py-3.5 font-semibold shadow-sm",
  bar: "px-5 py-3 text-sm font-semibold",
} as const;

/**
 * The one Add to Cart form (cards, product pages, quick view): posts intent=add
 * to /cart as a real form without JavaScript, through the cart fetcher with it,
 * which raises the "Added to cart" toast, opens the drawer and records add_to_cart.
 */
export function AddToCartForm({
  variantId,
  available,
  redirectTo,
  productTitle,
  quantityAvailable = null,
  showQuantity = false,
  inCart = false,
  size = "page",
}: Props) {
  const fetcher = useCartFetcher();
  const busy = fetcher.state !== "idle";
  const max = quantityAvailable === null ? 99 : Math.max(1, Math.min(99, quantityAvailable));
  const buttonClass = `flex-1 rounded-full ${SIZE_CLASS[size]}`;
  if (!variantId || !available) {
    return (
      <button type="button" disabled className={`${buttonClass} w-full cursor-not-allowed bg-sand-200 text-ink-700`}>
        Out of Stock
      </button>
    );
  }
  const label = busy ? "Adding…" : inCart ? "In Cart" : "Add to Cart";
  // A card's form and button are named once in CSS (.card-add): the listing draws up to 24 of them.
  const cardForm = size === "card";
  return (
    <fetcher.Form method="post" action="/cart" className={cardForm ? "card-add" : "flex items-end gap-3"}>
      {cardForm ? (
        // 24 of these on a listing: the intent rides on the button and the quantity is the action's default (1).
        <>
          <input type="hidden" name="variantId" value={variantId} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <JsReplyField />
        </>
      ) : (
        <CartFormFields intent="add" variantId={variantId} redirectTo={redirectTo} />
      )}
      {cardForm ? null : showQuantity ? (
        <label className="flex flex-col text-sm font-medium text-ink-700">
          Quantity
          <input
            type="number"
            name="quantity"
            defaultValue={1}
            min={1}
            max={max}
            inputMode="numeric"
            className="mt-1 w-20 rounded-full border border-sand-300 bg-white px-4 py-3 text-center text-ink-900"
          />
        </label>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <button
        type="submit"
        {...(cardForm ? { name: "intent", value: "add" } : {})}
        disabled={busy}
        aria-label={productTitle ? `${label}: ${productTitle}` : undefined}
        className={
          cardForm
            ? inCart
              ? "in-cart"
              : undefined
            : `${buttonClass} ${inCart ? "bg-sage-700 hover:bg-sage-700" : "bg-clay-600 hover:bg-clay-700"} text-sand-50 disabled:opacity-70`
        }
      >
        {label}
      </button>
    </fetcher.Form>
  );
}
