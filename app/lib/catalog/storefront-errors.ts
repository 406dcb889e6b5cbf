// The Storefront error texts. Client-safe so UI code can
// recognise them.

export const STOREFRONT_PROVIDER = "Shopify";

export class StorefrontError extends Error {
  constructor(
    message: string,
    readonly kind: "http" | "graphql" | "network",
    readonly status?: number,
    readonly retryable = false,
  ) {
    super(message);
    this.name = "StorefrontError";
  }
}

export function httpErrorMessage(status: number, body: string): string {
  return `${STOREFRONT_PROVIDER} HTTP ${status}: ${body.slice(0, 100)}`;
}

export function graphqlErrorMessage(errors: { message?: string }[] | undefined): string {
  return `${STOREFRONT_PROVIDER} GraphQL: ${errors?.[0]?.message || "Unknown GraphQL error"}`;
}
