// Sort orders for products(sortKey:) and collection.products(sortKey:). Whole-
// catalogue orders are computed once per catalogue and key, then reused.
import type { DemoCatalog, DemoProduct } from "./catalog";

export type ProductSortKey =
  "UPDATED_AT" | "CREATED_AT" | "TITLE" | "PRICE" | "BEST_SELLING" | "RELEVANCE" | "ID" | "PRODUCT_TYPE" | "VENDOR";
export type CollectionProductSortKey =
  "COLLECTION_DEFAULT" | "MANUAL" | "BEST_SELLING" | "CREATED" | "ID" | "PRICE" | "RELEVANCE" | "TITLE";

type Compare = (a: DemoProduct, b: DemoProduct) => number;

const byId: Compare = (a, b) => a.numericId - b.numericId;
const thenById =
  (compare: Compare): Compare =>
  (a, b) =>
    compare(a, b) || byId(a, b);
const byText = (textOf: (product: DemoProduct) => string): Compare =>
  thenById((a, b) => {
    const left = textOf(a).toLowerCase();
    const right = textOf(b).toLowerCase();
    return left < right ? -1 : left > right ? 1 : 0;
  });
const minPrice = (product: DemoProduct) => Number(product.priceRange.minVariantPrice.amount);

const COMPARATORS: Record<Exclude<ProductSortKey, "RELEVANCE">, Compare> = {
  ID: byId,
  TITLE: byText((product) => product.title),
  PRODUCT_TYPE: byText((product) => product.productType),
  VENDOR: byText((product) => product.vendor),
  PRICE: thenById((a, b) => minPrice(a) - minPrice(b)),
  CREATED_AT: byText((product) => product.createdAt),
  UPDATED_AT: byText((product) => product.updatedAt),
  BEST_SELLING: (a, b) => a.bestSellingRank - b.bestSellingRank,
};

const sortedCatalogues = new WeakMap<DemoCatalog, Map<string, DemoProduct[]>>();

/** The whole catalogue in the key's order (RELEVANCE without a query is ID order). */
export function productsInOrder(catalog: DemoCatalog, sortKey: ProductSortKey): DemoProduct[] {
  const key = sortKey === "RELEVANCE" ? "ID" : sortKey;
  let orders = sortedCatalogues.get(catalog);
  if (!orders) sortedCatalogues.set(catalog, (orders = new Map()));
  let sorted = orders.get(key);
  if (!sorted) orders.set(key, (sorted = [...catalog.products].sort(COMPARATORS[key])));
  return sorted;
}

export function collectionProductsInOrder(products: DemoProduct[], sortKey: CollectionProductSortKey): DemoProduct[] {
  switch (sortKey) {
    case "COLLECTION_DEFAULT":
    case "MANUAL":
    case "RELEVANCE":
      return products;
    case "CREATED":
      return [...products].sort(COMPARATORS.CREATED_AT);
    default:
      return [...products].sort(COMPARATORS[sortKey]);
  }
}

/** Stable sort by descending score; ties keep their incoming order. */
export function byRelevance(products: DemoProduct[], scoreOf: (product: DemoProduct) => number): DemoProduct[] {
  return products
    .map((product, position) => ({ product, position, score: scoreOf(product) }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ product }) => product);
}
