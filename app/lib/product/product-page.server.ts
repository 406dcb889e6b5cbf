// The product page loader's work, shared by /products/{slug} and /shopify-product/{handle}.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { loadRating } from "../seo/ratings.server";
import { requireProductBySlug, requireStorefrontProduct } from "./product.server";
import { productPageData, type ProductPageData } from "./product-page";
import { loadRelatedProducts, type RelatedProduct } from "./related-products.server";
import { awaitAll } from "~/lib/platform/await-all";

export async function loadProductPage(request: Request, context: AppLoadContext, slug: string | undefined, source: "any" | "shopify"): Promise<ProductPageData & { canonicalUrl: string; related: RelatedProduct[] }> {
  const url = new URL(request.url);
  const [product, rating] = await awaitAll([
    source === "shopify" ? requireStorefrontProduct(context, slug) : requireProductBySlug(context, slug),
    loadRating(context.db, "product"),
  ]);
  const canonicalUrl = `${url.origin}/products/${product.handle}`;
  const related = await loadRelatedProducts(context, product);
  return { ...productPageData(product, url.searchParams, canonicalUrl, rating), canonicalUrl, related };
}
