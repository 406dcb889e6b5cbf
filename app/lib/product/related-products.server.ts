// "You may also like" on a product page: a few products from its first collection.
// Best effort: a failure here never breaks the product page.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatMoney } from "../catalog/money";
import type { CatalogProduct } from "../catalog/types";
import { RELATED_PRODUCTS_QUERY } from "./product-documents";

import type { RelatedProduct } from "./product-page";
import { logger } from "../platform/logger";
import { isolateRowsByKey, keptRead, PUBLIC_ROWS_KEEP_MS } from "../platform/isolate-rows.server";
import { catalogVersionInMemory } from "../catalog/catalog.server";

type Node = {
  id: string;
  title: string;
  handle: string;
  featuredImage: RelatedProduct["image"];
  priceRange: { minVariantPrice: { amount: string; currencyCode: string } };
};

const RELATED_COUNT = 4;

/** A collection's first products, kept per collection under the snapshot in memory (decision 063). */
const keptCollectionHeads = isolateRowsByKey<Node[]>(PUBLIC_ROWS_KEEP_MS, { maxKeys: 200 });

export async function loadRelatedProducts(context: AppLoadContext, product: CatalogProduct): Promise<RelatedProduct[]> {
  const handle = product.collectionHandles.find((h) => h !== "sale") ?? product.collectionHandles[0];
  if (product.source !== "shopify" || !handle) return [];
  try {
    const nodes = await keptRead(keptCollectionHeads, `${catalogVersionInMemory(context) ?? ""} ${handle}`, () =>
      context.storefront
        .query<{ collection: { products: { nodes: Node[] } } | null }>(RELATED_PRODUCTS_QUERY, {
          variables: { handle, first: RELATED_COUNT + 1 },
        })
        .then((data) => data.collection?.products.nodes ?? []),
    );
    return nodes
      .filter((node) => node.id !== product.id)
      .slice(0, RELATED_COUNT)
      .map((node) => ({
        id: node.id,
        title: node.title,
        handle: node.handle,
        price: formatMoney(node.priceRange.minVariantPrice),
        image: node.featuredImage,
      }));
  } catch (error) {
    logger.error("Related products failed to load", { error });
    return [];
  }
}
