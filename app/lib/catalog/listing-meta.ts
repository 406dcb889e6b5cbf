// The <head> of the listing pages (/products and /collections/{handle}):
// title, description, canonical (the path with the page number, no filters:
// one indexable URL per page of a listing), social cards and CollectionPage
// structured data naming the collection.
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { collectionPageJsonLd } from "../seo/structured-data";
import { originFromMatches, pageMeta, socialImageFromMatches } from "../seo/page-meta";
import type { ListingPageData, ListingUnavailable } from "./listing-page";

const PRODUCTS_DESCRIPTION =
  "Shop bohemian clothing, jewelry, accessories and home decor in inclusive sizes XS to 4XL.";

type MetaArgs = {
  data?: { listing: ListingPageData | ListingUnavailable; collectionHandle: string | null };
  matches: readonly { id: string; data?: unknown }[];
  location: { pathname: string };
};

export function listingMeta({ data, matches, location }: MetaArgs): MetaDescriptor[] {
  const listing = data?.listing;
  const collection = listing?.status === "ok" ? listing.collection : null;
  const query = listing?.params.q ?? "";
  const page = listing?.status === "ok" ? listing.page : 1;
  const name = collection?.title ?? (data?.collectionHandle ? "Collection" : "Products");
  const title = query ? `Search results for "${query}" | Boho Boutique` : `${name} | Boho Boutique`;
  const description =
    collection?.description?.trim() ||
    (collection
      ? `${collection.title} at Boho Boutique: bohemian pieces in inclusive sizes XS to 4XL.`
      : PRODUCTS_DESCRIPTION);
  const path = page > 1 ? `${location.pathname}?page=${page}` : location.pathname;
  const origin = originFromMatches(matches);
  return pageMeta(
    origin,
    location.pathname,
    {
      title,
      description,
      path,
      breadcrumbName: name,
      // A search result is not a page of its own for search engines.
      noindex: query !== "",
      // No ItemList: the cards' links already list the page's products, and the browser's copy of the loader
      // data no longer holds the cards (decision 055).
      jsonLd: [collectionPageJsonLd(origin, { name, path, description })],
    },
    socialImageFromMatches(matches),
  );
}
