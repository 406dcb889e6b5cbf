// GraphQL documents for the Storefront API, each tagged `#graphql` so the
// schema test (tests/unit/storefront-documents.test.ts) finds and validates it.
// Fragments are shared, and each one's answer type sits beside it.
import type { CatalogProduct, CatalogVariant } from "./types";

/** The fields of a variant every document asks for: the listing, the product page and the cart. */
export const VARIANT_FRAGMENT = `#graphql
  fragment VariantFields on ProductVariant {
    id
    title
    availableForSale
    quantityAvailable
    price { amount currencyCode }
    compareAtPrice { amount currencyCode }
    selectedOptions { name value }
  }
` as const;

/** What VARIANT_FRAGMENT answers: the domain's variant as the shop sends it, without the image it does not ask for. */
export type VariantFieldsNode = Omit<CatalogVariant, "image">;

export type StorefrontImageNode = {
  id?: string | null;
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
};

/**
 * The core product every catalogue-shaped document spreads (decision 018): one
 * or more images, every variant up to the spec's 250 (size, colour and stock
 * filters read them all). The listing asks for exactly this; the product page
 * adds its extras beside the spread.
 */
export const PRODUCT_CORE_FRAGMENT = `#graphql
  fragment ProductCore on Product {
    id
    title
    handle
    description
    productType
    vendor
    createdAt
    updatedAt
    tags
    availableForSale
    totalInventory
    images(first: $imageCount) {
      nodes { id url altText width height }
    }
    variants(first: $variantCount) {
      nodes { ...VariantFields }
    }
    priceRange {
      minVariantPrice { amount currencyCode }
      maxVariantPrice { amount currencyCode }
    }
    compareAtPriceRange {
      minVariantPrice { amount currencyCode }
      maxVariantPrice { amount currencyCode }
    }
    collections(first: 20) { nodes { handle } }
  }
  ${VARIANT_FRAGMENT}
` as const;

/** What PRODUCT_CORE_FRAGMENT answers; a document that asks for more extends it. */
export type ProductCoreNode = Pick<
  CatalogProduct,
  | "id"
  | "title"
  | "handle"
  | "description"
  | "productType"
  | "vendor"
  | "createdAt"
  | "updatedAt"
  | "tags"
  | "availableForSale"
  | "priceRange"
  | "compareAtPriceRange"
> & {
  /** null when the shop does not track inventory; the catalogue reads it as 0 */
  totalInventory: number | null;
  images: { nodes: StorefrontImageNode[] };
  variants: { nodes: (VariantFieldsNode & { image?: StorefrontImageNode | null })[] };
  collections: { nodes: { handle: string }[] };
};

export const SHOP_NAME_QUERY = `#graphql
  query ShopName { shop { name } }
` as const;

/** The bulk catalogue: 250 a page, cursor paging, newest updates first. */
export const CATALOG_PRODUCTS_QUERY = `#graphql
  query CatalogProducts($first: Int!, $after: String, $imageCount: Int!, $variantCount: Int!) {
    products(first: $first, after: $after, sortKey: UPDATED_AT, reverse: true) {
      nodes { ...ProductCore }
      pageInfo { hasNextPage endCursor }
    }
  }
  ${PRODUCT_CORE_FRAGMENT}
` as const;

/** Every collection: the full fetch, 250 a page, up to 10 pages. */
export const CATALOG_COLLECTIONS_QUERY = `#graphql
  query CatalogCollections($first: Int!, $after: String) {
    collections(first: $first, after: $after) {
      nodes {
        id
        title
        handle
        updatedAt
        description
        image { id url altText width height }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
` as const;
