import type { CartCodesView } from "../../lib/cart/cart-codes";
import { formatMoney } from "../../lib/catalog/money";

/** The summary's rows for an applied code and gift card: the shop's figures, as its cartCreate answered them. */
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
          <div className="flex justify-between">
            <dt>Left to pay</dt>
            <dd className="font-semibold tabular-nums" data-testid="cart-left-to-pay">
              {formatMoney(codes.leftToPay ?? codes.estimatedTotal)}
            </dd>
          </div>
        </>
      ) : null}
    </>
  );
}
