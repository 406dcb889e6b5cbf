// JSON-LD builders. Pure functions of absolute URLs, so
// every page states the same organisation and site, and tests can read them.
import type { Crumb } from "./breadcrumbs";
import { LOGO_PATH, SITE_NAME, SITE_TAGLINE, SOCIAL_IMAGE } from "./site";

export type JsonLd = Record<string, unknown>;
import type { Rating } from "../settings/site-settings";

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export function organizationJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absolute(origin, "/#organization"),
    name: SITE_NAME,
    url: absolute(origin, "/"),
    logo: absolute(origin, LOGO_PATH),
    description: `${SITE_TAGLINE}.`,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      url: absolute(origin, "/contact"),
      availableLanguage: "English",
      hoursAvailable: "Mo-Su 00:00-23:59",
    },
  };
}

/** The site search action points at the listing: /products?q={search_term_string}. */
export function websiteJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absolute(origin, "/#website"),
    name: SITE_NAME,
    url: absolute(origin, "/"),
    publisher: { "@id": absolute(origin, "/#organization") },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absolute(origin, "/products")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function breadcrumbListJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

/** Collection structured data needs a name; without one there is none. */
export function collectionPageJsonLd(
  origin: string,
  page: { name: string; path: string; description?: string; items?: readonly { name?: string; path: string }[] },
): JsonLd | null {
  if (!page.name.trim()) return null;
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.name,
    url: absolute(origin, page.path),
    ...(page.description ? { description: page.description } : {}),
    isPartOf: { "@id": absolute(origin, "/#website") },
    ...(page.items?.length
      ? {
          mainEntity: {
            "@type": "ItemList",
            itemListElement: page.items.map((item, index) => ({
              "@type": "ListItem",
              position: index + 1,
              ...(item.name ? { name: item.name } : {}),
              url: absolute(origin, item.path),
            })),
          },
        }
      : {}),
  };
}

/** The installable shop itself, with the app rating from site settings. */
export function webApplicationJsonLd(origin: string, rating: Rating | null): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": ["SoftwareApplication", "WebApplication"],
    name: SITE_NAME,
    url: absolute(origin, "/"),
    applicationCategory: "ShoppingApplication",
    operatingSystem: "Any (installable web app)",
    browserRequirements: "Requires a modern web browser",
    image: absolute(origin, SOCIAL_IMAGE.path),
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    ...(rating ? { aggregateRating: aggregateRatingJsonLd(rating) } : {}),
  };
}

/** A 1-5 star rating over a number of reviews, as the shop and its products state it. */
export function aggregateRatingJsonLd(rating: Rating): JsonLd {
  return {
    "@type": "AggregateRating",
    ratingValue: rating.ratingValue,
    reviewCount: rating.reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

export function blogPostingJsonLd(
  origin: string,
  post: {
    slug: string;
    title: string;
    excerpt: string;
    author: string;
    publishedAt: string | null;
    coverImage: string | null;
  },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url: absolute(origin, `/blog/${post.slug}`),
    author: { "@type": "Person", name: post.author },
    publisher: { "@id": absolute(origin, "/#organization") },
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    image: absolute(origin, post.coverImage ?? SOCIAL_IMAGE.path),
  };
}
