// What the home page shows until the full catalogue lands: the newest
// Storefront products and the boutique's own database products.
import { listActiveDatabaseProducts } from "./database-products.server";
import { FEATURED_PRODUCTS_QUERY } from "./storefront-documents";
import { toCatalogProduct, type StorefrontProductNode } from "./storefront-mapping";
import type { Storefront } from "./storefront.server";
import type { Database } from "../platform/database.server";

export type ProductTeaser = { id: string; title: string; href: string; price: string; imageUrl: string | null; imageAlt: string };

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export async function loadStorefrontTeasers(storefront: Storefront, count: number): Promise<ProductTeaser[]> {
  const data = await storefront.query<{ products: { nodes: StorefrontProductNode[] } }>(FEATURED_PRODUCTS_QUERY, {
    variables: { first: count, imageCount: 3, variantCount: 5 },
  });
  return data.products.nodes.map(toCatalogProduct).map((product) => ({
    id: product.id,
    title: product.title,
    href: `/products/${product.handle}`,
    price: usd.format(Number(product.priceRange.minVariantPrice.amount)),
    imageUrl: product.images[0]?.url ?? null,
    imageAlt: product.images[0]?.altText ?? product.title,
  }));
}

export async function loadDatabaseTeasers(db: Database, count: number): Promise<ProductTeaser[]> {
  const rows = await listActiveDatabaseProducts(db);
  return rows.slice(0, count).map((row) => ({
    id: `db_${row.id}`,
    title: row.name,
    href: `/products/${row.slug}`,
    price: usd.format(row.price),
    imageUrl: row.images[0] ?? null,
    imageAlt: row.name,
  }));
}
