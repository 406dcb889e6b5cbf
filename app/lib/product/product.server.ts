// Loads one product for the product page and the quick view: a database
// product by slug or a Storefront product by handle.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { StorefrontError } from "../catalog/storefront-errors";
import { toCatalogProduct, type StorefrontProductNode } from "../catalog/storefront-mapping";
import type { CatalogProduct } from "../catalog/types";
import { catalogVersionInMemory } from "../catalog/catalog.server";
import { isolateRowsByKey, keptRead, PUBLIC_ROWS_KEEP_MS } from "../platform/isolate-rows.server";
import { knownPageGeneration } from "../worker/page-generation.server";
import { findDatabaseProductBySlug } from "../catalog/database-products.server";
import { logger } from "../platform/logger";
import { PRODUCT_BY_HANDLE_QUERY } from "./product-documents";

/** The product page's full query: up to 5 images; variants generously, a product page lists them all. */
const PRODUCT_PAGE_IMAGES = 5;
const PRODUCT_PAGE_VARIANTS = 100;
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export function isProductSlug(value: string | undefined): value is string {
  return typeof value === "string" && SLUG_PATTERN.test(value);
}

function notFound(): Response {
  return new Response("Product not found", { status: 404, statusText: "Product not found" });
}

/**
 * The last good answer for recently shown products, per isolate. Fresh (read under the catalogue snapshot in
 * memory, within PUBLIC_ROWS_KEEP_MS) it is the answer: the page is then rendered without asking the shop, as
 * fresh as the HTML cache keeps an anonymous page (decision 063); a product changed in the shop comes with a new
 * snapshot. While the Storefront fails (503, THROTTLED, time-outs), a product page someone saw lately is served
 * as it was, the way listings serve the stale catalogue. Plain data only (decision 015), bounded, oldest dropped first.
 */
type KnownProduct = { product: CatalogProduct; readAt: number; catalogVersion: string | null };
const lastGoodProducts = new Map<string, KnownProduct>();
const LAST_GOOD_PRODUCTS_MAX = 500;

function rememberProduct(handle: string, known: KnownProduct): void {
  lastGoodProducts.delete(handle);
  lastGoodProducts.set(handle, known);
  if (lastGoodProducts.size > LAST_GOOD_PRODUCTS_MAX) lastGoodProducts.delete(lastGoodProducts.keys().next().value!);
}

/** A Storefront product by handle, or null. A failing shop gives the last good copy, else a 503, never a 500. */
export async function findStorefrontProduct(context: AppLoadContext, handle: string): Promise<CatalogProduct | null> {
  const catalogVersion = catalogVersionInMemory(context);
  const known = lastGoodProducts.get(handle);
  if (
    known &&
    catalogVersion !== null &&
    known.catalogVersion === catalogVersion &&
    Date.now() - known.readAt < PUBLIC_ROWS_KEEP_MS
  )
    return known.product;
  try {
    const data = await context.storefront.query<{ product: StorefrontProductNode | null }>(PRODUCT_BY_HANDLE_QUERY, {
      variables: { handle, imageCount: PRODUCT_PAGE_IMAGES, variantCount: PRODUCT_PAGE_VARIANTS },
    });
    const product = data.product ? toCatalogProduct(data.product) : null;
    if (product) rememberProduct(handle, { product, readAt: Date.now(), catalogVersion });
    else lastGoodProducts.delete(handle);
    return product;
  } catch (error) {
    if (error instanceof StorefrontError) {
      const stale = lastGoodProducts.get(handle)?.product;
      logger.error("Product page load failed", { handle, error: error.message, servedStale: Boolean(stale) });
      if (stale) return stale;
      throw new Response("Service temporarily unavailable", { status: 503 });
    }
    throw error;
  }
}

/**
 * The boutique's own products by slug (null: not one of theirs), kept like the other public rows: every product
 * page asks whether its slug is one of the boutique's before it asks the shop. Nothing in the app writes them; a
 * save that comes to do so calls `markContentChanged`.
 */
const databaseProductsBySlug = isolateRowsByKey<CatalogProduct | null>(PUBLIC_ROWS_KEEP_MS, {
  stamp: knownPageGeneration,
});

/** /products/{slug}: the boutique's own product by slug, else the shop's product by handle; 404 otherwise. */
export async function requireProductBySlug(context: AppLoadContext, slug: string | undefined): Promise<CatalogProduct> {
  if (!isProductSlug(slug)) throw notFound();
  // Both lookups finish before anything is thrown; a studio piece still shows while the shop is down.
  const [studio, shop] = await Promise.allSettled([
    keptRead(databaseProductsBySlug, slug, () => findDatabaseProductBySlug(context.db, slug)),
    findStorefrontProduct(context, slug),
  ]);
  if (studio.status === "fulfilled" && studio.value) return studio.value;
  if (shop.status === "fulfilled" && shop.value) return shop.value;
  if (shop.status === "rejected") throw shop.reason;
  if (studio.status === "rejected") {
    logger.error("Product lookup in the database failed", { error: studio.reason });
    throw new Response("Service temporarily unavailable", { status: 503 });
  }
  throw notFound();
}

/** /shopify-product/{handle}: only the shop's products. */
export async function requireStorefrontProduct(
  context: AppLoadContext,
  handle: string | undefined,
): Promise<CatalogProduct> {
  if (!isProductSlug(handle)) throw notFound();
  const product = await findStorefrontProduct(context, handle);
  if (!product) throw notFound();
  return product;
}
