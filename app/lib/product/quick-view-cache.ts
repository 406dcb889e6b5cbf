// The quick view's client cache: entries expire after 30
// minutes and a cleanup every 5 minutes keeps the top 5; a first hover or
// touch preloads both the modal's code and its data. Browser-only state.
import type { ProductPageData } from "./product-page";

export type QuickViewData = Omit<ProductPageData, "structuredData">;

const ENTRY_LIFETIME_MS = 30 * 60 * 1000;
/** Cleanup every 5 minutes keeps the top 5, products with 3 or more interactions first. */
export const CLEANUP_INTERVAL_MS = 5 * 60 * 1000;
const KEPT_AFTER_CLEANUP = 5;
const FREQUENT_INTERACTIONS = 3;

type Entry = { at: number; interactions: number; promise: Promise<QuickViewData> };
const entries = new Map<string, Entry>();
let cleanupTimer: ReturnType<typeof setInterval> | null = null;

/**
 * Which entries a cleanup keeps: unexpired ones, products the shopper came
 * back to 3 or more times first, then the most recently opened, at most 5.
 */
export function entriesToKeep(
  list: readonly { handle: string; at: number; interactions: number }[],
  now: number,
): string[] {
  return list
    .filter((entry) => now - entry.at < ENTRY_LIFETIME_MS)
    .sort(
      (a, b) =>
        Number(b.interactions >= FREQUENT_INTERACTIONS) - Number(a.interactions >= FREQUENT_INTERACTIONS) ||
        b.at - a.at,
    )
    .slice(0, KEPT_AFTER_CLEANUP)
    .map((entry) => entry.handle);
}

function cleanUp(now = Date.now()) {
  const keep = new Set(
    entriesToKeep(
      [...entries].map(([handle, entry]) => ({ handle, at: entry.at, interactions: entry.interactions })),
      now,
    ),
  );
  for (const handle of entries.keys()) if (!keep.has(handle)) entries.delete(handle);
}

export function loadQuickView(handle: string, now = Date.now()): Promise<QuickViewData> {
  cleanupTimer ??= setInterval(cleanUp, CLEANUP_INTERVAL_MS);
  const cached = entries.get(handle);
  if (cached && now - cached.at < ENTRY_LIFETIME_MS) {
    cached.interactions += 1;
    return cached.promise;
  }
  const promise = fetch(`/quick-view/${encodeURIComponent(handle)}`, { headers: { Accept: "application/json" } }).then(
    async (response) => {
      if (!response.ok)
        throw new Error(response.status === 404 ? "Product not found" : "Service temporarily unavailable");
      return (await response.json()) as QuickViewData;
    },
  );
  promise.catch(() => entries.delete(handle));
  entries.set(handle, { at: now, interactions: (cached?.interactions ?? 0) + 1, promise });
  return promise;
}

/** Where "View full product" goes: the shop product page, the product page for studio pieces, or /product/{id}. */
export function fullProductPath(product: { handle: string; id: string; source: "shopify" | "database" }): string {
  if (!product.handle) return `/product/${encodeURIComponent(product.id)}`;
  return product.source === "shopify" ? `/shopify-product/${product.handle}` : `/products/${product.handle}`;
}
