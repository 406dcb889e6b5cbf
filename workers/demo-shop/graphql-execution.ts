// Executes one GraphQL request against a real Shopify schema (Storefront or
// Admin): parse, validate, execute with the demo shop's resolvers. Answers are
// shaped like Shopify's: syntax and validation problems come back as
// {"errors": [...]} with no data.
import {
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from "graphql";

export type GraphqlRequestBody = { query?: unknown; variables?: unknown; operationName?: unknown };

export type GraphqlResult = {
  data?: Record<string, unknown> | null;
  errors?: ReturnType<GraphQLError["toJSON"]>[];
};

export function createGraphqlExecutor<TContext>(options: {
  schema: () => GraphQLSchema;
  fieldResolver: GraphQLFieldResolver<unknown, TContext>;
  typeResolver: GraphQLTypeResolver<unknown, TContext>;
  /** Apps send the same few documents over and over: this many validated ones are kept. */
  maxCachedDocuments: number;
}): (body: GraphqlRequestBody, context: TContext) => Promise<GraphqlResult> {
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
    const errors = validate(options.schema(), document);
    if (errors.length > 0) return errors;
    if (validatedDocuments.size >= options.maxCachedDocuments)
      validatedDocuments.delete(validatedDocuments.keys().next().value as string);
    validatedDocuments.set(query, document);
    return document;
  }

  return async (body, context) => {
    if (typeof body.query !== "string" || body.query.trim() === "")
      return { errors: [new GraphQLError("Parameter 'query' is required and must be a GraphQL document").toJSON()] };
    const document = validatedDocument(body.query);
    if (!("kind" in document)) return { errors: document.map((error) => error.toJSON()) };
    const variables = body.variables;
    const result = await execute({
      schema: options.schema(),
      document,
      variableValues: variables && typeof variables === "object" ? (variables as Record<string, unknown>) : undefined,
      operationName: typeof body.operationName === "string" ? body.operationName : undefined,
      contextValue: context,
      fieldResolver: options.fieldResolver,
      typeResolver: options.typeResolver,
    });
    return {
      ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
      data: result.data ?? null,
    };
  };
}
