// Per-page <head> entries: title, description, canonical, Open Graph, Twitter
// and JSON-LD. Remix replaces parent meta with the child's, so every route
// builds its whole head here. The origin comes from the root loader (the
// request's own origin), so canonical URLs are absolute on any host.
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { breadcrumbListJsonLd, organizationJsonLd, websiteJsonLd, type JsonLd } from "./structured-data";
import { breadcrumbTrail } from "./breadcrumbs";
import { SITE_NAME, SOCIAL_IMAGE } from "./site";

export type PageSeo = {
  title: string;
  description: string;
  /** Canonical path; defaults to the current pathname. */
  path?: string;
  ogType?: "website" | "article";
  image?: { path: string; width: number; height: number; alt?: string };
  /** Extra JSON-LD (WebApplication, CollectionPage, BlogPosting...). */
  jsonLd?: (JsonLd | null)[];
  /** Overrides the last crumb's name in BreadcrumbList. */
  breadcrumbName?: string;
  noindex?: boolean;
  /** Extra tags such as an image preload. */
  extra?: MetaDescriptor[];
};

/** Reads the origin the root loader returned; falls back to a relative-safe default. */
export function originFromMatches(matches: readonly { id: string; data?: unknown }[]): string {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "http://localhost";
}

type SocialImage = { path: string; width: number; height: number; alt?: string };

/** The default social image the root loader found (the admin's chosen card), or null. */
export function socialImageFromMatches(matches: readonly { id: string; data?: unknown }[]): SocialImage | null {
  const root = matches.find((match) => match.id === "root")?.data as { socialImage?: SocialImage | null } | undefined;
  return root?.socialImage ?? null;
}

export function pageMeta(
  origin: string,
  pathname: string,
  seo: PageSeo,
  defaultImage: SocialImage | null = null,
): MetaDescriptor[] {
  const path = seo.path ?? pathname;
  const canonical = new URL(path, origin).toString();
  const fallback = defaultImage
    ? { ...defaultImage, alt: defaultImage.alt || `${SITE_NAME}: bohemian fashion in sizes XS to 4XL` }
    : { ...SOCIAL_IMAGE, alt: `${SITE_NAME}: bohemian fashion in sizes XS to 4XL` };
  const image = seo.image ?? fallback;
  const imageUrl = new URL(image.path, origin).toString();
  const crumbs = breadcrumbTrail(path, seo.breadcrumbName);
  const jsonLd: JsonLd[] = [organizationJsonLd(origin), websiteJsonLd(origin)];
  if (crumbs.length > 1) jsonLd.push(breadcrumbListJsonLd(origin, crumbs));
  for (const entry of seo.jsonLd ?? []) if (entry) jsonLd.push(entry);

  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt ?? seo.title },
    // X reads the title, description and image from the Open Graph tags above when its own are absent.
    { name: "twitter:card", content: "summary_large_image" },
    ...jsonLd.map((entry) => ({ "script:ld+json": entry })),
    ...(seo.extra ?? []),
  ];
}

/** The usual call from a route's `meta`: `seoMeta(args, {...})`. */
export function seoMeta(
  args: { matches: readonly { id: string; data?: unknown }[]; location: { pathname: string } },
  seo: PageSeo,
): MetaDescriptor[] {
  return pageMeta(originFromMatches(args.matches), args.location.pathname, seo, socialImageFromMatches(args.matches));
}
