// /collections: every collection in the spec's order with its product count.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { logger } from "../platform/logger";
import { CatalogUnavailableError, getCatalog } from "./catalog.server";
import { collectionDisplayTitle, orderCollections } from "./collections-order";
import { SALE_CATEGORY } from "./filters";
import type { CollectionSummary } from "./types";

export async function loadCollectionsOverview(
  context: AppLoadContext,
): Promise<{ status: "ok"; collections: CollectionSummary[] } | { status: "unavailable"; message: string }> {
  let read;
  try {
    read = await getCatalog(context);
  } catch (error) {
    if (!(error instanceof CatalogUnavailableError)) throw error;
    logger.error("Collections unavailable", { cause: String(error.cause) });
    return { status: "unavailable", message: error.message };
  }
  const { collections, index } = read.entry;
  const saleCount = index.products.reduce((count, item) => count + (item.onSale ? 1 : 0), 0);
  return {
    status: "ok",
    collections: orderCollections(collections).map((collection) => ({
      handle: collection.handle,
      title: collectionDisplayTitle(collection),
      description: collection.description,
      imageUrl: collection.image?.url ?? null,
      imageAlt: collection.image?.altText || collectionDisplayTitle(collection),
      // Sale is the sale rule (compare-at above price), whatever the shop's Sale collection lists.
      productCount: collection.handle === SALE_CATEGORY ? saleCount : collection.productCount,
    })),
  };
}
