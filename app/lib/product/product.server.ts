// Loads one product for the product page and the quick view: a database
// product by slug or a Storefront product by handle (spec 000 section 2).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { StorefrontError } from "../catalog/storefront-errors";
import { toCatalogProduct, type StorefrontProductNode } from "../catalog/storefront-mapping";
import type { CatalogProduct } from "../catalog/types";
import { findDatabaseProductBySlug } from "../catalog/database-products.server";
import { PRODUCT_BY_HANDLE_QUERY } from "./product-documents";

/** Spec 000 section 7, "Full query": up to 5 images; variants generously, a product page lists them all. */
const PRODUCT_PAGE_IMAGES = 5;
const PRODUCT_PAGE_VARIANTS = 100;
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export function isProductSlug(value: string | undefined): value is string {
  return typeof value === "string" && SLUG_PATTERN.test(value);
}

function notFound(): Response {
  return new Response("Product not found", { status: 404, statusText: "Product not found" });
}

/** A Storefront product by handle, or null. A failing shop becomes a 503, never a 500. */
export async function findStorefrontProduct(context: AppLoadContext, handle: string): Promise<CatalogProduct | null> {
  try {
    const data = await context.storefront.query<{ product: StorefrontProductNode | null }>(PRODUCT_BY_HANDLE_QUERY, {
      variables: { handle, imageCount: PRODUCT_PAGE_IMAGES, variantCount: PRODUCT_PAGE_VARIANTS },
    });
    return data.product ? toCatalogProduct(data.product) : null;
  } catch (error) {
    if (error instanceof StorefrontError) {
      console.error("Product page load failed", error.message);
      throw new Response("Service temporarily unavailable", { status: 503 });
    }
    throw error;
  }
}

/** /products/{slug}: the boutique's own product by slug, else the shop's product by handle; 404 otherwise. */
export async function requireProductBySlug(context: AppLoadContext, slug: string | undefined): Promise<CatalogProduct> {
  if (!isProductSlug(slug)) throw notFound();
  // Both lookups finish before anything is thrown; a studio piece still shows while the shop is down.
  const [studio, shop] = await Promise.allSettled([findDatabaseProductBySlug(context.db, slug), findStorefrontProduct(context, slug)]);
  if (studio.status === "fulfilled" && studio.value) return studio.value;
  if (shop.status === "fulfilled" && shop.value) return shop.value;
  if (shop.status === "rejected") throw shop.reason;
  if (studio.status === "rejected") {
    console.error("Product lookup in the database failed", studio.reason);
    throw new Response("Service temporarily unavailable", { status: 503 });
  }
  throw notFound();
}

/** /shopify-product/{handle}: only the shop's products. */
export async function requireStorefrontProduct(context: AppLoadContext, handle: string | undefined): Promise<CatalogProduct> {
  if (!isProductSlug(handle)) throw notFound();
  const product = await findStorefrontProduct(context, handle);
  if (!product) throw notFound();
  return product;
}
