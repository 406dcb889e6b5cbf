// Collection order: the featured collections first,
// then the clothing order, then everything else alphabetically.
import type { CatalogCollection } from "./types";

export const FEATURED_COLLECTION_ORDER = ["goddess", "chrome-hearts", "home-decor", "sale"] as const;
export const COLLECTION_ORDER = [
  "tops",
  "bottoms",
  "lounge-wear",
  "one-pieces",
  "dresses",
  "shoes",
  "bags",
  "jewelry",
  "accessories",
] as const;

const DISPLAY_TITLES: Readonly<Record<string, string>> = { "one-pieces": "All-in-Ones" };

const rankByHandle: ReadonlyMap<string, number> = new Map(
  [...FEATURED_COLLECTION_ORDER, ...COLLECTION_ORDER].map((handle, rank) => [handle, rank]),
);

/** The title shown for a collection: one-pieces is displayed All-in-Ones. */
export function collectionDisplayTitle(collection: Pick<CatalogCollection, "handle" | "title">): string {
  return DISPLAY_TITLES[collection.handle] ?? collection.title;
}

/**
 * A sorted copy; collections outside the known order follow: the studio's own categories in the order the
 * owner gave them (sort_order), then the rest by display title, then handle.
 */
export function orderCollections<T extends Pick<CatalogCollection, "handle" | "title" | "sortOrder">>(
  collections: readonly T[],
): T[] {
  const unranked = rankByHandle.size;
  return [...collections].sort((a, b) => {
    const rankA = rankByHandle.get(a.handle) ?? unranked;
    const rankB = rankByHandle.get(b.handle) ?? unranked;
    if (rankA !== rankB) return rankA - rankB;
    if (rankA === unranked) {
      const placeA = a.sortOrder ?? Number.POSITIVE_INFINITY;
      const placeB = b.sortOrder ?? Number.POSITIVE_INFINITY;
      if (placeA !== placeB) return placeA < placeB ? -1 : 1;
    }
    const titleA = collectionDisplayTitle(a).toLowerCase();
    const titleB = collectionDisplayTitle(b).toLowerCase();
    if (titleA !== titleB) return titleA < titleB ? -1 : 1;
    return a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0;
  });
}
