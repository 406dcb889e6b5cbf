// The quick view's client cache (spec 000 section 9): entries expire after 30
// minutes; a first hover or touch preloads both the modal's code and its data.
import type { ProductPageData } from "./product-page";

export type QuickViewData = Omit<ProductPageData, "structuredData">;

const ENTRY_LIFETIME_MS = 30 * 60 * 1000;
const entries = new Map<string, { at: number; promise: Promise<QuickViewData> }>();

export function loadQuickView(handle: string, now = Date.now()): Promise<QuickViewData> {
  const cached = entries.get(handle);
  if (cached && now - cached.at < ENTRY_LIFETIME_MS) return cached.promise;
  const promise = fetch(`/quick-view/${encodeURIComponent(handle)}`, { headers: { Accept: "application/json" } }).then(async (response) => {
    if (!response.ok) throw new Error(response.status === 404 ? "Product not found" : "Service temporarily unavailable");
    return (await response.json()) as QuickViewData;
  });
  promise.catch(() => entries.delete(handle));
  entries.set(handle, { at: now, promise });
  return promise;
}

/** Where "View full product" goes: the shop product page, the product page for studio pieces, or /product/{id}. */
export function fullProductPath(product: { handle: string; id: string; source: "shopify" | "database" }): string {
  if (!product.handle) return `/product/${encodeURIComponent(product.id)}`;
  return product.source === "shopify" ? `/shopify-product/${product.handle}` : `/products/${product.handle}`;
}
