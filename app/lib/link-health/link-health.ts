// Product link health. The check flags a product link whose
// identifier is missing, shorter than 2 characters, or contains "undefined" or
// "null"; the route watcher warns when the route's identifier is shorter than
// 3 characters, contains an encoded space, or contains undefined or null.

export type LinkFinding = { kind: "broken_product_link" | "suspicious_route"; href: string; reason: string };

const PRODUCT_PATH = /^\/(?:products|product|shopify-product)(?:\/(.*))?$/;

/** The identifier after /products/ (or null when the path is not a product path). */
export function productIdentifierOf(path: string): string | null {
  const match = PRODUCT_PATH.exec(path);
  if (!match) return null;
  return (match[1] ?? "").split("/")[0];
}

function badWord(identifier: string): string | null {
  const lower = identifier.toLowerCase();
  if (lower.includes("undefined")) return "contains undefined";
  if (lower.includes("null")) return "contains null";
  return null;
}

/** The health check's verdict on one product link's path, or null when it is healthy. */
export function productLinkProblem(path: string): string | null {
  const identifier = productIdentifierOf(path);
  if (identifier === null) return null;
  if (identifier === "") return "missing identifier";
  if (identifier.length < 2) return "identifier shorter than 2 characters";
  return badWord(identifier);
}

/** The route watcher's warning for a product route, or null. Listing paths (/products) are not product routes. */
export function routeWarning(path: string): string | null {
  const identifier = productIdentifierOf(path);
  if (!identifier) return null;
  if (identifier.length < 3) return "identifier shorter than 3 characters";
  if (/%20/i.test(identifier)) return "identifier contains an encoded space";
  return badWord(identifier);
}

/** Whether a link's path is a product link the health check should look at (not the listing itself). */
export function isProductLink(path: string): boolean {
  return PRODUCT_PATH.test(path) && path !== "/products" && path !== "/product" && path !== "/shopify-product";
}

export const LINK_HEALTH_PATH = "/api/link-health";
export const LINK_HEALTH_MAX_FINDINGS = 20;
export const LINK_HEALTH_DELAY_MS = 5_000;
