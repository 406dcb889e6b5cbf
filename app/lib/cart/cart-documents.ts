// Storefront documents the cart sends, tagged `#graphql` for the schema test.
import { VARIANT_FRAGMENT, type VariantFieldsNode } from "../catalog/storefront-documents";

/** Every detail a cart line shows, for the variant ids held in the cookie. */
export const CART_VARIANTS_QUERY = `#graphql
  query CartVariants($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        ...VariantFields
        image { url altText width height }
        product {
          title
          handle
          featuredImage { url altText width height }
        }
      }
    }
  }
  ${VARIANT_FRAGMENT}
` as const;

type CartImageNode = { url: string; altText: string | null };

/** What CART_VARIANTS_QUERY answers for each id: null for an id the shop no longer has. */
export type CartVariantNode = VariantFieldsNode & {
  image: CartImageNode | null;
  product: { title: string; handle: string; featuredImage: CartImageNode | null };
};
