// The boutique's own products, from the database (
// "products with product_categories -> categories, is_active, created_at
// desc"; by slug single). One column list, one category join, one mapping
// into the catalogue shape, for the catalogue, product pages and the cart.
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { categories, productCategories, products, productSlugRedirects } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { mapDatabaseProduct, type DatabaseProductRow as MappingRow } from "./db-product-mapping";
import type { CatalogProduct } from "./types";

const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  shortDescription: products.shortDescription,
  price: products.price,
  comparePrice: products.comparePrice,
  tags: products.tags,
  images: products.images,
  imageAltTexts: products.imageAltTexts,
  inventoryQuantity: products.inventoryQuantity,
  isActive: products.isActive,
  featured: products.featured,
  specifications: products.specifications,
  dimensions: products.dimensions,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type DatabaseProductRow = typeof products.$inferSelect & { categorySlugs: string[] };

async function selectProductRows(db: Database, where: SQL | undefined): Promise<DatabaseProductRow[]> {
  const rows = await db.select(productColumns).from(products).where(where).orderBy(desc(products.createdAt));
  if (rows.length === 0) return [];
  const links = await db
    .select({ productId: productCategories.productId, slug: categories.slug })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(
      and(
        eq(categories.isActive, true),
        inArray(
          productCategories.productId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const slugsByProduct = new Map<string, string[]>();
  for (const link of links)
    slugsByProduct.set(link.productId, [...(slugsByProduct.get(link.productId) ?? []), link.slug]);
  return rows.map((row) => ({ ...row, categorySlugs: slugsByProduct.get(row.id) ?? [] }));
}

/** Active products, newest first, as database rows (sitemap, home page). */
export function listActiveDatabaseProducts(db: Database): Promise<DatabaseProductRow[]> {
  return selectProductRows(db, eq(products.isActive, true));
}

/** Drizzle's camelCase row in the snake_case shape the (table-style) mapping reads. */
export function toMappingRow(row: DatabaseProductRow): MappingRow {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    short_description: row.shortDescription,
    price: row.price,
    compare_price: row.comparePrice,
    tags: row.tags,
    images: row.images,
    image_alt_texts: row.imageAltTexts,
    inventory_quantity: row.inventoryQuantity,
    is_active: row.isActive,
    featured: row.featured,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    category_slugs: row.categorySlugs,
  };
}

const toCatalogProduct = (row: DatabaseProductRow) => mapDatabaseProduct(toMappingRow(row));

/** The database's active products in catalogue shape. */
export async function loadDatabaseCatalogProducts(db: Database): Promise<CatalogProduct[]> {
  return (await listActiveDatabaseProducts(db)).map(toCatalogProduct);
}

/** An active database product by slug, or null (product pages). */
export async function findDatabaseProductBySlug(db: Database, slug: string): Promise<CatalogProduct | null> {
  const [row] = await selectProductRows(db, and(eq(products.slug, slug), eq(products.isActive, true)));
  return row ? toCatalogProduct(row) : null;
}

/** The slug an active studio piece has now, for an address it had before (admin > Studio pieces), or null. */
export async function findMovedDatabaseProductSlug(db: Database, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(and(eq(productSlugRedirects.oldSlug, oldSlug), eq(products.isActive, true)))
    .limit(1);
  return row && row.slug !== oldSlug ? row.slug : null;
}

/**
 * Database products by id, those taken off sale included (`onSale` false): the cart flags them with a
 * message rather than dropping them.
 */
export async function findDatabaseProductsByIds(
  db: Database,
  ids: string[],
): Promise<{ product: CatalogProduct; onSale: boolean }[]> {
  if (ids.length === 0) return [];
  return (await selectProductRows(db, inArray(products.id, ids))).map((row) => ({
    product: toCatalogProduct(row),
    onSale: row.isActive,
  }));
}

export type DatabaseCategory = { id: string; slug: string; name: string; sortOrder?: number };

/** The shop's own categories where is_active, by sort_order. */
export async function listActiveCategories(db: Database): Promise<DatabaseCategory[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, sortOrder: categories.sortOrder })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder));
}
