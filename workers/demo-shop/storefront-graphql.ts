// The Storefront API's resolvers around the shared executor (graphql-execution.ts):
// fields the demo shop does not model answer null, [] or an empty connection.
import {
  getNamedType,
  GraphQLError,
  isListType,
  isNonNullType,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
} from "graphql";
import { createGraphqlExecutor, type GraphqlRequestBody, type GraphqlResult } from "./graphql-execution";
import { emptyConnection } from "./connections";
import { getStorefrontSchema } from "./schema";
import { storefrontResolvers, typeNameOf, type StorefrontContext } from "./storefront-resolvers";

export type StorefrontRequestBody = GraphqlRequestBody;
export type StorefrontResult = GraphqlResult;

/** Fields with no resolver read the property of the same name; fields the demo
 * shop does not model answer null, [] or an empty connection, or say so. */
const fieldResolver: GraphQLFieldResolver<unknown, StorefrontContext> = (source, args, context, info) => {
  const resolve = storefrontResolvers[info.parentType.name]?.[info.fieldName];
  if (resolve) return resolve(source, args, context, info);
  const value = (source as Record<string, unknown> | null)?.[info.fieldName];
  if (value !== undefined) return value;
  if (info.fieldName === "metafields") return (args as { identifiers: unknown[] }).identifiers.map(() => null);
  if (!isNonNullType(info.returnType)) return null;
  if (isListType(info.returnType.ofType)) return [];
  if (getNamedType(info.returnType).name.endsWith("Connection")) return emptyConnection();
  throw new GraphQLError(`The demo shop does not implement ${info.parentType.name}.${info.fieldName}`, {
    extensions: { code: "NOT_IMPLEMENTED" },
  });
};

const typeResolver: GraphQLTypeResolver<unknown, StorefrontContext> = (value) => typeNameOf(value);

/** Executes one Storefront API request against the real Storefront schema. */
export const executeStorefrontRequest = createGraphqlExecutor<StorefrontContext>({
  schema: getStorefrontSchema,
  fieldResolver,
  typeResolver,
  maxCachedDocuments: 200,
});
