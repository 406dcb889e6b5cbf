// Storefront documents the cart sends, tagged `#graphql` for the schema test.

/** Every detail a cart line shows, for the variant ids held in the cookie. */
export const CART_VARIANTS_QUERY = `#graphql
  query CartVariants($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        availableForSale
        quantityAvailable
        price { amount currencyCode }
        compareAtPrice { amount currencyCode }
        selectedOptions { name value }
        image { url altText width height }
        product {
          title
          handle
          featuredImage { url altText width height }
        }
      }
    }
  }
` as const;
