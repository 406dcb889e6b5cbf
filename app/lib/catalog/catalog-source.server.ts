// Builds the normalised catalogue: the Storefront
// bulk product paging, its collections, and the database's active products in
// the same shape. Throws when the Storefront fails, so nothing half-read is cached.
import type { Database } from "../platform/database.server";
import { listActiveCategories, loadDatabaseCatalogProducts, type DatabaseCategory } from "./database-products.server";
import { SALE_CATEGORY } from "./filters";
import { CATALOG_COLLECTIONS_QUERY, CATALOG_PRODUCTS_QUERY } from "./storefront-documents";
import { toCatalogProduct, type StorefrontProductNode } from "./storefront-mapping";
import type { Storefront } from "./storefront.server";
import type { CatalogCollection, CatalogImage, CatalogProduct, PageInfo } from "./types";
import { logger } from "../platform/logger";
import { awaitAll } from "../platform/await-all";

export const BULK_PAGE_SIZE = 250;
export const BULK_MAX_PAGES = 50;
export const COLLECTION_PAGE_SIZE = 250;
export const COLLECTION_MAX_PAGES = 10;
/** The spec caps a product at 50 images; a card shows one, so the listing asks for one (decision 006). */
export const LISTING_IMAGE_COUNT = 1;
/** Every variant up to the spec's 250: size, colour and stock filters judge variants. */
export const LISTING_VARIANT_COUNT = 250;

export type CatalogData<P = CatalogProduct> = {
  products: P[];
  collections: CatalogCollection[];
  /** False when the database could not be read: the entry is served but not stored. */
  complete: boolean;
};

type ProductsPage = {
  products: { nodes: StorefrontProductNode[]; pageInfo: Pick<PageInfo, "hasNextPage" | "endCursor"> };
};
type CollectionNode = {
  id: string;
  title: string;
  handle: string;
  description: string;
  image: CatalogImage | null;
  updatedAt?: string | null;
};
type CollectionsPage = {
  collections: { nodes: CollectionNode[]; pageInfo: Pick<PageInfo, "hasNextPage" | "endCursor"> };
};

/** What collection assembly reads of a product, whatever form the caller keeps it in. */
type CollectionMember = Pick<CatalogProduct, "handle" | "collectionHandles">;

async function fetchStorefrontProducts<P>(
  storefront: Storefront,
  prepare: (product: CatalogProduct) => P,
): Promise<P[]> {
  const products: P[] = [];
  let after: string | null = null;
  for (let page = 0; page < BULK_MAX_PAGES; page += 1) {
    const data: ProductsPage = await storefront.query<ProductsPage>(CATALOG_PRODUCTS_QUERY, {
      variables: { first: BULK_PAGE_SIZE, after, imageCount: LISTING_IMAGE_COUNT, variantCount: LISTING_VARIANT_COUNT },
    });
    // Each page is turned into its kept form at once, so 10,000 full products are never held together.
    for (const node of data.products.nodes) products.push(prepare(toCatalogProduct(node)));
    const { hasNextPage, endCursor } = data.products.pageInfo;
    if (!hasNextPage || !endCursor || data.products.nodes.length < BULK_PAGE_SIZE) break;
    after = endCursor;
  }
  return products;
}

async function fetchStorefrontCollections(storefront: Storefront): Promise<CollectionNode[]> {
  const collections: CollectionNode[] = [];
  let after: string | null = null;
  for (let page = 0; page < COLLECTION_MAX_PAGES; page += 1) {
    const data: CollectionsPage = await storefront.query<CollectionsPage>(CATALOG_COLLECTIONS_QUERY, {
      variables: { first: COLLECTION_PAGE_SIZE, after },
    });
    collections.push(...data.collections.nodes);
    const { hasNextPage, endCursor } = data.collections.pageInfo;
    if (!hasNextPage || !endCursor) break;
    after = endCursor;
  }
  return collections;
}

/**
 * Collections with their product handles. Membership comes from each product's
 * own `collections` (read in the same bulk pages) instead of paging every
 * collection's products again: the same facts for a fraction of the requests.
 * Database categories without a shop collection become collections too, shown
 * with their newest product's image (`covers`, by category slug), and Sale
 * always exists because it is a rule, not a list.
 */
export function assembleCollections(
  products: readonly CollectionMember[],
  shopCollections: readonly CollectionNode[],
  categories: readonly DatabaseCategory[],
  covers: ReadonlyMap<string, CatalogImage> = new Map(),
): CatalogCollection[] {
  const handlesByCollection = new Map<string, string[]>();
  for (const product of products) {
    for (const handle of product.collectionHandles) {
      const key = handle.toLowerCase();
      handlesByCollection.set(key, [...(handlesByCollection.get(key) ?? []), product.handle]);
    }
  }
  const collections: CatalogCollection[] = shopCollections.map((node) => ({
    id: node.id,
    title: node.title,
    handle: node.handle.toLowerCase(),
    description: node.description ?? "",
    image: node.image ?? null,
    productHandles: handlesByCollection.get(node.handle.toLowerCase()) ?? [],
    updatedAt: node.updatedAt ?? null,
  }));
  const known = new Set(collections.map((collection) => collection.handle));
  for (const category of categories) {
    const handle = category.slug.toLowerCase();
    if (known.has(handle)) continue;
    known.add(handle);
    const cover = covers.get(handle);
    const image = cover ? { ...cover, altText: `${category.name} collection` } : null;
    collections.push({
      id: `db_category_${category.id}`,
      title: category.name,
      handle,
      description: "",
      image,
      productHandles: handlesByCollection.get(handle) ?? [],
      ...(category.sortOrder === undefined ? {} : { sortOrder: category.sortOrder }),
    });
  }
  if (!known.has(SALE_CATEGORY))
    collections.push({
      id: "sale",
      title: "Sale",
      handle: SALE_CATEGORY,
      description: "",
      image: null,
      productHandles: [],
    });
  return collections;
}

/**
 * `prepare` turns each product into the form the caller keeps (the snapshot
 * job keeps snapshot rows); by default the catalogue products themselves.
 */
export async function buildCatalog<P extends CollectionMember = CatalogProduct>(
  storefront: Storefront,
  db: Database,
  prepare: (product: CatalogProduct) => P = (product) => product as unknown as P,
): Promise<CatalogData<P>> {
  let complete = true;
  const readDatabase = <T>(read: Promise<T>, fallback: T): Promise<T> =>
    read.catch((error: unknown) => {
      // Failed to load products: the shop's catalogue still shows, this copy is not stored.
      logger.error("Failed to load products", { error });
      complete = false;
      return fallback;
    });
  const [shopProducts, shopCollections, databaseCatalogProducts, categories] = await awaitAll([
    fetchStorefrontProducts(storefront, prepare),
    fetchStorefrontCollections(storefront),
    readDatabase(loadDatabaseCatalogProducts(db), [] as CatalogProduct[]),
    readDatabase(listActiveCategories(db), [] as DatabaseCategory[]),
  ]);
  const products = [...shopProducts, ...databaseCatalogProducts.map(prepare)];
  return {
    products,
    collections: assembleCollections(products, shopCollections, categories, categoryCovers(databaseCatalogProducts)),
    complete,
  };
}

/** Each category's newest product image (database products come newest first). */
function categoryCovers(products: readonly CatalogProduct[]): Map<string, CatalogImage> {
  const covers = new Map<string, CatalogImage>();
  for (const product of products) {
    const [image] = product.images;
    if (!image) continue;
    for (const handle of product.collectionHandles)
      if (!covers.has(handle.toLowerCase())) covers.set(handle.toLowerCase(), image);
  }
  return covers;
}
