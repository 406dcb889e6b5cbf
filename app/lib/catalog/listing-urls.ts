// Listing links for /products and for collection pages, whose path carries
// the category: there the category is left out of the query string.
import {
  applyListingOverrides,
  type ListingOverrides,
  type ListingParams,
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
