// The most viewed products as an owner reads them: the catalogue's name,
// thumbnail and page for each handle the views name. A handle the catalogue
// does not know (a page a browser invented, a product since removed) is left
// out, so every listed link opens a product.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { productsByHandle, type CatalogProductSummary } from "../catalog/products-by-handle.server";
import { logger } from "../platform/logger";

export type ViewedProductCount = { product: string; views: number; visitors: number };
export type MostViewedProduct = CatalogProductSummary & { views: number; visitors: number };

/** The first `limit` rows (already in order) that name a product of the catalogue; [] when the catalogue cannot load. */
export async function nameViewedProducts(
  context: AppLoadContext,
  rows: readonly ViewedProductCount[],
  limit: number,
): Promise<MostViewedProduct[]> {
  let known: Map<string, CatalogProductSummary>;
  try {
    known = await productsByHandle(
      context,
      rows.map((row) => row.product),
    );
  } catch (error) {
    logger.warn("Most viewed products: the catalogue could not load", { error });
    return [];
  }
  return rows
    .flatMap((row) => {
      const product = known.get(row.product);
      return product ? [{ ...product, views: row.views, visitors: row.visitors }] : [];
    })
    .slice(0, limit);
}
