// The product page loader's work, shared by /products/{slug} and /shopify-product/{handle}.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { loadSiteSettings } from "../settings/site-settings.server";
import { mergeBadges } from "../catalog/assigned-badges";
import { loadAssignedBadges } from "../catalog/assigned-badges.server";
import { recordSearchClickAfterResponse } from "../analytics/search-analytics.server";
import { requireProductBySlug, requireStorefrontProduct } from "./product.server";
import { productPageData, type ProductPageData } from "./product-page";
import { loadRelatedProducts } from "./related-products.server";
import type { RelatedProduct } from "./product-page";
import { awaitAll } from "~/lib/platform/await-all";

export async function loadProductPage(request: Request, context: AppLoadContext, slug: string | undefined, source: "any" | "shopify"): Promise<ProductPageData & { canonicalUrl: string; related: RelatedProduct[] }> {
  const url = new URL(request.url);
  const [product, { productRating: rating }, assigned] = await awaitAll([
    source === "shopify" ? requireStorefrontProduct(context, slug) : requireProductBySlug(context, slug),
    loadSiteSettings(context),
    loadAssignedBadges(context),
  ]);
  const canonicalUrl = `${url.origin}/products/${product.handle}`;
  recordSearchClickAfterResponse(request, context, product.handle);
  const related = await loadRelatedProducts(context, product);
  const page = productPageData(product, url.searchParams, canonicalUrl, rating);
  return { ...page, badges: mergeBadges(page.badges, assigned.get(product.id)), canonicalUrl, related };
}
