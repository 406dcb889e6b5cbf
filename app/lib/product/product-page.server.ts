// The product page loader's work, shared by /products/{slug} and /shopify-product/{handle}.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { findMovedDatabaseProductSlug } from "../catalog/database-products.server";
import { loadSiteSettings } from "../settings/site-settings.server";
import { mergeBadges } from "../catalog/assigned-badges";
import { loadAssignedBadges } from "../catalog/assigned-badges.server";
import { recordSearchClickAfterResponse } from "../analytics/search-analytics.server";
import { requireProductBySlug, requireStorefrontProduct } from "./product.server";
import { productPageData } from "./product-page";
import { loadRelatedProducts } from "./related-products.server";
import { loadCompleteTheLook } from "./complete-the-look.server";
import type { ProductRouteData } from "./product-page";
import { awaitAll } from "../platform/await-all";
import { getUser } from "../auth/session.server";
import { isFavoriteProduct } from "../favorites/favorites.server";
import type { ProductFavoriteState } from "./product-page";
import { logger } from "../platform/logger";
import { loadProductReviews } from "../reviews/reviews.server";
import { productReviewsView, reviewedProductOf } from "../reviews/product-reviews.server";

/** The heart is a detail of the page: when who is asking or their favorites cannot be read, the page shows without it filled. */
async function favoriteStateOf(
  request: Request,
  context: AppLoadContext,
  productId: string,
  user: { id: string } | null,
): Promise<ProductFavoriteState> {
  if (!user) return { signedIn: false, isFavorite: false };
  const isFavorite = await isFavoriteProduct(context.db, user.id, productId).catch((error: unknown) => {
    logger.error("Unable to load favorites for the product page", { error });
    return false;
  });
  return { signedIn: true, isFavorite };
}

/**
 * /products/{slug} for a slug a studio piece had before it was renamed: 301 to its address now (the query
 * kept). Looked up only once both the studio and the shop said "not found", so a rename costs no lookup on
 * any page that exists.
 */
async function requireProductOrMovedSlug(request: Request, context: AppLoadContext, slug: string | undefined) {
  try {
    return await requireProductBySlug(context, slug);
  } catch (error) {
    if (!(error instanceof Response) || error.status !== 404 || !slug) throw error;
    const moved = await findMovedDatabaseProductSlug(context.db, slug).catch((lookupError: unknown) => {
      logger.error("Moved studio slug not looked up", { error: lookupError });
      return null;
    });
    if (moved) throw redirect(`/products/${moved}${new URL(request.url).search}`, 301);
    throw error;
  }
}

export async function loadProductPage(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
  source: "any" | "shopify",
): Promise<ProductRouteData> {
  const url = new URL(request.url);
  const [product, { productRating: rating }, assigned, user] = await awaitAll([
    source === "shopify" ? requireStorefrontProduct(context, slug) : requireProductOrMovedSlug(request, context, slug),
    loadSiteSettings(context),
    loadAssignedBadges(context),
    getUser(request, context).catch((error: unknown) => {
      logger.error("product page: reading the signed-in user failed", { error });
      return null;
    }),
  ]);
  const canonicalUrl = `${url.origin}/products/${product.handle}`;
  recordSearchClickAfterResponse(request, context, product.handle);
  const relatedLoad = loadRelatedProducts(context, product);
  const [related, favorite, completeTheLook, reviewData] = await awaitAll([
    relatedLoad,
    favoriteStateOf(request, context, product.id, user),
    loadCompleteTheLook(context, product, relatedLoad),
    loadProductReviews(context.db, user, reviewedProductOf(product), url.searchParams.get("reviews")),
  ]);
  const reviews = productReviewsView(reviewData, url.searchParams, rating);
  const page = productPageData(product, url.searchParams, canonicalUrl, reviews.structuredRating, reviews.structured);
  return {
    ...page,
    badges: mergeBadges(page.badges, assigned.get(product.id)),
    canonicalUrl,
    related,
    favorite,
    completeTheLook,
    reviews: reviews.view,
  };
}
