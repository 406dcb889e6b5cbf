// Featured collections in the order goddess,
// chrome-hearts, home-decor, then Sale.
export const FEATURED_COLLECTION_HANDLES = ["goddess", "chrome-hearts", "home-decor", "sale"] as const;

export type CollectionTeaser = {
  handle: string;
  title: string;
  href: string;
  imageUrl: string | null;
  imageAlt: string;
};

export function pickFeaturedCollections(
  collections: readonly { handle: string; title: string; image: { url: string; altText: string | null } | null }[],
): CollectionTeaser[] {
  const byHandle = new Map(collections.map((collection) => [collection.handle, collection]));
  return FEATURED_COLLECTION_HANDLES.flatMap((handle) => {
    const collection = byHandle.get(handle);
    if (!collection) return [];
    return [
      {
        handle,
        title: collection.title,
        href: `/collections/${handle}`,
        imageUrl: collection.image?.url ?? null,
        imageAlt: collection.image?.altText || collection.title,
      },
    ];
  });
}
