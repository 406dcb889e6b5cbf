import type { CartCodesView } from "../../lib/cart/cart-codes";
import { formatMoney } from "../../lib/catalog/money";

/**
 * The summary's rows for an applied code and gift card: the shop's figures, as its cartCreate answered them.
 * A cart permalink cannot carry a gift card, so the shop's cart opens at the estimated total: the note says so,
 * and that the card is entered at checkout, so her "Left to pay" and the checkout's figure never disagree unsaid.
 */
export function CartCodeTotals({ codes }: { codes: CartCodesView | null }) {
  if (!codes || codes.estimatedTotal === null) return null;
  const { discount, giftCard } = codes;
  const discounted = Boolean(discount?.applicable);
  const paidByCard = Boolean(giftCard?.applied && Number(giftCard.amountUsed) > 0);
  if (!discounted && !paidByCard) return null;
  return (
    <>
      {discounted && discount ? (
        <div className="flex justify-between text-sage-700">
          <dt>
            Discount <span className="font-medium">{discount.code}</span>
          </dt>
          <dd className="font-medium tabular-nums" data-testid="cart-discount-saving">
            −{formatMoney(discount.saving)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between text-lg">
        <dt>Estimated total</dt>
        <dd className="font-semibold tabular-nums" data-testid="cart-estimated-total">
          {formatMoney(codes.estimatedTotal)}
        </dd>
      </div>
      {paidByCard && giftCard ? (
        <>
          <div className="flex justify-between text-sage-700">
            <dt>Gift card ending {giftCard.lastCharacters}</dt>
            <dd className="font-medium tabular-nums" data-testid="cart-gift-card-amount">
              −{formatMoney(giftCard.amountUsed)}
            </dd>
          </div>
          <div className="flex flex-wrap justify-between">
            <dt>Left to pay</dt>
            <dd className="font-semibold tabular-nums" data-testid="cart-left-to-pay">
              {formatMoney(codes.leftToPay ?? codes.estimatedTotal)}
            </dd>
            <dd className="mt-1 w-full text-sm text-ink-700" data-testid="gift-card-checkout-note">
              {`Checkout opens at ${formatMoney(codes.estimatedTotal)}: enter your gift card${giftCard.lastCharacters ? ` ending ${giftCard.lastCharacters}` : ""} there and it takes off ${formatMoney(giftCard.amountUsed)}.`}
            </dd>
          </div>
        </>
      ) : null}
    </>
  );
}
