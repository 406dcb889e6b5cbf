import { logger } from "../platform/logger";
// Recently viewed products in local storage:
// newest first, at most 20 stored and 12 shown, the current product excluded.
// Storage failures are logged and ignored.

export const RECENTLY_VIEWED_KEY = "recently-viewed-products";
export const RECENTLY_VIEWED_MAX_STORED = 20;
export const RECENTLY_VIEWED_MAX_SHOWN = 12;
export const RECENTLY_VIEWED_CAROUSEL_OVER = 8;

export type RecentlyViewedEntry = {
  id: string;
  title: string;
  handle: string;
  price: number;
  image?: string | null;
  viewedAt: number;
};

// A hand-written guard rather than a schema library: this runs in the browser on every product page.
function isRecentlyViewedEntry(item: unknown): item is RecentlyViewedEntry {
  if (typeof item !== "object" || item === null) return false;
  const entry = item as Record<string, unknown>;
  return (
    typeof entry.id === "string" &&
    entry.id.length > 0 &&
    typeof entry.title === "string" &&
    typeof entry.handle === "string" &&
    typeof entry.price === "number" &&
    (entry.image === undefined || entry.image === null || typeof entry.image === "string") &&
    typeof entry.viewedAt === "number"
  );
}

export function parseRecentlyViewed(raw: string | null): RecentlyViewedEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isRecentlyViewedEntry);
  } catch {
    return [];
  }
}

/** Moves (or adds) the entry to the front; keeps at most 20. */
export function withViewed(entries: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  return [entry, ...entries.filter((item) => item.id !== entry.id)].slice(0, RECENTLY_VIEWED_MAX_STORED);
}

/** What the strip shows: newest first, without the current product, at most 12. */
export function shownRecentlyViewed(
  entries: readonly RecentlyViewedEntry[],
  currentId: string | null,
): RecentlyViewedEntry[] {
  return [...entries]
    .filter((item) => item.id !== currentId)
    .sort((a, b) => b.viewedAt - a.viewedAt)
    .slice(0, RECENTLY_VIEWED_MAX_SHOWN);
}

export function readRecentlyViewed(): RecentlyViewedEntry[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch (error) {
    logger.warn("Could not read recently viewed products", { error });
    return [];
  }
}

export function writeRecentlyViewed(entries: readonly RecentlyViewedEntry[]) {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(entries));
    window.dispatchEvent(new Event("recently-viewed-change"));
  } catch (error) {
    logger.warn("Could not save recently viewed products", { error });
  }
}

export function recordRecentlyViewed(entry: Omit<RecentlyViewedEntry, "viewedAt">) {
  writeRecentlyViewed(withViewed(readRecentlyViewed(), { ...entry, viewedAt: Date.now() }));
}
