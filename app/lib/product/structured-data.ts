// Product structured data (JSON-LD): only for a
// product with an id, a name and a numeric price; in stock unless explicitly
// false; default category Fashion Accessories; free shipping, 1-2 days
// handling, 3-7 days transit, 30-day returns and the accepted payments.

export type StructuredDataProductInput = {
  id?: string | null;
  name?: string | null;
  description?: string | null;
  image?: string | string[] | null;
  price?: number | null;
  availability?: boolean | null;
  category?: string | null;
  brand?: string | null;
  url?: string | null;
  sku?: string | null;
};

import type { Rating } from "../settings/site-settings";
import { aggregateRatingJsonLd } from "../seo/structured-data";

export const STRUCTURED_DATA_DEFAULTS = {
  category: "Fashion Accessories",
  brand: "Boho Boutique",
  currency: "USD",
  shippingRate: 0,
  handlingDays: { min: 1, max: 2 },
  transitDays: { min: 3, max: 7 },
  returnDays: 30,
  payments: ["Credit Card", "PayPal", "Apple Pay", "Google Pay"],
  /** The countries the shop serves */
  countries: ["US", "CA", "GB", "AU", "DE", "FR", "JP"],
} as const;

export function canBuildProductStructuredData(input: StructuredDataProductInput): boolean {
  return Boolean(input.id && input.name) && typeof input.price === "number" && Number.isFinite(input.price);
}

/** A published review as the JSON-LD states it (its author is shown only as a verified buyer). */
export type StructuredDataReview = { rating: number; title: string; body: string; createdAt: string };

/**
 * `rating`: the product's published reviews' figure, or the owner's sample figure while "Show sample ratings" is
 * on; null states no rating (a product without reviews carries none by default, decision 062).
 */
export function buildProductStructuredData(
  input: StructuredDataProductInput,
  rating: Rating | null = null,
  reviews: readonly StructuredDataReview[] = [],
): Record<string, unknown> | null {
  if (!canBuildProductStructuredData(input)) return null;
  const d = STRUCTURED_DATA_DEFAULTS;
  const images = input.image ? (Array.isArray(input.image) ? input.image : [input.image]) : [];
  const inStock = input.availability !== false;
  const days = (range: { min: number; max: number }) => ({
    "@type": "QuantitativeValue",
    minValue: range.min,
    maxValue: range.max,
    unitCode: "DAY",
  });
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    productID: input.id,
    ...(input.sku ? { sku: input.sku } : {}),
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(images.length ? { image: images } : {}),
    brand: { "@type": "Brand", name: input.brand?.trim() || d.brand },
    category: input.category?.trim() || d.category,
    offers: {
      "@type": "Offer",
      ...(input.url ? { url: input.url } : {}),
      price: (input.price as number).toFixed(2),
      priceCurrency: d.currency,
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      acceptedPaymentMethod: d.payments.map((name) => ({ "@type": "PaymentMethod", name })),
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: d.shippingRate, currency: d.currency },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: [...d.countries] },
        deliveryTime: {
          "@type": "ShippingDeliveryTime",
          handlingTime: days(d.handlingDays),
          transitTime: days(d.transitDays),
        },
      },
      hasMerchantReturnPolicy: {
        "@type": "MerchantReturnPolicy",
        applicableCountry: [...d.countries],
        returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
        merchantReturnDays: d.returnDays,
        returnMethod: "https://schema.org/ReturnByMail",
        returnFees: "https://schema.org/FreeReturn",
      },
    },
    ...(rating ? { aggregateRating: aggregateRatingJsonLd(rating) } : {}),
    ...(reviews.length
      ? {
          review: reviews.map((review) => ({
            "@type": "Review",
            name: review.title,
            reviewBody: review.body,
            datePublished: review.createdAt.slice(0, 10),
            author: { "@type": "Person", name: "Verified buyer" },
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
