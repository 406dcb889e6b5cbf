// The Storefront API client: hydrogen-react builds the URL and headers; we add
// the spec's retries (429, 5xx, throttling and network errors; at most 3
// attempts; 600 ms doubling plus up to 250 ms jitter) and its error texts.
import { createStorefrontClient } from "@shopify/hydrogen-react";
import { graphqlErrorMessage, httpErrorMessage, StorefrontError } from "./storefront-errors";

export const STOREFRONT_MAX_ATTEMPTS = 3;
const BACKOFF_BASE_MS = 600;
const BACKOFF_JITTER_MS = 250;
/**
 * GraphQL error codes retried with the spec's backoff (decision 067): the shop
 * being busy or failing for a moment. Everything else fails at once, because a
 * retry cannot change the answer: ACCESS_DENIED / UNAUTHORIZED (the token),
 * SHOP_INACTIVE (the shop), MAX_COMPLEXITY_EXCEEDED / MAX_COST_EXCEEDED /
 * BAD_USER_INPUT / GRAPHQL_VALIDATION_FAILED / NOT_FOUND and errors with no
 * code (the query itself), and any code we do not know.
 */
export const RETRYABLE_GRAPHQL_CODES: ReadonlySet<string> = new Set([
  "THROTTLED",
  "INTERNAL_SERVER_ERROR",
  "TIMEOUT",
  "SERVICE_UNAVAILABLE",
]);

export type StorefrontOptions = {
  storeDomain: string;
  apiVersion: string;
  publicToken: string;
  privateToken?: string;
  buyerIp?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

export type StorefrontQueryOptions = { variables?: Record<string, unknown>; signal?: AbortSignal };

type GraphQLResponse<T> = { data?: T; errors?: { message?: string; extensions?: { code?: string } }[] };

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return BACKOFF_BASE_MS * 2 ** (attempt - 1) + Math.floor(random() * BACKOFF_JITTER_MS);
}

export function createStorefront(options: StorefrontOptions) {
  // The client keeps hydrogen-react's own API version (it warns on any other, on every isolate start); the
  // spec's version goes into the URL through the documented per-call override below.
  const client = createStorefrontClient({
    storeDomain: options.storeDomain,
    publicStorefrontToken: options.publicToken,
    privateStorefrontToken: options.privateToken || undefined,
  });
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const url = client.getStorefrontApiUrl({ storefrontApiVersion: options.apiVersion });
  // Server-side requests use the private token when there is one (as Shopify advises), else the public one.
  const headers = options.privateToken
    ? client.getPrivateTokenHeaders({ buyerIp: options.buyerIp })
    : {
        ...client.getPublicTokenHeaders(),
        ...(options.buyerIp ? { "Shopify-Storefront-Buyer-IP": options.buyerIp } : {}),
      };

  async function attemptQuery<T>(document: string, { variables, signal }: StorefrontQueryOptions): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: "POST",
        headers,
        body: JSON.stringify({ query: document, variables }),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new StorefrontError(`${(error as Error).message || "Network error"}`, "network", undefined, true);
    }
    if (!response.ok) {
      const body = await response.text().catch(() => "");
      const retryable = response.status === 429 || response.status >= 500;
      throw new StorefrontError(httpErrorMessage(response.status, body), "http", response.status, retryable);
    }
    const payload = (await response
      .json()
      .catch(() => ({ errors: [{ message: "Invalid JSON in response" }] }))) as GraphQLResponse<T>;
    if (payload.errors?.length) {
      const retryable = payload.errors.some((e) => RETRYABLE_GRAPHQL_CODES.has(e.extensions?.code ?? ""));
      throw new StorefrontError(graphqlErrorMessage(payload.errors), "graphql", response.status, retryable);
    }
    if (!payload.data) throw new StorefrontError(graphqlErrorMessage(undefined), "graphql", response.status);
    return payload.data;
  }

  return {
    apiUrl: url,
    shopDomain: client.getShopifyDomain(),
    /** Runs a GraphQL document; throws StorefrontError after the last failed attempt. */
    async query<T>(document: string, queryOptions: StorefrontQueryOptions = {}): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await attemptQuery<T>(document, queryOptions);
        } catch (error) {
          const retryable = error instanceof StorefrontError && error.retryable;
          if (!retryable || attempt >= STOREFRONT_MAX_ATTEMPTS || queryOptions.signal?.aborted) throw error;
          await sleep(backoffDelay(attempt, options.random));
        }
      }
    },
  };
}

export type Storefront = ReturnType<typeof createStorefront>;
