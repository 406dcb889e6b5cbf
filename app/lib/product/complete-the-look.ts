// "Complete the look" on a product page: pieces worn with it. Those sharing a
// published lookbook come first (in the looks' order), then the rest of its
// collection; never the product itself, a sold-out piece, one shown twice, or
// one the "You may also like" block already shows. A piece with sizes or
// colours to choose is never added from here: its row says "Choose" and leads
// to its page (decision 062).

export const COMPLETE_THE_LOOK_LIMIT = 4;

/** One piece as the block shows it (built on the server from the catalogue). */
export type CompleteTheLookPiece = {
  id: string;
  handle: string;
  title: string;
  displayPrice: string;
  image: { url: string; altText: string } | null;
  /** The product's one variant, what the row's Add puts in the cart; null when she must choose on its page */
  addVariantId: string | null;
  /** What she chooses on its page ("Choose a size on its page"), null when the row adds in one tap */
  choiceNote: string | null;
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
    if (!candidate.inStock || (!candidate.addVariantId && !candidate.choiceNote)) continue;
    const { id, handle, title, displayPrice, image, addVariantId, choiceNote } = candidate;
    chosen.push({ id, handle, title, displayPrice, image, addVariantId, choiceNote });
  }
  return chosen;
}
