// The boutique's own products, from the database (spec 000 section 7,
// "products with product_categories -> categories, is_active, created_at desc").
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { categories, productCategories, products } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { mapDatabaseProduct, type DatabaseProductRow as MappingRow } from "./db-product-mapping";
import type { CatalogProduct } from "./types";

export type DatabaseProductRow = typeof products.$inferSelect & { categorySlugs: string[] };

export async function listActiveDatabaseProducts(db: Database): Promise<DatabaseProductRow[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      shortDescription: products.shortDescription,
      price: products.price,
      comparePrice: products.comparePrice,
      tags: products.tags,
      images: products.images,
      inventoryQuantity: products.inventoryQuantity,
      isActive: products.isActive,
      featured: products.featured,
      specifications: products.specifications,
      dimensions: products.dimensions,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.createdAt));
  if (rows.length === 0) return [];

  const links = await db
    .select({ productId: productCategories.productId, slug: categories.slug })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(eq(categories.isActive, true), inArray(productCategories.productId, rows.map((r) => r.id))));
  const slugsByProduct = new Map<string, string[]>();
  for (const link of links) slugsByProduct.set(link.productId, [...(slugsByProduct.get(link.productId) ?? []), link.slug]);
  return rows.map((row) => ({ ...row, categorySlugs: slugsByProduct.get(row.id) ?? [] }));
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
    inventory_quantity: row.inventoryQuantity,
    is_active: row.isActive,
    featured: row.featured,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    category_slugs: row.categorySlugs,
  };
}

/** The database's active products in catalogue shape. */
export async function loadDatabaseCatalogProducts(db: Database): Promise<CatalogProduct[]> {
  return (await listActiveDatabaseProducts(db)).map((row) => mapDatabaseProduct(toMappingRow(row)));
}

export type DatabaseCategory = { id: string; slug: string; name: string };

/** Spec 000 section 7: categories where is_active, by sort_order. */
export async function listActiveCategories(db: Database): Promise<DatabaseCategory[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder));
}
