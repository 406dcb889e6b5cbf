// The real Storefront API schema, as shipped by @shopify/hydrogen-react, so the
// demo shop validates queries exactly as Shopify would. Loaded on first use: the
// JSON is ~770 KiB and must never reach the Worker bundle.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
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

let adminSchema: GraphQLSchema | undefined;

/**
 * The real Admin API schema (2026-04), a copy of the introspection Shopify publishes in the npm package
 * @shopify/dev-mcp (see admin-schema/README.md). ~0.9 MB gzipped, read on first use by the demo shop only.
 */
export function getAdminSchema(): GraphQLSchema {
  if (!adminSchema) {
    const file = new URL("./admin-schema/admin-2026-04.json.gz", import.meta.url);
    const introspection = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as { data: IntrospectionQuery };
    adminSchema = buildClientSchema(introspection.data);
  }
  return adminSchema;
}
