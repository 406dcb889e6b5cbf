// GraphQL documents for the Storefront API, each tagged `#graphql` so the
// schema test (tests/unit/storefront-documents.test.ts) finds and validates it.

/** What every product card and the listing need; images and variants capped per the spec. */
export const CATALOG_PRODUCT_FRAGMENT = `#graphql
  fragment CatalogProduct on Product {
    id
    title
    handle
    description
    descriptionHtml
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
      nodes {
        id
        title
        availableForSale
        quantityAvailable
        price { amount currencyCode }
        compareAtPrice { amount currencyCode }
        selectedOptions { name value }
        image { id url altText width height }
      }
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
` as const;

export const SHOP_NAME_QUERY = `#graphql
  query ShopName { shop { name } }
` as const;

/**
 * The listing's slim product shape (decision 006): one image (cards show one),
 * every variant up to the spec's 250 (size, colour and stock filters read them
 * all), no descriptionHtml and no variant images, which the listing never shows.
 */
export const LISTING_PRODUCT_FRAGMENT = `#graphql
  fragment ListingProduct on Product {
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
      nodes {
        id
        title
        availableForSale
        quantityAvailable
        price { amount currencyCode }
        compareAtPrice { amount currencyCode }
        selectedOptions { name value }
      }
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
` as const;

/** Spec 000 section 7 "Bulk catalogue": 250 a page, cursor paging, newest updates first. */
export const CATALOG_PRODUCTS_QUERY = `#graphql
  query CatalogProducts($first: Int!, $after: String, $imageCount: Int!, $variantCount: Int!) {
    products(first: $first, after: $after, sortKey: UPDATED_AT, reverse: true) {
      nodes { ...ListingProduct }
      pageInfo { hasNextPage endCursor }
    }
  }
  ${LISTING_PRODUCT_FRAGMENT}
` as const;

/** Spec 000 section 7 "Collections": the full fetch, 250 a page, up to 10 pages. */
export const CATALOG_COLLECTIONS_QUERY = `#graphql
  query CatalogCollections($first: Int!, $after: String) {
    collections(first: $first, after: $after) {
      nodes {
        id
        title
        handle
        description
        image { id url altText width height }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
` as const;
