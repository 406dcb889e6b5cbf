// The boutique's own products, one at a time: by slug for the product page and
// by id for cart lines (`db_variant_<id>`). Mapped into the catalogue shape.
import { and, eq, inArray } from "drizzle-orm";
import { categories, productCategories, products } from "../../../db/schema";
import { mapDatabaseProduct } from "../catalog/db-product-mapping";
import type { CatalogProduct } from "../catalog/types";
import type { Database } from "../platform/database.server";

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
  inventoryQuantity: products.inventoryQuantity,
  isActive: products.isActive,
  featured: products.featured,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

type ProductRow = { [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K] };

async function toCatalogProducts(db: Database, rows: ProductRow[]): Promise<CatalogProduct[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ productId: productCategories.productId, slug: categories.slug })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(eq(categories.isActive, true), inArray(productCategories.productId, rows.map((row) => row.id))));
  return rows.map((row) =>
    mapDatabaseProduct({
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
      category_slugs: links.filter((link) => link.productId === row.id).map((link) => link.slug),
    }),
  );
}

/** An active database product by slug, or null. */
export async function findDatabaseProductBySlug(db: Database, slug: string): Promise<CatalogProduct | null> {
  const rows = await db.select(productColumns).from(products).where(and(eq(products.slug, slug), eq(products.isActive, true))).limit(1);
  return (await toCatalogProducts(db, rows))[0] ?? null;
}

/** Database products by id, inactive ones included (the cart flags them rather than dropping them). */
export async function findDatabaseProductsByIds(db: Database, ids: string[]): Promise<CatalogProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, ids));
  return toCatalogProducts(db, rows);
}
