// One product as agents are told about it, from the same product the product page shows and the same review
// reads: prices and compare-at prices in USD, each option value and whether it can be bought, every variant,
// the fit most verified buyers reported, and the newest reviews (quoted as data wherever they are written
// out). The Markdown page and the MCP tools both write from this, so they cannot disagree.
import { badgesOf, displayFieldsOf, percentOffOf } from "../catalog/display";
import { cheapestVariantOf, isVariantOnSale, minPriceOf, parseAmount } from "../catalog/pricing";
import { stockLevelOf } from "../catalog/stock";
import type { CatalogProduct, ProductBadge, StockLevel } from "../catalog/types";
import { optionsOf } from "../product/variant-selection";
import {
  FIT_ADVICE,
  FIT_LABELS,
  formatAverage,
  type Fit,
  type PublishedReview,
  type ReviewSummary,
} from "../reviews/review-rules";

export type AgentVariant = {
  id: string;
  title: string;
  options: { name: string; value: string }[];
  price: number;
  /** Only when it is above the price (the struck-through price the page shows) */
  compareAtPrice: number | null;
  available: boolean;
  stockLevel: StockLevel;
  /** What the page says for low and medium stock ("Only 2 left"); null when plenty or not tracked */
  quantityLeft: number | null;
};

export type AgentOptionValue = { value: string; available: boolean };
export type AgentOption = { name: string; values: AgentOptionValue[] };

export type SizeAdvice = { fit: Fit; label: string; advice: string; reviewCount: number; averageRating: string };

export type QuotedReview = {
  rating: number;
  title: string;
  body: string;
  sizeBought: string | null;
  fit: string;
  /** The day it was written, YYYY-MM-DD */
  date: string;
  /** The shop's public reply, if any */
  reply: string | null;
};

export type ProductFacts = {
  id: string;
  handle: string;
  title: string;
  /** The product page's canonical address */
  url: string;
  description: string;
  productType: string;
  vendor: string;
  tags: string[];
  collections: string[];
  /** "studio": the boutique's own piece from its database; "shop": from the Storefront */
  origin: "shop" | "studio";
  currency: "USD";
  /** The lowest price, as cards and the page show it */
  price: number;
  maxPrice: number;
  /** The struck-through price of the shown (cheapest) variant when it is reduced */
  compareAtPrice: number | null;
  percentOff: number;
  badges: ProductBadge[];
  inStock: boolean;
  stockLevel: StockLevel;
  images: { url: string; alt: string }[];
  options: AgentOption[];
  variants: AgentVariant[];
  /** The fit most verified buyers reported; null without published reviews or without a majority */
  sizeAdvice: SizeAdvice | null;
  rating: { average: string; count: number } | null;
  reviews: QuotedReview[];
};

export type ProductReviewFacts = { summary: ReviewSummary | null; latest: readonly PublishedReview[] };

function agentVariantOf(variant: CatalogProduct["variants"][number]): AgentVariant {
  const level = stockLevelOf(variant);
  return {
    id: variant.id,
    title: variant.title,
    options: variant.selectedOptions.map((option) => ({ name: option.name, value: option.value })),
    price: parseAmount(variant.price),
    compareAtPrice: isVariantOnSale(variant) ? parseAmount(variant.compareAtPrice) : null,
    available: level !== "out",
    stockLevel: level,
    quantityLeft: level === "low" || level === "medium" ? variant.quantityAvailable : null,
  };
}

/** Each option value, and whether any variant with it can be bought now. */
function agentOptionsOf(product: CatalogProduct, variants: readonly AgentVariant[]): AgentOption[] {
  return optionsOf(product).map((option) => ({
    name: option.name,
    values: option.values.map((value) => ({
      value,
      available: variants.some(
        (variant) =>
          variant.available && variant.options.some((chosen) => chosen.name === option.name && chosen.value === value),
      ),
    })),
  }));
}

export function sizeAdviceOf(summary: ReviewSummary | null): SizeAdvice | null {
  if (!summary?.fit) return null;
  return {
    fit: summary.fit,
    label: FIT_LABELS[summary.fit],
    advice: FIT_ADVICE[summary.fit],
    reviewCount: summary.count,
    averageRating: formatAverage(summary.average),
  };
}

function quotedReviewOf(review: PublishedReview): QuotedReview {
  return {
    rating: review.rating,
    title: review.title,
    body: review.body,
    sizeBought: review.sizeBought,
    fit: FIT_LABELS[review.fit],
    date: review.createdAt.slice(0, 10),
    reply: review.reply,
  };
}

export function productFactsOf(
  product: CatalogProduct,
  origin: string,
  reviews: ProductReviewFacts | null = null,
): ProductFacts {
  const display = displayFieldsOf(product);
  const variants = product.variants.map(agentVariantOf);
  const shown = cheapestVariantOf(product);
  const summary = reviews?.summary ?? null;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    url: `${origin}/products/${encodeURIComponent(product.handle)}`,
    description: product.description,
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    collections: product.collectionHandles,
    origin: product.source === "database" ? "studio" : "shop",
    currency: "USD",
    price: minPriceOf(product),
    maxPrice: variants.length
      ? Math.max(...variants.map((variant) => variant.price))
      : parseAmount(product.priceRange.maxVariantPrice),
    compareAtPrice: shown && isVariantOnSale(shown) ? parseAmount(shown.compareAtPrice) : null,
    percentOff: percentOffOf(product),
    badges: badgesOf(product),
    inStock: display.isInStock,
    stockLevel: display.stockLevel,
    images: product.images.slice(0, 5).map((image) => ({ url: image.url, alt: image.altText || product.title })),
    options: agentOptionsOf(product, variants),
    variants,
    sizeAdvice: sizeAdviceOf(summary),
    rating: summary ? { average: formatAverage(summary.average), count: summary.count } : null,
    reviews: (reviews?.latest ?? []).map(quotedReviewOf),
  };
}
