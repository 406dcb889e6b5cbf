// Client-safe: where Secure Checkout goes, and what the hand-off says. The
// route records the hand-off; a cart of Storefront products only redirects to
// the shop's cart permalink (a link), a cart holding studio pieces makes a
// draft order (a form post): checkout-handoff.server.ts.
import { databaseProductIdOf } from "./cart-lines";
import type { CartView } from "./cart-view";

export const CHECKOUT_HANDOFF_PATH = "/cart/checkout";

/** Draft-order hand-offs per client network: plenty for a shopper, not enough to hold a shelf's stock hostage. */
export const CHECKOUT_LIMIT = { attempts: 10, windowMs: 15 * 60_000 } as const;

export const CHECKOUT_MESSAGES = {
  notSetUp: "Pieces made in our studio can't be bought through the shop's checkout yet. Contact us to order them.",
  cartChanged: "Your cart changed",
  unavailable: "We couldn't reach the shop's checkout just now",
  refused: "The shop's checkout couldn't take this cart just now",
  cartKept: "Nothing was lost: your cart is just as you left it. Please try again in a moment.",
  tooMany: "Too many checkouts started from your network in a short time. Please wait a few minutes and try again.",
  checkAgain: "Check your cart, then press Secure Checkout again.",
} as const;

/** A cart holding any studio piece checks out through a draft order (by its form), even one that has sold out since. */
export function handsOffThroughDraftOrder(cart: Pick<CartView, "lines">): boolean {
  return cart.lines.some((line) => databaseProductIdOf(line.variantId) !== null);
}

export function studioPieceGoneMessage(title: string | undefined): string {
  return `${title ?? "A studio piece"} sold out a moment ago, so we took it out of your cart. ${CHECKOUT_MESSAGES.checkAgain}`;
}

/** Studio lines the cart must change before a hand-off: how many to keep (0: take out) and why, in words. */
export function studioLinesTakenOut(
  cart: Pick<CartView, "lines">,
): { variantId: string; keep: number; message: string }[] {
  const changes = cart.lines.flatMap((line) => {
    if (databaseProductIdOf(line.variantId) === null) return [];
    const title = line.variant?.productTitle ?? "A studio piece";
    if (line.status === "vanished")
      return [
        {
          variantId: line.variantId,
          keep: 0,
          message: `${title} is no longer in the shop, so we took it out of your cart.`,
        },
      ];
    if (line.status === "off-sale")
      return [
        {
          variantId: line.variantId,
          keep: 0,
          message: `${title} is no longer for sale, so we took it out of your cart.`,
        },
      ];
    if (line.status === "sold-out")
      return [
        {
          variantId: line.variantId,
          keep: 0,
          message: `${title} sold out since you added it, so we took it out of your cart.`,
        },
      ];
    if (line.status === "reduced")
      return [
        {
          variantId: line.variantId,
          keep: line.quantity,
          message: `Only ${line.quantity} of ${title} ${line.quantity === 1 ? "is" : "are"} left, so your cart now has ${line.quantity}.`,
        },
      ];
    return [];
  });
  return changes.length > 0
    ? changes.map((change, index) =>
        index === changes.length - 1
          ? { ...change, message: `${change.message} ${CHECKOUT_MESSAGES.checkAgain}` }
          : change,
      )
    : [];
}
