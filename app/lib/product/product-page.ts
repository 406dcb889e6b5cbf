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
import {
  chosenOptionsOf,
  missingOptionsOf,
  optionsOf,
  selectVariant,
  variantsMatching,
  type OptionChoice,
  type ProductOption,
} from "./variant-selection";

export type VariantOffer = {
  /** Null until every option with a choice is chosen: then the price is the lowest the choice allows */
  variant: CatalogVariant | null;
  price: string;
  compareAtPrice: string | null;
  percentOff: number;
  stockLevel: StockLevel;
  available: boolean;
  /** The plus control and the server both stop here; null: not tracked */
  quantityAvailable: number | null;
};

/**
 * The offer of the chosen variant; while options are still open (`variant` null), of the variants the choice so far
 * allows: their lowest price ("From $30.00" when they differ), and available when any of them can be bought.
 */
export function offerOf(
  product: CatalogProduct,
  variant: CatalogVariant | null,
  allowed: readonly CatalogVariant[] = product.variants,
): VariantOffer {
  if (!variant) return openOfferOf(product, allowed);
  const price = parseAmount(variant.price);
  const compareAt = isVariantOnSale(variant) ? parseAmount(variant.compareAtPrice) : null;
  const level = stockLevelOf(variant);
  return {
    variant,
    price: formatMoney(price),
    compareAtPrice: compareAt === null ? null : formatMoney(compareAt),
    percentOff: percentOff(price, compareAt),
    stockLevel: level,
    available: level !== "out",
    quantityAvailable: variant.quantityAvailable ?? null,
  };
}

function openOfferOf(product: CatalogProduct, allowed: readonly CatalogVariant[]): VariantOffer {
  const forSale = allowed.filter((candidate) => stockLevelOf(candidate) !== "out");
  const priced = forSale.length ? forSale : allowed;
  const prices = priced.map((candidate) => parseAmount(candidate.price));
  const lowest = prices.length ? Math.min(...prices) : parseAmount(product.priceRange.minVariantPrice);
  const cheapest = priced.find((candidate) => parseAmount(candidate.price) === lowest);
  const compareAt = cheapest && isVariantOnSale(cheapest) ? parseAmount(cheapest.compareAtPrice) : null;
  const varies = prices.some((price) => price !== lowest);
  return {
    variant: null,
    price: varies ? `From ${formatMoney(lowest)}` : formatMoney(lowest),
    compareAtPrice: compareAt === null ? null : formatMoney(compareAt),
    percentOff: percentOff(lowest, compareAt),
    stockLevel: forSale.length ? "high" : "out",
    available: forSale.length > 0,
    quantityAvailable: null,
  };
}

export type ProductPageData = {
  product: CatalogProduct;
  options: ProductOption[];
  /** What the shopper has chosen (from the URL), and the options she still has to choose before adding */
  chosen: OptionChoice;
  missingOptions: string[];
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
  const options = optionsOf(product);
  const chosen = chosenOptionsOf(product, search);
  const variant = selectVariant(product, search);
  const offer = offerOf(product, variant, variantsMatching(product, chosen));
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
  return {
    product,
    options,
    chosen,
    missingOptions: variant ? [] : missingOptionsOf(options, chosen),
    offer,
    badges: badgesOf(product),
    listPrice,
    structuredData,
  };
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
