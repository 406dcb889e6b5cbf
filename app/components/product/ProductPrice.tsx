import type { VariantOffer } from "../../lib/product/product-page";

/** Price, struck-through compare-at price and the rounded percent-off badge. */
export function ProductPrice({ offer, size = "large" }: { offer: VariantOffer; size?: "large" | "small" }) {
  return (
    <p className="flex flex-wrap items-baseline gap-3" data-testid="product-price">
      <span className={`${size === "large" ? "text-3xl" : "text-xl"} font-semibold text-ink-900`}>{offer.price}</span>
      {offer.compareAtPrice ? (
        <>
          <s className="text-lg text-ink-500">
            <span className="sr-only">Regular price </span>
            {offer.compareAtPrice}
          </s>
          <span className="rounded-full bg-clay-600 px-2.5 py-0.5 text-sm font-semibold text-sand-50">
            {offer.percentOff}% off
          </span>
        </>
      ) : null}
    </p>
  );
}
