// From the product page's review reads to what its loader answers: the view the page draws and the JSON-LD's part.
import type { CatalogProduct } from "../catalog/types";
import type { StructuredDataReview } from "../product/structured-data";
import { optionsOf } from "../product/variant-selection";
import { sizesOf, structuredRatingOf, type ProductReviewsView } from "./review-rules";
import type { ProductReviewsData, ReviewedProduct } from "./reviews.server";

export function reviewedProductOf(product: CatalogProduct): ReviewedProduct {
  return { id: product.id, handle: product.handle, title: product.title, sizes: sizesOf(optionsOf(product)) };
}

/** `?review=published` / `?review=pending`: where a sent review lands (the form redirects there). */
function sentOf(search: URLSearchParams): ProductReviewsView["sent"] {
  const sent = search.get("review");
  return sent === "published" || sent === "pending" ? sent : null;
}

export function productReviewsView(
  data: ProductReviewsData | null,
  search: URLSearchParams,
  sample: { ratingValue: number; reviewCount: number },
): {
  view: ProductReviewsView | null;
  structuredRating: { ratingValue: number; reviewCount: number } | null;
  structured: StructuredDataReview[];
} {
  const structuredRating = structuredRatingOf(
    data ? { summary: data.summary, showSampleRatings: data.settings.showSampleRatings } : null,
    sample,
  );
  if (!data) return { view: null, structuredRating, structured: [] };
  return {
    view: {
      summary: data.summary,
      reviews: data.reviews,
      page: data.page,
      pageCount: data.pageCount,
      eligibility: data.eligibility,
      sent: sentOf(search),
    },
    structuredRating,
    structured: data.latest,
  };
}
