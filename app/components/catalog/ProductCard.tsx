import { FavoriteButton } from "../account/FavoriteButton";
import { QuickViewButton } from "../product/QuickViewButton";
import type { GridPreferences } from "../../lib/catalog/grid-preferences";
import type { BrowserProductCard } from "../../lib/catalog/product-cards";
import { AddToCartForm } from "../cart/AddToCartForm";
import { CardImage } from "./CardImage";
import { ProductBadges } from "./ProductBadges";
import { CardRating } from "./CardRating";
import { cardAttributes } from "../../lib/catalog/card-markup";

/** A listing card: image, badges, favorite heart, quick view, title, price, rating and Add to Cart (the browser's side of card-markup.ts). */
type ProductCardProps = {
  product: BrowserProductCard;
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
  const href = `/products/${product.handle}`;
  // Class names are the grid's own (app/tailwind.css, `.card`): 24 cards repeat them. The server writes this
  // markup as text (cardHtml, app/lib/catalog/card-markup.ts): a change here is a change there.
  return (
    <article className="card" aria-label={product.title} {...cardAttributes(product)}>
      <div className="card-media">
        <a href={href} tabIndex={-1} aria-hidden="true">
          <CardImage image={product.image} grid={grid} eager={eager} first={first} />
        </a>
        <ProductBadges badges={product.badges} percentOff={product.percentOff} layout="overlay" />
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
          onCard
        />
        <QuickViewButton handle={product.handle} title={product.title} appearance="card" />
      </div>
      <div className={small ? "card-body small" : "card-body"}>
        <h3>
          <a href={href}>{product.title}</a>
        </h3>
        <p className="card-price">
          <span>{product.displayPrice}</span>
          {product.displayCompareAtPrice ? (
            <s className="card-was">
              <span className="sr-only">Was </span>
              {product.displayCompareAtPrice}
            </s>
          ) : null}
        </p>
        {product.rating ? <CardRating rating={product.rating} /> : null}
        <div className="card-buy">
          {product.needsVariantChoice && product.isInStock ? (
            // Options are picked in quick view (or on the product page without JavaScript), not in a select on every
            // card; in the cart already or not, "In Cart" must never add a size she did not pick.
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
