// The catalogue snapshot's content (decisions 023 and 028): per product only what
// listings need: the card as it will be shown, the facts filters, facets and
// sorts compare, and the searchable fields. Variants travel as short
// tuples. Full product pages read the Storefront themselves. The bytes in R2
// are columns (catalog-snapshot-columns.ts).
import { isOnSale, minPriceOf } from "./pricing";
import { type ListedProductCard, toProductCard } from "./product-cards";
import { variantFactsOf } from "./variant-facts";
import { isProductInStock } from "./stock";
import type { CatalogCollection, CatalogProduct } from "./types";

/**
 * Bumped when the stored form changes: an isolate never reads a format it does
 * not know (the key names the format too, so an old object is simply absent).
 * 2: NDJSON rows; 3: binary columns; 4: the same with packed cards; 5: with every word's occurrences; 6: search
 * tables for word-by-word search (no occurrences, no field texts; collections and options searched as tags).
 */
export const SNAPSHOT_FORMAT = 6;

export type SnapshotCollection = Omit<CatalogCollection, "productHandles"> & { productCount: number };

export type SnapshotHeader = {
  format: typeof SNAPSHOT_FORMAT;
  version: string;
  /** When the shop was read (ms since epoch) */
  builtAt: number;
  /** False when the database could not be read: served, never stored */
  complete: boolean;
  productCount: number;
  variantCount: number;
  collections: SnapshotCollection[];
  /** Distinct variant titles; stored rows name them by position ("M / Sage" is repeated thousands of times) */
  variantTitles?: string[];
};

/**
 * [id, title, availableForSale 0/1, size bits, colour bits]. Stored rows give
 * Shopify variant ids as their number and titles as a position in the
 * header's `variantTitles`: half the bytes to read and parse.
 */
export type SnapshotVariant = [
  id: string | number,
  title: string | number,
  available: 0 | 1,
  sizeBits: number,
  colorBits: number,
];

export const SHOPIFY_VARIANT_PREFIX = "gid://shopify/ProductVariant/";

/** The id's number when it is a Shopify variant gid (and fits a double exactly), else the id. */
export function compactVariantId(id: string): string | number {
  if (!id.startsWith(SHOPIFY_VARIANT_PREFIX)) return id;
  const digits = id.slice(SHOPIFY_VARIANT_PREFIX.length);
  return /^[1-9]\d{0,14}$/.test(digits) ? Number(digits) : id;
}

export function expandVariantId(id: string | number): string {
  return typeof id === "number" ? `${SHOPIFY_VARIANT_PREFIX}${id}` : id;
}

/** The card minus what the row already carries (id, handle, title) and the variant ids. */
export type SnapshotCard = Omit<ListedProductCard, "id" | "handle" | "title" | "variantIds">;

export type SnapshotProduct = {
  id: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  tags: string[];
  collectionHandles: string[];
  createdAtMs: number;
  updatedAtMs: number;
  minPrice: number;
  inStock: boolean;
  onSale: boolean;
  card: SnapshotCard;
  variants: SnapshotVariant[];
};

function timestampOf(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : 0;
}

/** A catalogue product as one snapshot row; the full product is not kept after this. */
export function snapshotProductOf(product: CatalogProduct): SnapshotProduct {
  const { id, handle, title, variantIds: _variantIds, ...card } = toProductCard(product);
  return {
    id,
    handle,
    title,
    description: product.description,
    productType: product.productType,
    tags: product.tags,
    collectionHandles: product.collectionHandles.map((collection) => collection.toLowerCase()),
    createdAtMs: timestampOf(product.createdAt),
    updatedAtMs: timestampOf(product.updatedAt),
    minPrice: minPriceOf(product),
    inStock: isProductInStock(product),
    onSale: isOnSale(product),
    card,
    variants: product.variants.map((variant) => {
      const facts = variantFactsOf(variant);
      return [variant.id, variant.title, facts.available ? 1 : 0, facts.sizeBits, facts.colorBits];
    }),
  };
}

export function snapshotCollectionsOf(collections: readonly CatalogCollection[]): SnapshotCollection[] {
  return collections.map(({ productHandles, ...collection }) => ({
    ...collection,
    productCount: productHandles.length,
  }));
}

export function createSnapshotVersion(builtAt: number): string {
  return `${builtAt.toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Whether a parsed header line is one this code can read. */
export function isSnapshotHeader(value: unknown): value is SnapshotHeader {
  if (!value || typeof value !== "object") return false;
  const header = value as Partial<SnapshotHeader>;
  return (
    header.format === SNAPSHOT_FORMAT &&
    typeof header.version === "string" &&
    typeof header.builtAt === "number" &&
    typeof header.productCount === "number" &&
    typeof header.variantCount === "number" &&
    Array.isArray(header.collections)
  );
}
