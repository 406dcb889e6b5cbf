// "Complete the look" on a product page: pieces worn with it. Those sharing a
// published lookbook come first (in the looks' order), then the rest of its
// collection; never the product itself, a sold-out piece, one shown twice, or
// one the "You may also like" block already shows.

export const COMPLETE_THE_LOOK_LIMIT = 4;

/** One piece as the block shows it (built on the server from the catalogue). */
export type CompleteTheLookPiece = {
  id: string;
  handle: string;
  title: string;
  displayPrice: string;
  image: { url: string; altText: string } | null;
  /** The first available variant: what the row's Add puts in the cart */
  addVariantId: string | null;
  /** True when the product has other sizes or colours than the one Add adds */
  hasOtherOptions: boolean;
};

export type CompleteTheLookCandidate = CompleteTheLookPiece & { inStock: boolean };

export function chooseCompleteTheLook({
  productId,
  fromLooks,
  fromCollection,
  relatedIds,
  limit = COMPLETE_THE_LOOK_LIMIT,
}: {
  productId: string;
  /** Pieces from the product's published looks, in the looks' order */
  fromLooks: readonly CompleteTheLookCandidate[];
  /** Pieces from the product's collection, in the catalogue's order */
  fromCollection: readonly CompleteTheLookCandidate[];
  /** What "You may also like" shows on the same page */
  relatedIds: ReadonlySet<string>;
  limit?: number;
}): CompleteTheLookPiece[] {
  const chosen: CompleteTheLookPiece[] = [];
  const seen = new Set<string>([productId]);
  for (const candidate of [...fromLooks, ...fromCollection]) {
    if (chosen.length === limit) break;
    if (seen.has(candidate.id) || relatedIds.has(candidate.id)) continue;
    seen.add(candidate.id);
    if (!candidate.inStock || !candidate.addVariantId) continue;
    const { id, handle, title, displayPrice, image, addVariantId, hasOtherOptions } = candidate;
    chosen.push({ id, handle, title, displayPrice, image, addVariantId, hasOtherOptions });
  }
  return chosen;
}
