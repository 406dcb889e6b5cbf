// A catalogue prepared once for listing queries: every fact a filter, facet or
// sort needs is derived per product up front, so a request only compares
// numbers and set members over up to 10,000 products.
import type { CatalogProduct, CatalogVariant } from "./types";
import { FILTER_COLORS, type FilterColor, filterColorsOfVariant } from "./colors";
import { isOnSale, minPriceOf } from "./pricing";
import { createSearchIndex, type SearchIndex } from "./search";
import { SIZE_GROUP_IDS, type SizeGroupId, sizeGroupOfVariant } from "./size-groups";
import { type SortValue, sortProducts } from "./sort";
import { isProductInStock } from "./stock";
import { subCategoryKey } from "./sub-categories";

/**
 * What the size and colour filters need to know about one variant, as bit
 * sets (bit i = SIZE_GROUP_IDS[i] / FILTER_COLORS[i]) so that filtering and
 * facet counting over 10,000 products is integer arithmetic.
 */
export type VariantFacts = {
  /** One bit for the variant's size group, 0 when it has no clothing size */
  sizeBits: number;
  /** Bits of the offered colours its Color value names ("Blue/White" has two) */
  colorBits: number;
  available: boolean;
};

export function sizeGroupBit(group: SizeGroupId): number {
  return 1 << SIZE_GROUP_IDS.indexOf(group);
}

export function filterColorBit(color: FilterColor): number {
  return 1 << FILTER_COLORS.indexOf(color);
}

function variantFactsOf(variant: CatalogVariant): VariantFacts {
  const sizeGroup = sizeGroupOfVariant(variant);
  return {
    sizeBits: sizeGroup ? sizeGroupBit(sizeGroup) : 0,
    colorBits: filterColorsOfVariant(variant).reduce((bits, color) => bits | filterColorBit(color), 0),
    available: variant.availableForSale,
  };
}

export type IndexedProduct = {
  product: CatalogProduct;
  /** Position in the catalogue, the search index's reference */
  position: number;
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

function timestampOf(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : 0;
}

export function indexProduct(product: CatalogProduct, position: number): IndexedProduct {
  return {
    product,
    position,
    minPrice: minPriceOf(product),
    inStock: isProductInStock(product),
    onSale: isOnSale(product),
    variants: product.variants.map(variantFactsOf),
    collectionHandles: new Set(product.collectionHandles.map((handle) => handle.toLowerCase())),
    productTypeKey: subCategoryKey(product.productType),
    titleKey: product.title.toLowerCase(),
    createdAtMs: timestampOf(product.createdAt),
    updatedAtMs: timestampOf(product.updatedAt),
  };
}

export function indexProducts(products: readonly CatalogProduct[]): IndexedProduct[] {
  return products.map(indexProduct);
}

export type CatalogIndex = {
  readonly products: readonly IndexedProduct[];
  /** Built on first use: a catalogue nobody searches never pays for the Fuse index. */
  readonly searchIndex: SearchIndex;
  /**
   * The whole catalogue in a sort order, sorted once on first use; a listing
   * then orders its subset by walking this list instead of sorting again.
   */
  sortedBy(sort: SortValue): readonly IndexedProduct[];
};

/** Prepare a catalogue for `queryListing`; cache the result alongside the catalogue. */
export function createCatalogIndex(products: readonly CatalogProduct[]): CatalogIndex {
  const indexed = indexProducts(products);
  let searchIndex: SearchIndex | null = null;
  const sorted = new Map<SortValue, readonly IndexedProduct[]>();
  return {
    products: indexed,
    get searchIndex() {
      searchIndex ??= createSearchIndex(products);
      return searchIndex;
    },
    sortedBy(sort) {
      let order = sorted.get(sort);
      if (!order) {
        order = sortProducts(indexed, sort);
        sorted.set(sort, order);
      }
      return order;
    },
  };
}
