import type { GridPreferences } from "../../lib/catalog/grid-preferences";
import type { BrowserProductCard } from "../../lib/catalog/product-cards";
import { cardHtml } from "../../lib/catalog/card-markup";
import { ProductCard } from "./ProductCard";

const COLUMNS: Record<GridPreferences["columnCount"], string> = {
  2: "grid-cols-2 md:grid-cols-2",
  3: "grid-cols-2 md:grid-cols-3",
  4: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
};

/** Small view is tiny thumbnails: two more cards a row than the chosen column count. */
const SMALL_COLUMNS: Record<GridPreferences["columnCount"], string> = {
  2: "grid-cols-3 md:grid-cols-4",
  3: "grid-cols-3 md:grid-cols-5",
  4: "grid-cols-3 md:grid-cols-5 lg:grid-cols-6",
};

export function gridClassOf(grid: GridPreferences): string {
  const columns = grid.viewSize === "small" ? SMALL_COLUMNS[grid.columnCount] : COLUMNS[grid.columnCount];
  return `grid gap-3 sm:gap-4 ${columns}`;
}

/** The first row loads eagerly: it is what the shopper sees first. */
const EAGER_IMAGES = 4;
/** A phone's first row (two columns): the page's largest paint, fetched at high priority. */
const FIRST_IMAGES = 2;

export type CardShopperState = {
  signedIn: boolean;
  favoriteProductIds: ReadonlySet<string>;
  cartProductIds: ReadonlySet<string>;
};

export function ProductGrid({
  products,
  grid,
  redirectTo,
  shopper,
}: {
  products: readonly BrowserProductCard[];
  grid: GridPreferences;
  redirectTo: string;
  shopper: CardShopperState;
}) {
  const list = {
    className: gridClassOf(grid),
    "data-testid": "product-grid",
    "data-view-size": grid.viewSize,
    "data-columns": grid.columnCount,
  };
  // The server writes the cards as text, the markup ProductCard draws, which the browser hydrates (decision 063).
  if (import.meta.env.SSR) {
    const view = (product: BrowserProductCard, index: number) => ({
      grid,
      redirectTo,
      eager: index < EAGER_IMAGES,
      first: index < FIRST_IMAGES,
      signedIn: shopper.signedIn,
      favorite: shopper.favoriteProductIds.has(product.id),
      inCart: shopper.cartProductIds.has(product.id),
    });
    const html = products.map((product, index) => `<li>${cardHtml(product, view(product, index))}</li>`).join("");
    return <ul {...list} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <ul {...list}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            grid={grid}
            redirectTo={redirectTo}
            eager={index < EAGER_IMAGES}
            first={index < FIRST_IMAGES}
            signedIn={shopper.signedIn}
            isFavorite={shopper.favoriteProductIds.has(product.id)}
            inCart={shopper.cartProductIds.has(product.id)}
          />
        </li>
      ))}
    </ul>
  );
}
