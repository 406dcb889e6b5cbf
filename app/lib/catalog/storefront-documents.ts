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

/** Spec 000 section 7 "Featured": first 24, UPDATED_AT reversed, 3 images and 5 variants each. */
export const FEATURED_PRODUCTS_QUERY = `#graphql
  query FeaturedProducts($first: Int!, $imageCount: Int!, $variantCount: Int!) {
    products(first: $first, sortKey: UPDATED_AT, reverse: true) {
      nodes { ...CatalogProduct }
    }
  }
  ${CATALOG_PRODUCT_FRAGMENT}
` as const;

export const SHOP_NAME_QUERY = `#graphql
  query ShopName { shop { name } }
` as const;
