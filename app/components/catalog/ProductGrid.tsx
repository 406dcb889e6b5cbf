import type { GridPreferences } from "~/lib/catalog/grid-preferences";
import type { ProductCardData } from "~/lib/catalog/product-cards";
import { ProductCard } from "./ProductCard";

const COLUMNS: Record<GridPreferences["columnCount"], string> = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "md:grid-cols-3 lg:grid-cols-4",
};

export function gridClassOf(grid: GridPreferences): string {
  return `grid grid-cols-2 gap-3 sm:gap-4 ${COLUMNS[grid.columnCount]}`;
}

/** The first row loads eagerly: it is what the shopper sees first. */
const EAGER_IMAGES = 4;

export type CardShopperState = { signedIn: boolean; favoriteProductIds: ReadonlySet<string>; cartProductIds: ReadonlySet<string> };

export function ProductGrid({ products, grid, redirectTo, shopper }: { products: readonly ProductCardData[]; grid: GridPreferences; redirectTo: string; shopper: CardShopperState }) {
  return (
    <ul className={gridClassOf(grid)} data-testid="product-grid" data-view-size={grid.viewSize} data-columns={grid.columnCount}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            grid={grid}
            redirectTo={redirectTo}
            eager={index < EAGER_IMAGES}
            signedIn={shopper.signedIn}
            isFavorite={shopper.favoriteProductIds.has(product.id)}
            inCart={shopper.cartProductIds.has(product.id)}
          />
        </li>
      ))}
    </ul>
  );
}
