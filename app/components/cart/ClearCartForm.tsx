import { useFetcher } from "@remix-run/react";
import { Button } from "../ui/Button";
import { useEffect, useRef, useState } from "react";
import { CartFormFields } from "./CartFormFields";

/** Where "Clear cart" leads without JavaScript: the cart page with the confirm step open. */
const CLEAR_CART_CONFIRM_PATH = "/cart?clear=confirm#clear-cart";

type Props = {
  redirectTo: string;
  itemCount: number;
  /**
   * The fetcher whose answer (toast, new cart) the host reads with `useCartFetcher(key)`: clearing removes
   * this form with the lines, so it cannot read the answer itself.
   */
  fetcherKey: string;
  /** The cart page opened with ?clear=confirm */
  confirming?: boolean;
};

/**
 * Clear cart asks once before it empties the cart. Without JavaScript "Clear cart" is a link to the cart page
 * with the question open (a real form and a link back); with it the same question opens in place.
 */
export function ClearCartForm({ redirectTo, itemCount, fetcherKey, confirming: confirmingAtLoad = false }: Props) {
  const fetcher = useFetcher({ key: fetcherKey });
  const [confirming, setConfirming] = useState(confirmingAtLoad);
  const keepButton = useRef<HTMLElement | null>(null);
  const clearLink = useRef<HTMLAnchorElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    // Focus moves to the safe answer when the question opens, and back to "Clear cart" when it closes.
    if (confirming && asked.current) keepButton.current?.focus();
    else if (asked.current) clearLink.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <a
        ref={clearLink}
        href={CLEAR_CART_CONFIRM_PATH}
        onClick={(event) => {
          event.preventDefault();
          asked.current = true;
          setConfirming(true);
        }}
        className="rounded-full px-3 py-1.5 text-sm font-medium text-clay-700 underline-offset-2 hover:underline"
      >
        Clear cart
      </a>
    );
  }
  const items = `${itemCount} ${itemCount === 1 ? "item" : "items"}`;
  return (
    <div
      id="clear-cart"
      role="group"
      aria-labelledby="clear-cart-question"
      className="w-full rounded-2xl bg-sand-100 p-4 ring-1 ring-sand-300"
    >
      <p id="clear-cart-question" className="font-medium text-ink-900">
        Clear your cart?
      </p>
      <p className="mt-1 text-sm text-ink-700">This removes all {items} from your cart.</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <fetcher.Form method="post" action="/cart">
          <CartFormFields intent="clear" redirectTo={redirectTo} />
          <Button type="submit" disabled={fetcher.state !== "idle"} size="sm">
            Yes, clear my cart
          </Button>
        </fetcher.Form>
        {asked.current ? (
          <button
            ref={(element) => {
              keepButton.current = element;
            }}
            type="button"
            onClick={() => setConfirming(false)}
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-ink-900 ring-1 ring-sand-300 hover:bg-white"
          >
            Keep my cart
          </button>
        ) : (
          <a
            ref={(element) => {
              keepButton.current = element;
            }}
            href={redirectTo}
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-ink-900 ring-1 ring-sand-300 hover:bg-white"
          >
            Keep my cart
          </a>
        )}
      </div>
    </div>
  );
}
