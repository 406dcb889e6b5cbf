// One product as a listing query sees it (catalog-index.ts builds these): what filters, facets
// and sorts compare, nothing a card shows.
import type { VariantFacts } from "./variant-facts";

export type IndexedProduct = {
  /** Position in the catalogue, the search index's reference */
  position: number;
  id: string;
  title: string;
  minPrice: number;
  inStock: boolean;
  onSale: boolean;
  variants: readonly VariantFacts[];
  collectionHandles: ReadonlySet<string>;
  productTypeKey: string;
  titleKey: string;
  createdAtMs: number;
  updatedAtMs: number;
};
