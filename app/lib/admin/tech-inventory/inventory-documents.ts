// The Storefront document admin > Tech inventory sends: the smallest query that proves the API answers.
export const SHOP_PROBE_QUERY = `#graphql
  query TechInventoryProbe {
    shop {
      name
    }
  }
` as const;
