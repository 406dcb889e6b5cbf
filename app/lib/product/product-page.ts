// What the product page and quick view render, computed once on the server.
import { badgesOf } from "../catalog/display";
import { formatMoney } from "../catalog/money";
import { isVariantOnSale, parseAmount, percentOff } from "../catalog/pricing";
import { stockLevelOf } from "../catalog/stock";
import type { CatalogProduct, CatalogVariant, ProductBadge, StockLevel } from "../catalog/types";
import type { Rating } from "../settings/site-settings";
import type { CompleteTheLookPiece } from "./complete-the-look";
import type { ProductReviewsView } from "../reviews/review-rules";
import { buildProductStructuredData, type StructuredDataReview } from "./structured-data";
import { optionsOf, selectVariant, type ProductOption } from "./variant-selection";

export type VariantOffer = {
  variant: CatalogVariant | null;
  price: string;
  compareAtPrice: string | null;
  percentOff: number;
  stockLevel: StockLevel;
  available: boolean;
  /** The plus control and the server both stop here; null: not tracked */
  quantityAvailable: number | null;
};

export function offerOf(product: CatalogProduct, variant: CatalogVariant | null): VariantOffer {
  const price = variant ? parseAmount(variant.price) : parseAmount(product.priceRange.minVariantPrice);
  const compareAt = variant && isVariantOnSale(variant) ? parseAmount(variant.compareAtPrice) : null;
  const level = variant ? stockLevelOf(variant) : "out";
  return {
    variant,
    price: formatMoney(price),
    compareAtPrice: compareAt === null ? null : formatMoney(compareAt),
    percentOff: percentOff(price, compareAt),
    stockLevel: level,
    available: level !== "out",
    quantityAvailable: variant?.quantityAvailable ?? null,
  };
}

export type ProductPageData = {
  product: CatalogProduct;
  options: ProductOption[];
  offer: VariantOffer;
  badges: ProductBadge[];
  /** Recently-viewed price: minimum variant price, else the first variant's, else 0 */
  listPrice: number;
  structuredData: Record<string, unknown> | null;
};

export function productPageData(
  product: CatalogProduct,
  search: URLSearchParams,
  canonicalUrl: string,
  rating: Rating | null,
  reviews: readonly StructuredDataReview[] = [],
): ProductPageData {
  const variant = selectVariant(product, search);
  const offer = offerOf(product, variant);
  const minPrice = parseAmount(product.priceRange.minVariantPrice);
  const listPrice = minPrice > 0 ? minPrice : parseAmount(product.variants[0]?.price) || 0;
  const structuredData = buildProductStructuredData(
    {
      id: product.id,
      name: product.title,
      description: product.description,
      image: product.images.map((image) => image.url),
      price: variant ? parseAmount(variant.price) : minPrice,
      availability: variant ? variant.availableForSale : product.availableForSale,
      category: product.productType,
      brand: product.vendor,
      url: canonicalUrl,
      sku: variant?.id,
    },
    rating,
    reviews,
  );
  return { product, options: optionsOf(product), offer, badges: badgesOf(product), listPrice, structuredData };
}

/** A "You may also like" card (client-safe: the product page renders it). */
export type RelatedProduct = {
  id: string;
  title: string;
  handle: string;
  price: string;
  image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
};

/** Who is looking at the product page, for its favorite heart. */
export type ProductFavoriteState = { signedIn: boolean; isFavorite: boolean };

/** What a product route's loader answers. */
export type ProductRouteData = ProductPageData & {
  canonicalUrl: string;
  related: RelatedProduct[];
  favorite: ProductFavoriteState;
  completeTheLook: CompleteTheLookPiece[];
  /** Null when reviews could not be read: the page shows without them. */
  reviews: ProductReviewsView | null;
};
