import type { FormEvent } from "react";
import { JsReplyField } from "../ui/JsReplyField";
import { CART_OPTION_FIELD_PREFIX, CART_PRODUCT_FIELD } from "../../lib/cart/cart-form-fields";
import type { OptionChoice } from "../../lib/product/variant-selection";
import { CartFormFields } from "./CartFormFields";
import { useCartFetcher } from "./useCartFetcher";

type Props = {
  /** The chosen variant; null while options are open (then `choice` says what to post) */
  variantId: string | null;
  available: boolean;
  /**
   * A product whose options are not all chosen yet: the form posts its handle and the choice so far, and the
   * cart answers "Choose a size". With JavaScript `onAskForChoice` says it on the page instead of posting.
   */
  choice?: { productHandle: string; chosen: OptionChoice; missing: readonly string[]; onAskForChoice?: () => void };
  /** The quantity field's starting value (a refused add gives back what she typed) */
  defaultQuantity?: number;
  onQuantityChange?: (quantity: number) => void;
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
  choice,
  defaultQuantity = 1,
  onQuantityChange,
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
  const open = !variantId && choice ? choice : null;
  if ((!variantId && !open) || !available) {
    return (
      <button type="button" disabled className={`${buttonClass} w-full cursor-not-allowed bg-sand-200 text-ink-700`}>
        Out of Stock
      </button>
    );
  }
  const label = busy ? "Adding…" : inCart ? "In Cart" : "Add to Cart";
  // A card's form and button are named once in CSS (.card-add): the listing draws up to 24 of them.
  const cardForm = size === "card";
  const askFirst = (event: FormEvent<HTMLFormElement>) => {
    if (!open?.onAskForChoice || open.missing.length === 0) return;
    event.preventDefault();
    open.onAskForChoice();
  };
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      onSubmit={askFirst}
      className={cardForm ? "card-add" : "flex items-end gap-3"}
    >
      {cardForm ? (
        // 24 of these on a listing: the intent rides on the button and the quantity is the action's default (1).
        <>
          {variantId ? <input type="hidden" name="variantId" value={variantId} /> : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <JsReplyField />
        </>
      ) : (
        <CartFormFields intent="add" variantId={variantId ?? undefined} redirectTo={redirectTo} />
      )}
      {open ? (
        <>
          <input type="hidden" name={CART_PRODUCT_FIELD} value={open.productHandle} />
          {Object.entries(open.chosen).map(([name, value]) => (
            <input key={name} type="hidden" name={`${CART_OPTION_FIELD_PREFIX}${name}`} value={value} />
          ))}
        </>
      ) : null}
      {cardForm ? null : showQuantity ? (
        <label className="flex flex-col text-sm font-medium text-ink-700">
          Quantity
          <input
            type="number"
            name="quantity"
            defaultValue={Math.min(defaultQuantity, max)}
            onChange={(event) => onQuantityChange?.(Number(event.currentTarget.value))}
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
