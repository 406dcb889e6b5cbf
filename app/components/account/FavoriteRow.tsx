import type { ReactNode } from "react";
import { FAVORITE_MESSAGES } from "../../lib/favorites/favorite-messages";
import type { FavoriteProductFacts } from "../../lib/favorites/favorite-item";
import type { StockLevel } from "../../lib/catalog/types";

const STOCK_TEXT: Record<StockLevel, string> = {
  high: "In stock",
  medium: "In stock",
  low: "Low stock",
  out: "Out of stock",
};

/**
 * One saved product: the catalogue's live title, image, price and stock,
 * linked to its page; a product the catalogue no longer holds shows the name
 * it was saved under as no longer available. `control` removes it.
 */
export function FavoriteRow({
  product,
  savedName,
  control,
  catalogUnavailable = false,
}: {
  product: FavoriteProductFacts | null;
  savedName: string;
  control: ReactNode;
  catalogUnavailable?: boolean;
}) {
  const href = product ? `/products/${product.handle}` : null;
  return (
    <li className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-4" data-favorite-product={product?.id}>
      {product?.imageUrl && href ? (
        <a href={href} tabIndex={-1} aria-hidden="true" className="flex-none">
          <img
            src={product.imageUrl}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            className="h-24 w-24 rounded-xl bg-sand-100 object-cover"
          />
        </a>
      ) : (
        <div aria-hidden="true" className="h-24 w-24 flex-none rounded-xl bg-sand-100" />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {product && href ? (
          <>
            <a href={href} className="font-medium text-ink-900 hover:text-clay-700 hover:underline">
              {product.title}
            </a>
            <p className="mt-1 text-sm font-semibold text-clay-700">{product.displayPrice}</p>
            <p className="mt-1 flex items-center gap-2 text-sm text-ink-700" data-stock-level={product.stockLevel}>
              <span
                aria-hidden="true"
                className={`h-2 w-2 rounded-full ${product.stockLevel === "out" ? "bg-ink-500" : product.stockLevel === "low" ? "bg-clay-500" : "bg-sage-500"}`}
              />
              {STOCK_TEXT[product.stockLevel]}
            </p>
          </>
        ) : (
          <>
            <p className="font-medium text-ink-700">{savedName}</p>
            <p className="mt-1 text-sm text-ink-700">
              {catalogUnavailable ? "Details unavailable right now" : FAVORITE_MESSAGES.noLongerAvailable}
            </p>
          </>
        )}
        <div className="mt-auto self-end pt-2">{control}</div>
      </div>
    </li>
  );
}

/** The plain Remove a row without a heart offers (a product that is gone, a favorite kept on the device). */
export const REMOVE_BUTTON_CLASS =
  "rounded-full px-4 py-2 text-sm font-medium text-clay-700 ring-1 ring-sand-300 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600";
