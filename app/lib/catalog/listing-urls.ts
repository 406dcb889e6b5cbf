// Listing links for /products and for collection pages, whose path carries
// the category: there the category is left out of the query string.
import {
  applyListingOverrides,
  type ListingOverrides,
  type ListingParams,
  parseListingParams,
  serializeListingParams,
} from "./listing-params";

export type ListingScope = { basePath: string; collectionHandle: string | null };

export function scopedSearchString(params: ListingParams, scope: ListingScope): string {
  const query = serializeListingParams(params);
  if (scope.collectionHandle !== null) query.delete("category");
  const text = query.toString().replace(/%2C/gi, ",");
  return text ? `?${text}` : "";
}

export function scopedListingHref(
  scope: ListingScope,
  params: ListingParams,
  overrides: ListingOverrides = {},
): string {
  return `${scope.basePath}${scopedSearchString(applyListingOverrides(params, overrides), scope)}`;
}

export function scopeOf(collectionHandle: string | null): ListingScope {
  return { basePath: collectionHandle === null ? "/products" : `/collections/${collectionHandle}`, collectionHandle };
}

/**
 * The canonical query of a listing URL (defaults omitted, the spec's order), or null when `url` already has it:
 * a plain GET form sends every field, and the listing answers such a URL with a redirect to its canonical form.
 */
export function canonicalListingSearch(url: URL, collectionHandle: string | null): string | null {
  const searchParams = new URLSearchParams(url.search);
  if (collectionHandle !== null) searchParams.set("category", collectionHandle.toLowerCase());
  const canonical = scopedSearchString(parseListingParams(searchParams), scopeOf(collectionHandle));
  // Compared as URLSearchParams encode them: single fetch re-encodes the URL it hands to loaders.
  return new URLSearchParams(url.search).toString() === new URLSearchParams(canonical).toString() ? null : canonical;
}
