// The real Storefront API schema that @shopify/hydrogen-react ships, for tests.
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from "graphql";
import { createRequire } from "node:module";

let schema: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const require = createRequire(import.meta.url);
    const introspection = require("@shopify/hydrogen-react/storefront.schema.json") as
      IntrospectionQuery | { data: IntrospectionQuery };
    schema = buildClientSchema("data" in introspection ? introspection.data : introspection);
  }
  return schema;
}
