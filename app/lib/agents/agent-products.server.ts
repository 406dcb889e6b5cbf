// Products for agents, by whatever an agent holds: a product id, a variant id, or a handle (the product
// page's slug). Ids are read in one Storefront query and one database query; a handle goes through the
// product page's own lookup (studio piece by slug first, then the shop), with its last-good copy when the
// shop fails. Reviews are the product page's own read, for a signed-out visitor.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { databaseProductIdOf } from "../cart/cart-lines";
import { findDatabaseProductsByIds } from "../catalog/database-products.server";
import { toCatalogProduct } from "../catalog/storefront-mapping";
import type { CatalogProduct } from "../catalog/types";
import { awaitAll } from "../platform/await-all";
import { isProductSlug, requireProductBySlug } from "../product/product.server";
import { reviewedProductOf } from "../reviews/product-reviews.server";
import { loadProductReviews } from "../reviews/reviews.server";
import { AGENT_NODES_QUERY, type AgentNode } from "./agent-documents";
import type { ProductReviewFacts } from "./product-facts";

/** As the product page: 5 images, up to 100 variants. */
const IMAGE_COUNT = 5;
const VARIANT_COUNT = 100;

const SHOP_PRODUCT_ID = /^gid:\/\/shopify\/Product\/\d{1,20}$/;
const SHOP_VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/;
const STUDIO_PRODUCT_ID = /^db_([A-Za-z0-9-]{1,64})$/;

/** What an identifier names: a product, one of its variants, or a page's handle. */
export type IdentifierKind = "product" | "variant" | "handle";

export function identifierKindOf(identifier: string): IdentifierKind | null {
  if (SHOP_PRODUCT_ID.test(identifier) || STUDIO_PRODUCT_ID.test(identifier)) return "product";
  if (SHOP_VARIANT_ID.test(identifier) || databaseProductIdOf(identifier) !== null) return "variant";
  return isProductSlug(identifier) ? "handle" : null;
}

/** A product found for an identifier, and the variant it named (for a variant id). */
export type FoundProduct = { product: CatalogProduct; variantId: string | null };

/**
 * Products for product and variant ids, in one Storefront and one database query. Ids nobody knows are left
 * out of the map. Throws StorefrontError when the shop cannot answer.
 */
export async function findProductsByIds(
  context: AppLoadContext,
  ids: readonly string[],
): Promise<Map<string, FoundProduct>> {
  const shopIds = ids.filter((id) => SHOP_PRODUCT_ID.test(id) || SHOP_VARIANT_ID.test(id));
  const studioIds = new Map<string, string>();
  for (const id of ids) {
    const studio = STUDIO_PRODUCT_ID.exec(id)?.[1] ?? databaseProductIdOf(id);
    if (studio) studioIds.set(id, studio);
  }
  const [nodes, studioProducts] = await awaitAll([
    shopIds.length
      ? context.storefront
          .query<{ nodes: AgentNode[] }>(AGENT_NODES_QUERY, {
            variables: { ids: shopIds, imageCount: IMAGE_COUNT, variantCount: VARIANT_COUNT },
          })
          .then((data) => data.nodes)
      : [],
    findDatabaseProductsByIds(context.db, [...new Set(studioIds.values())]),
  ]);
  const found = new Map<string, FoundProduct>();
  shopIds.forEach((id, index) => {
    const node = nodes[index];
    if (!node?.id) return;
    if ("product" in node) {
      if (node.product) found.set(id, { product: toCatalogProduct(node.product), variantId: node.id });
    } else found.set(id, { product: toCatalogProduct(node), variantId: null });
  });
  for (const [id, studioId] of studioIds) {
    // A piece taken off sale is not offered to agents, as it is not listed in the shop.
    const product = studioProducts.find((found) => found.onSale && found.product.id === `db_${studioId}`)?.product;
    if (!product) continue;
    const isVariant = databaseProductIdOf(id) !== null;
    found.set(id, { product, variantId: isVariant ? (product.variants[0]?.id ?? null) : null });
  }
  return found;
}

/**
 * One product by id, variant id or handle; null when nothing is called that. A handle reads like the product
 * page (a 503 Response is thrown when the shop fails and no copy is kept); ids throw StorefrontError.
 */
export async function findProductByIdentifier(
  context: AppLoadContext,
  identifier: string,
): Promise<FoundProduct | null> {
  const kind = identifierKindOf(identifier);
  if (kind === null) return null;
  if (kind !== "handle") return (await findProductsByIds(context, [identifier])).get(identifier) ?? null;
  try {
    return { product: await requireProductBySlug(context, identifier), variantId: null };
  } catch (error) {
    if (error instanceof Response && error.status === 404) return null;
    throw error;
  }
}

/** The product's published reviews as the product page reads them; null when they cannot be read. */
export async function loadReviewFacts(
  context: AppLoadContext,
  product: CatalogProduct,
): Promise<ProductReviewFacts | null> {
  const reviews = await loadProductReviews(context.db, null, reviewedProductOf(product), null);
  return reviews ? { summary: reviews.summary, latest: reviews.latest } : null;
}
