// Executes one Storefront API request: parse, validate against the real schema,
// execute with the demo shop's resolvers. Answers are shaped like Shopify's:
// syntax and validation problems come back as {"errors": [...]} with no data.
import {
  execute,
  getNamedType,
  GraphQLError,
  isListType,
  isNonNullType,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
} from "graphql";
import { emptyConnection } from "./connections";
import { getStorefrontSchema } from "./schema";
import { storefrontResolvers, typeNameOf, type StorefrontContext } from "./storefront-resolvers";

export type StorefrontRequestBody = { query?: unknown; variables?: unknown; operationName?: unknown };

export type StorefrontResult = {
  data?: Record<string, unknown> | null;
  errors?: ReturnType<GraphQLError["toJSON"]>[];
};

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

// Apps send the same few queries over and over: keep their validated documents.
const MAX_CACHED_DOCUMENTS = 200;
const validatedDocuments = new Map<string, DocumentNode>();

function validatedDocument(query: string): DocumentNode | readonly GraphQLError[] {
  const cached = validatedDocuments.get(query);
  if (cached) return cached;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    if (error instanceof GraphQLError) return [error];
    throw error;
  }
  const errors = validate(getStorefrontSchema(), document);
  if (errors.length > 0) return errors;
  if (validatedDocuments.size >= MAX_CACHED_DOCUMENTS)
    validatedDocuments.delete(validatedDocuments.keys().next().value as string);
  validatedDocuments.set(query, document);
  return document;
}

export async function executeStorefrontRequest(
  body: StorefrontRequestBody,
  context: StorefrontContext,
): Promise<StorefrontResult> {
  if (typeof body.query !== "string" || body.query.trim() === "") {
    return { errors: [new GraphQLError("Parameter 'query' is required and must be a GraphQL document").toJSON()] };
  }
  const document = validatedDocument(body.query);
  if (!("kind" in document)) return { errors: document.map((error) => error.toJSON()) };

  const variables = body.variables;
  const result = await execute({
    schema: getStorefrontSchema(),
    document,
    variableValues: variables && typeof variables === "object" ? (variables as Record<string, unknown>) : undefined,
    operationName: typeof body.operationName === "string" ? body.operationName : undefined,
    contextValue: context,
    fieldResolver,
    typeResolver,
  });
  return {
    ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
    data: result.data ?? null,
  };
}
