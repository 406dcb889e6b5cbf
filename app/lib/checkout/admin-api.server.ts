// Shopify's Admin API, for the one thing the storefront asks of it: draft
// orders for carts holding studio pieces. Server-only: the token is a secret
// binding and never leaves the Worker. One attempt per call: a draft order is
// not idempotent, and a retried create after a lost answer would make two.
import { httpErrorMessage, graphqlErrorMessage } from "../catalog/storefront-errors";

export class AdminApiError extends Error {
  constructor(
    message: string,
    /** network: no answer (down, deadline); http: a non-2xx status; graphql: errors in the answer */
    readonly kind: "network" | "http" | "graphql",
    readonly status?: number,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

export type AdminApi = {
  /** Runs a GraphQL document; throws AdminApiError when Shopify cannot answer it. */
  request<T>(document: string, variables?: Record<string, unknown>): Promise<T>;
};

type GraphQLAnswer<T> = { data?: T | null; errors?: { message?: string }[] | string };

export function createAdminApi(options: { endpoint: string; token: string; fetch: typeof fetch }): AdminApi {
  return {
    async request<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
      let response: Response;
      try {
        response = await options.fetch(options.endpoint, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "X-Shopify-Access-Token": options.token,
          },
          body: JSON.stringify({ query: document, variables }),
        });
      } catch (error) {
        throw new AdminApiError(`Shopify Admin API: ${(error as Error).message || "network error"}`, "network");
      }
      if (!response.ok) {
        const body = await response.text().catch(() => "");
        throw new AdminApiError(httpErrorMessage(response.status, body), "http", response.status);
      }
      const answer = (await response
        .json()
        .catch(() => ({ errors: [{ message: "Invalid JSON in response" }] }))) as GraphQLAnswer<T>;
      const errors = typeof answer.errors === "string" ? [{ message: answer.errors }] : answer.errors;
      if (errors?.length || !answer.data)
        throw new AdminApiError(graphqlErrorMessage(errors), "graphql", response.status);
      return answer.data;
    },
  };
}
