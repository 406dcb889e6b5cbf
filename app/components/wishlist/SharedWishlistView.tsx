import type { StockLevel } from "../../lib/catalog/types";
import type { SharedWishlist, SharedWishlistProduct } from "../../lib/wishlist/shared-wishlist";
import { buttonClass } from "../ui/button-styles";
import { AddAllToCartForm } from "./AddAllToCartForm";
import { Alert } from "../ui/Alert";

const STOCK_TEXT: Record<StockLevel, string> = {
  high: "In stock",
  medium: "In stock",
  low: "Low stock",
  out: "Sold out",
};

function SharedWishlistItem({ product }: { product: SharedWishlistProduct }) {
  const href = `/products/${product.handle}`;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl bg-white/80 ring-1 ring-sand-200"
      data-product={product.id}
    >
      <a href={href} tabIndex={-1} aria-hidden="true" className="block bg-sand-100">
        {product.image ? (
          <img
            src={product.image.url}
            alt=""
            width={480}
            height={600}
            loading="lazy"
            className="aspect-[4/5] w-full object-cover"
          />
        ) : (
          <div className="aspect-[4/5] w-full" />
        )}
      </a>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <a href={href} className="font-medium text-ink-900 hover:text-clay-700 hover:underline">
          {product.title}
        </a>
        <p className="text-sm">
          <span className="font-semibold text-clay-700">{product.displayPrice}</span>
          {product.displayCompareAtPrice ? (
            <s className="ml-2 text-ink-700">
              <span className="sr-only">was </span>
              {product.displayCompareAtPrice}
            </s>
          ) : null}
        </p>
        <p className="flex items-center gap-2 text-sm text-ink-700" data-stock-level={product.stockLevel}>
          <span
            aria-hidden="true"
            className={`h-2 w-2 rounded-full ${product.stockLevel === "out" ? "bg-ink-500" : product.stockLevel === "low" ? "bg-clay-500" : "bg-sage-500"}`}
          />
          {STOCK_TEXT[product.stockLevel]}
        </p>
        {product.needsChoice ? (
          <a href={href} className={buttonClass({ variant: "outline", size: "sm", className: "mt-auto self-start" })}>
            Choose options<span className="sr-only"> for {product.title}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** A shared wishlist, read only: its name, the owner's display name if they chose one, and the products now. */
export function SharedWishlistView({ wishlist }: { wishlist: SharedWishlist }) {
  return (
    <>
      <p className="text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">Shared wishlist</p>
      <h1 className="mt-2 text-4xl break-words text-ink-900">{wishlist.name}</h1>
      {wishlist.displayName ? (
        <p className="mt-2 text-ink-700">
          Shared by <span className="font-medium text-ink-900">{wishlist.displayName}</span>
        </p>
      ) : null}
      {wishlist.catalogUnavailable ? (
        <Alert className="mt-6">Products temporarily unavailable</Alert>
      ) : wishlist.products.length === 0 ? (
        <div className="mt-8 rounded-3xl border border-dashed border-sand-300 bg-white/80 p-10 text-center">
          <p className="text-lg text-ink-700">Nothing on this wishlist right now.</p>
          <a href="/products" className={buttonClass({ size: "lg", className: "mt-5" })}>
            Browse products
          </a>
        </div>
      ) : (
        <>
          <div className="mt-6">
            <AddAllToCartForm listName={wishlist.name} products={wishlist.products} />
          </div>
          <ul
            className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
            aria-label={`Products on ${wishlist.name}`}
          >
            {wishlist.products.map((product) => (
              <SharedWishlistItem key={product.id} product={product} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** An unknown or turned-off link: said plainly, with a way on. */
export function WishlistNotFound({ unavailable }: { unavailable: boolean }) {
  return (
    <div className="rounded-3xl bg-white/80 p-10 text-center ring-1 ring-sand-200">
      <h1 className="text-3xl text-ink-900">{unavailable ? "Wishlist unavailable" : "Wishlist not found"}</h1>
      <p className="mt-3 text-ink-700">
        {unavailable
          ? "This wishlist cannot be opened right now. Please try again in a moment."
          : "This link does not open a wishlist. It may have been turned off by its owner."}
      </p>
      <a href="/products" className={buttonClass({ size: "lg", className: "mt-6" })}>
        Browse products
      </a>
    </div>
  );
}
