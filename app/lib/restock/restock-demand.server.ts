// The owner's restock list: the most-wanted sold-out variants, by alerts still
// waiting. Product names and links come from the catalogue as it is now; the
// option label is the one the catalogue gave when the shopper asked.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { productsByHandle } from "../catalog/products-by-handle.server";
import { logger } from "../platform/logger";
import { listRestockDemand } from "./back-in-stock-alerts.server";

export type RestockDemandLine = {
  variantId: string;
  productTitle: string;
  productUrl: string;
  optionsLabel: string;
  waiting: number;
  unconfirmed: number;
  oldest: string;
};

export async function loadRestockDemand(
  context: AppLoadContext,
): Promise<{ lines: RestockDemandLine[]; catalogueAvailable: boolean }> {
  const rows = await listRestockDemand(context.db);
  let products = new Map<string, { title: string; url: string }>();
  let catalogueAvailable = true;
  try {
    products = await productsByHandle(context, [...new Set(rows.map((row) => row.productHandle))]);
  } catch (error) {
    // The counts are the database's: shown with the names saved when shoppers asked.
    logger.warn("Restock demand: catalogue unavailable, showing saved names", { error });
    catalogueAvailable = false;
  }
  const lines = rows.map((row) => {
    const product = products.get(row.productHandle);
    return {
      variantId: row.variantId,
      productTitle: product?.title ?? row.productTitle,
      productUrl: product?.url ?? `/products/${encodeURIComponent(row.productHandle)}`,
      optionsLabel: row.optionsLabel,
      waiting: row.waiting,
      unconfirmed: row.unconfirmed,
      oldest: row.oldest,
    };
  });
  return { lines, catalogueAvailable };
}
