// Storefront documents for the agent-facing shop, tagged `#graphql` for the schema test: products or variants
// by id in one query, each product as the product page reads it (the core fragment and its options).
import { PRODUCT_CORE_FRAGMENT } from "../catalog/storefront-documents";
import type { StorefrontProductNode } from "../catalog/storefront-mapping";

export const AGENT_NODES_QUERY = `#graphql
  query AgentNodes($ids: [ID!]!, $imageCount: Int!, $variantCount: Int!) {
    nodes(ids: $ids) {
      ... on Product {
        ...ProductCore
        descriptionHtml
        options { name optionValues { name } }
      }
      ... on ProductVariant {
        id
        product {
          ...ProductCore
          descriptionHtml
          options { name optionValues { name } }
        }
      }
    }
  }
  ${PRODUCT_CORE_FRAGMENT}
` as const;

/** A node the query answers: a product, a variant with its product, or null for an id the shop does not know. */
export type AgentNode = StorefrontProductNode | { id: string; product: StorefrontProductNode } | null;
