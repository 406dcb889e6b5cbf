// The boutique's own products, from the database (spec 000 section 7,
// "products with product_categories -> categories, is_active, created_at desc").
import { and, desc, eq, inArray } from "drizzle-orm";
import { categories, productCategories, products } from "../../../db/schema";
import type { Database } from "../platform/database.server";

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
