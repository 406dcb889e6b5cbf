import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "../ui/button-styles";
import { AddToCartForm } from "../cart/AddToCartForm";

export type MiniRowProduct = {
  handle: string;
  title: string;
  displayPrice: string;
  image: { url: string; altText: string } | null;
  /** The variant a one-tap Add adds; null when the shopper must choose on the product page */
  addVariantId: string | null;
};

/**
 * One product in a short list (the cart's free-shipping suggestions, "Complete
 * the look"): a small image, the title linking to its page, the price, and a
 * real Add to Cart form, or "Choose" when there is a choice to make first.
 */
export function ProductMiniRow({
  product,
  redirectTo,
  onNavigate,
  note,
}: {
  product: MiniRowProduct;
  redirectTo: string;
  onNavigate?: () => void;
  /** A line under the price (say, which option Add adds) */
  note?: ReactNode;
}) {
  const href = `/products/${product.handle}`;
  return (
    <div className="flex items-center gap-3">
      {product.image ? (
        <img
          src={product.image.url}
          alt=""
          width={56}
          height={70}
          loading="lazy"
          className="h-[70px] w-14 shrink-0 rounded-lg bg-sand-200 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-[70px] w-14 shrink-0 rounded-lg bg-sand-200" />
      )}
      <div className="min-w-0 flex-1">
        <Link
          to={href}
          onClick={onNavigate}
          className="line-clamp-2 text-sm font-medium text-ink-900 underline-offset-2 hover:underline"
        >
          {product.title}
        </Link>
        <p className="text-sm text-ink-700 tabular-nums">{product.displayPrice}</p>
        {note ? <p className="text-xs text-ink-700">{note}</p> : null}
      </div>
      <div className="w-28 shrink-0">
        {product.addVariantId ? (
          <AddToCartForm
            variantId={product.addVariantId}
            available
            redirectTo={redirectTo}
            productTitle={product.title}
            size="card"
          />
        ) : (
          <Link
            to={href}
            onClick={onNavigate}
            className={buttonClass({ variant: "outline", size: "sm", fullWidth: true })}
          >
            Choose<span className="sr-only"> options for {product.title}</span>
          </Link>
        )}
      </div>
    </div>
  );
}
