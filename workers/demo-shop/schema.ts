// The real Storefront API schema, as shipped by @shopify/hydrogen-react, so the
// demo shop validates queries exactly as Shopify would. Loaded on first use: the
// JSON is ~770 KiB and must never reach the Worker bundle.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from "graphql";

let storefrontSchema: GraphQLSchema | undefined;

export function getStorefrontSchema(): GraphQLSchema {
  if (!storefrontSchema) {
    const require = createRequire(import.meta.url);
    const schemaPath = require.resolve("@shopify/hydrogen-react/storefront.schema.json");
    const introspection = JSON.parse(readFileSync(schemaPath, "utf8")) as {
      data?: IntrospectionQuery;
    } & Partial<IntrospectionQuery>;
    storefrontSchema = buildClientSchema((introspection.data ?? introspection) as IntrospectionQuery);
  }
  return storefrontSchema;
}
