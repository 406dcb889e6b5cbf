// Storefront documents for the home page and the sitemaps, validated against
// the real schema by tests/unit/storefront-documents.test.ts.

/** The home featured set: products tagged featured, first 4. `query` may be empty for "first 4 of all". */
export const HOME_FEATURED_PRODUCTS_QUERY = `#graphql
  query HomeFeaturedProducts($first: Int!, $query: String) {
    products(first: $first, query: $query, sortKey: UPDATED_AT, reverse: true) {
      nodes {
        id
        title
        handle
        featuredImage { url altText }
        priceRange { minVariantPrice { amount currencyCode } }
      }
    }
  }
` as const;

/** The featured collection list: the first 20 (id, title, handle, image). */
export const HOME_FEATURED_COLLECTIONS_QUERY = `#graphql
  query HomeFeaturedCollections {
    collections(first: 20) {
      nodes { id title handle image { url altText } }
    }
  }
` as const;
