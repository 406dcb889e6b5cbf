// Recently viewed products in local storage (spec 000 sections 2, 3 and 9):
// newest first, at most 20 stored and 12 shown, the current product excluded.
// Storage failures are logged and ignored.
import { z } from "zod";

export const RECENTLY_VIEWED_KEY = "recently-viewed-products";
export const RECENTLY_VIEWED_MAX_STORED = 20;
export const RECENTLY_VIEWED_MAX_SHOWN = 12;
export const RECENTLY_VIEWED_CAROUSEL_OVER = 8;

const EntrySchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  handle: z.string(),
  price: z.number(),
  image: z.string().nullable().optional(),
  viewedAt: z.number(),
});

export type RecentlyViewedEntry = z.infer<typeof EntrySchema>;

export function parseRecentlyViewed(raw: string | null): RecentlyViewedEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) => {
      const parsed = EntrySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Moves (or adds) the entry to the front; keeps at most 20. */
export function withViewed(entries: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  return [entry, ...entries.filter((item) => item.id !== entry.id)].slice(0, RECENTLY_VIEWED_MAX_STORED);
}

/** What the strip shows: newest first, without the current product, at most 12. */
export function shownRecentlyViewed(entries: readonly RecentlyViewedEntry[], currentId: string | null): RecentlyViewedEntry[] {
  return [...entries].filter((item) => item.id !== currentId).sort((a, b) => b.viewedAt - a.viewedAt).slice(0, RECENTLY_VIEWED_MAX_SHOWN);
}

export function readRecentlyViewed(): RecentlyViewedEntry[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch (error) {
    console.warn("Could not read recently viewed products", error);
    return [];
  }
}

export function writeRecentlyViewed(entries: readonly RecentlyViewedEntry[]) {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(entries));
    window.dispatchEvent(new Event("recently-viewed-change"));
  } catch (error) {
    console.warn("Could not save recently viewed products", error);
  }
}

export function recordRecentlyViewed(entry: Omit<RecentlyViewedEntry, "viewedAt">) {
  writeRecentlyViewed(withViewed(readRecentlyViewed(), { ...entry, viewedAt: Date.now() }));
}
