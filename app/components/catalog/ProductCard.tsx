import { FavoriteButton } from "~/components/account/FavoriteButton";
import { QuickViewButton } from "~/components/product/QuickViewButton";
import type { GridPreferences } from "~/lib/catalog/grid-preferences";
import type { ProductCardData } from "~/lib/catalog/product-cards";
import { AddToCartForm } from "~/components/cart/AddToCartForm";
import { CardImage } from "./CardImage";
import { ProductBadges } from "./ProductBadges";

/** Spec 000 section 2, Product card. */
type ProductCardProps = {
  product: ProductCardData;
  grid: GridPreferences;
  redirectTo: string;
  eager: boolean;
  first?: boolean;
  signedIn: boolean;
  isFavorite: boolean;
  inCart: boolean;
};

export function ProductCard({
  product,
  grid,
  redirectTo,
  eager,
  first,
  signedIn,
  isFavorite,
  inCart,
}: ProductCardProps) {
  const small = grid.viewSize === "small";
  return (
    <article
      className="group flex h-full flex-col rounded-2xl bg-white/80 p-2 shadow-sm ring-1 ring-sand-200 transition hover:shadow-md"
      aria-label={product.title}
    >
      <div className="relative overflow-hidden rounded-xl">
        <a href={`/products/${product.handle}`} tabIndex={-1} aria-hidden="true">
          <CardImage image={product.image} viewSize={grid.viewSize} eager={eager} first={first} />
        </a>
        <ProductBadges badges={product.badges} percentOff={product.percentOff} layout="overlay" />
        <div className="absolute top-2 right-2">
          <FavoriteButton
            product={{
              id: product.id,
              name: product.title,
              image: product.image?.url ?? null,
              price: product.priceAmount,
            }}
            isFavorite={isFavorite}
            signedIn={signedIn}
            redirectTo={redirectTo}
          />
        </div>
        <div className="absolute right-2 bottom-2">
          <QuickViewButton handle={product.handle} title={product.title} />
        </div>
      </div>
      <div className={`flex flex-1 flex-col ${small ? "gap-1 px-1 pt-2" : "gap-2 px-2 pt-3"}`}>
        <h3 className={`${small ? "text-sm" : "text-base"} line-clamp-2 text-ink-900`}>
          <a href={`/products/${product.handle}`} className="hover:text-clay-700 hover:underline">
            {product.title}
          </a>
        </h3>
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="font-semibold text-clay-700" data-testid="card-price">
            {product.displayPrice}
          </span>
          {product.displayCompareAtPrice ? (
            <s className="text-sm text-ink-500">
              <span className="sr-only">Was </span>
              {product.displayCompareAtPrice}
            </s>
          ) : null}
        </p>
        <div className="mt-auto pb-1">
          {product.needsVariantChoice && product.isInStock && !inCart ? (
            // Options are picked in quick view (or on the product page without JavaScript), not in a select on every card.
            <QuickViewButton handle={product.handle} title={product.title} appearance="choose" />
          ) : (
            <AddToCartForm
              variantId={product.defaultVariantId}
              available={product.isInStock}
              redirectTo={redirectTo}
              productTitle={product.title}
              inCart={inCart}
              size="card"
            />
          )}
        </div>
      </div>
    </article>
  );
}
