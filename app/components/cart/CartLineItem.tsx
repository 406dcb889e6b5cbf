import { useEffect, useState, type FormEvent } from "react";
import { Button } from "../ui/Button";
import { formatMoney } from "../../lib/catalog/money";
import type { CartLineView } from "../../lib/cart/cart-view";
import { CartFormFields } from "./CartFormFields";
import { useCartFetcher } from "./useCartFetcher";

const STATUS_TEXT: Record<CartLineView["status"], string | null> = {
  available: null,
  reduced: "Fewer left than you asked for: quantity lowered.",
  "sold-out": "Sold out: remove it to check out.",
  "off-sale": "No longer for sale: remove it to check out.",
  vanished: "No longer available: remove it to check out.",
};

/** One cart line: image, title, options, price, quantity controls and remove; optimistic with JavaScript. */
export function CartLineItem({
  line,
  redirectTo,
  compact = false,
}: {
  line: CartLineView;
  redirectTo: string;
  compact?: boolean;
}) {
  // The drawer titles itself with an h2; the cart page's lines sit right under its h1.
  const Heading = compact ? "h3" : "h2";
  const quantityFetcher = useCartFetcher();
  const removeFetcher = useCartFetcher();
  const variant = line.variant;
  // A tap while the previous quantity change is still out waits for it instead of resubmitting the fetcher,
  // which would abort that change mid-answer; the last quantity asked for is sent once the fetcher is idle.
  const [waiting, setWaiting] = useState<FormData | null>(null);
  useEffect(() => {
    if (!waiting || quantityFetcher.state !== "idle") return;
    quantityFetcher.submit(waiting, { method: "post", action: "/cart" });
    setWaiting(null);
  }, [waiting, quantityFetcher]);
  const waitIfBusy = (event: FormEvent<HTMLFormElement>) => {
    if (quantityFetcher.state === "idle") return;
    event.preventDefault();
    setWaiting(new FormData(event.currentTarget));
  };
  const asked = waiting ?? quantityFetcher.formData;
  const pendingQuantity = asked ? Number(asked.get("quantity")) : null;
  const quantity = pendingQuantity ?? line.quantity;
  if (removeFetcher.formData || (pendingQuantity !== null && pendingQuantity <= 0)) return null;
  const title = variant?.productTitle ?? "Unavailable item";
  const atMax = line.maxQuantity !== null && quantity >= line.maxQuantity;
  const buyable = line.status === "available" || line.status === "reduced";
  // The server's line total; while a change is on its way, the unit price times the quantity asked for.
  const lineTotal =
    variant && pendingQuantity !== null
      ? (Math.round(Number(variant.price) * 100) * quantity) / 100
      : Number(line.lineTotal);
  const limitId = `line-limit-${line.variantId.replace(/\W+/g, "-")}`;
  const flagged = STATUS_TEXT[line.status];
  const options = variant?.selectedOptions.map((option) => option.value).join(" / ");
  const buttonClass =
    "inline-flex h-9 w-9 items-center justify-center rounded-full text-lg text-ink-900 ring-1 ring-sand-300 hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <article className="flex gap-4 py-4" data-variant-id={line.variantId} aria-label={title}>
      <div className={`${compact ? "h-20 w-16" : "h-28 w-24"} shrink-0 overflow-hidden rounded-xl bg-sand-100`}>
        {variant?.image ? (
          <img
            src={variant.image.url}
            alt={variant.image.altText ?? title}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Heading className="font-sans text-base leading-snug text-ink-900">
              {variant ? (
                <a href={`/products/${variant.productHandle}`} className="hover:underline">
                  {title}
                </a>
              ) : (
                title
              )}
            </Heading>
            {options ? <p className="text-sm text-ink-500">{options}</p> : null}
          </div>
          {/* With more than one, the line's total leads and the unit price says "each": what she pays adds up. */}
          <p className="shrink-0 text-right font-semibold text-ink-900">
            {variant ? (
              <span data-testid="line-total">
                {buyable && quantity > 1 ? formatMoney(lineTotal) : formatMoney(variant.price)}
              </span>
            ) : null}
            {variant && buyable && quantity > 1 ? (
              <span className="block text-sm font-normal text-ink-700" data-testid="line-unit-price">
                {formatMoney(variant.price)} each
              </span>
            ) : null}
            {variant?.compareAtPrice && Number(variant.compareAtPrice) > Number(variant.price) ? (
              <span className="block text-sm font-normal text-ink-500 line-through">
                <span className="sr-only">Was </span>
                {formatMoney(variant.compareAtPrice)}
                {buyable && quantity > 1 ? " each" : null}
              </span>
            ) : null}
          </p>
        </div>
        {flagged ? (
          <p className="mt-1 text-sm font-medium text-clay-700" data-line-status={line.status}>
            {flagged}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          {line.status === "sold-out" || line.status === "off-sale" || line.status === "vanished" ? (
            <span />
          ) : (
            <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`Quantity of ${title}`}>
              <quantityFetcher.Form method="post" action="/cart" onSubmit={waitIfBusy}>
                <CartFormFields intent="update" variantId={line.variantId} redirectTo={redirectTo} />
                <input type="hidden" name="quantity" value={quantity - 1} />
                <button type="submit" className={buttonClass} aria-label={`Decrease quantity of ${title}`}>
                  −
                </button>
              </quantityFetcher.Form>
              <span
                className="min-w-8 text-center font-medium tabular-nums"
                aria-live="polite"
                data-testid="line-quantity"
              >
                {quantity}
              </span>
              <quantityFetcher.Form method="post" action="/cart" onSubmit={waitIfBusy}>
                <CartFormFields intent="update" variantId={line.variantId} redirectTo={redirectTo} />
                <input type="hidden" name="quantity" value={quantity + 1} />
                <button
                  type="submit"
                  className={buttonClass}
                  disabled={atMax}
                  aria-label={`Increase quantity of ${title}`}
                  aria-describedby={atMax ? limitId : undefined}
                >
                  +
                </button>
              </quantityFetcher.Form>
              {atMax && line.maxQuantity !== null ? (
                // The + stops here: say why, in the shop's words for a low stock level.
                <span
                  id={limitId}
                  className="text-sm font-medium whitespace-nowrap text-clay-700"
                  data-testid="line-stock-limit"
                >
                  Only {line.maxQuantity} left
                </span>
              ) : null}
            </div>
          )}
          <removeFetcher.Form method="post" action="/cart">
            <CartFormFields intent="remove" variantId={line.variantId} redirectTo={redirectTo} />
            <Button type="submit" variant="link" className="text-sm" aria-label={`Remove ${title}`}>
              Remove
            </Button>
          </removeFetcher.Form>
        </div>
      </div>
    </article>
  );
}
