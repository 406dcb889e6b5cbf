import { trackBeginCheckout } from "../../lib/analytics/commerce-events";
import { buttonClass } from "../ui/button-styles";
import { Button } from "../ui/Button";
import { formatMoney, formatWholeDollars } from "../../lib/catalog/money";
import { CHECKOUT_HANDOFF_PATH, handsOffThroughDraftOrder } from "../../lib/cart/checkout-handoff";
import type { CartView } from "../../lib/cart/cart-view";
import { CartCodeTotals } from "./CartCodeTotals";
import { Icon } from "../ui/Icon";

/** Totals, free-shipping progress and the checkout hand-off (a new tab on the shop's cart page). */
export function CartSummary({ cart, onContinueShopping }: { cart: CartView; onContinueShopping?: () => void }) {
  const { freeShipping } = cart;
  const beginCheckout = () =>
    trackBeginCheckout(
      cart.lines.flatMap((line) =>
        line.variant && (line.status === "available" || line.status === "reduced")
          ? [
              {
                id: line.variantId,
                name: line.variant.productTitle,
                variant: line.variant.title,
                price: Number(line.variant.price),
                quantity: line.quantity,
              },
            ]
          : [],
      ),
      cart.codes?.discount?.applicable ? cart.codes.discount.code : undefined,
    );

  return (
    <section aria-label="Order summary" className="rounded-2xl bg-white/70 p-5 ring-1 ring-sand-200">
      <dl className="space-y-2">
        <div className="flex flex-wrap justify-between text-lg">
          <dt>Total</dt>
          <dd className="font-semibold tabular-nums" data-testid="cart-total">
            {formatMoney(cart.total)}
          </dd>
          <dd className="w-full text-sm text-ink-700" data-testid="cart-checkout-note">
            Shipping and taxes calculated at checkout.
          </dd>
        </div>
        {Number(cart.savings) > 0 ? (
          <div className="flex justify-between text-sage-700">
            <dt>You save</dt>
            <dd className="font-medium tabular-nums">{formatMoney(cart.savings)}</dd>
          </div>
        ) : null}
        <CartCodeTotals codes={cart.codes} />
      </dl>
      <div className="mt-4">
        <p className="text-sm text-ink-700">
          {freeShipping.qualifies
            ? "You've unlocked free shipping!"
            : `Add ${formatMoney(freeShipping.remaining)} more for free shipping on orders of ${formatWholeDollars(freeShipping.threshold)} or more.`}
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-sand-200"
          role="progressbar"
          aria-label="Progress toward free shipping"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={freeShipping.percent}
        >
          <div className="h-full rounded-full bg-sage-500" style={{ width: `${freeShipping.percent}%` }} />
        </div>
      </div>
      {cart.flaggedLineCount > 0 ? (
        <p className="mt-4 text-sm text-clay-700">
          Items marked sold out or no longer available are not included in your total or checkout.
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-3">
        {handsOffThroughDraftOrder(cart) ? (
          // Studio pieces: a draft order is made (and the pieces held) on the server, so this is a post, not a link.
          <form method="post" action={CHECKOUT_HANDOFF_PATH} target="_blank" onSubmit={beginCheckout}>
            <button type="submit" className={buttonClass({ size: "lg", className: "w-full" })}>
              <SecureCheckoutLabel />
            </button>
          </form>
        ) : cart.checkoutUrl ? (
          <a
            href={CHECKOUT_HANDOFF_PATH}
            target="_blank"
            rel="noopener nofollow"
            onClick={beginCheckout}
            className={buttonClass({ size: "lg" })}
          >
            <SecureCheckoutLabel />
          </a>
        ) : null}
        {onContinueShopping ? (
          <Button type="button" onClick={onContinueShopping} variant="outline" size="lg">
            Continue Shopping
          </Button>
        ) : (
          <a href="/products" className={buttonClass({ variant: "outline", size: "lg" })}>
            Continue Shopping
          </a>
        )}
      </div>
    </section>
  );
}

function SecureCheckoutLabel() {
  return (
    <>
      <Icon name="lock" className="h-4 w-4" />
      Secure Checkout
      <span className="sr-only">(opens in a new tab)</span>
    </>
  );
}
