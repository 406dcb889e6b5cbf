// Storefront documents for the product page and quick view, tagged `#graphql`
// for the schema test. The core product fragment keeps one product shape app-wide.
import { PRODUCT_CORE_FRAGMENT } from "../catalog/storefront-documents";

/** One product by handle with its options. */
export const PRODUCT_BY_HANDLE_QUERY = `#graphql
  query ProductByHandle($handle: String!, $imageCount: Int!, $variantCount: Int!) {
    product(handle: $handle) {
      ...ProductCore
      descriptionHtml
      variants(first: $variantCount) { nodes { image { id url altText width height } } }
      options { name optionValues { name } }
    }
  }
  ${PRODUCT_CORE_FRAGMENT}
` as const;

/** "You may also like": a few products from the same collection, as cards. */
export const RELATED_PRODUCTS_QUERY = `#graphql
  query RelatedProducts($handle: String!, $first: Int!) {
    collection(handle: $handle) {
      products(first: $first) {
        nodes {
          id
          title
          handle
          featuredImage { url altText width height }
          priceRange { minVariantPrice { amount currencyCode } }
        }
      }
    }
  }
` as const;
