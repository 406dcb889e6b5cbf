// Fuse.js with the spec's options: the reference the word index is checked against (a test oracle only; the
// shop's own search never loads Fuse). The shop's search is Fuse's logical `$and` of the query's terms, each
// term the `$or` of its forms searched in every key, and for a garment word ("maxi") only products that hold
// it as a whole word. A term is matched within a word of the product (decision 051): Fuse reads a field's
// whole text, so the oracle gives it the fields with every gap between words widened past any term's typos
// (seven marks that are not letters, digits or spaces: the fields' token counts, so their norms, stay).
import Fuse, { type IFuseOptions } from "fuse.js";
import { MIN_MATCH_LENGTH, SEARCH_THRESHOLD, type SearchTerm } from "../../app/lib/search/engine/search-query";
import { SEARCH_KEYS, type SearchDocument } from "../../app/lib/search/engine/search-tables";

export const SEARCH_OPTIONS: IFuseOptions<SearchDocument> = {
  keys: SEARCH_KEYS.map((key) => ({ ...key })),
  threshold: SEARCH_THRESHOLD,
  minMatchCharLength: MIN_MATCH_LENGTH,
  includeScore: true,
  // Without this Fuse penalises a match by its distance from the start of the
  // field, so "maxi" 26 characters into a title would fall past the 0.2
  // threshold; the threshold should judge spelling, not position.
  ignoreLocation: true,
};

/** The term held as a whole word: no letter or digit touching it ("high-waisted" also with a space or nothing). */
function holdsWhole(text: string, term: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${term.replace("-", "[-\\s]?")}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

/** A term of at most 32 characters allows at most 6 typos: 7 marks cannot be crossed. */
const GAP = "\u0001".repeat(7);
const COMPOUND = /(high|low)[-\s]?(waisted|rise)/giu;

/** The text with each gap between words widened; a two-word garment term is one word of the index, so kept. */
function widenedGaps(text: string): string {
  const compounds: string[] = [];
  const marked = text.replace(COMPOUND, (compound) => `\u0002${compounds.push(compound) - 1}\u0003`);
  return marked
    .replace(/[^\p{L}\p{N}\u0002\u0003]+/gu, (gap) => `${gap}${GAP}`)
    .replace(/\u0002(\d+)\u0003/g, (_, i: string) => compounds[Number(i)]);
}

/** Fuse's ranking for the terms: product positions with Fuse's scores, best first (ties by position). */
export function createFuseOracle(documents: readonly SearchDocument[]) {
  const fuse = new Fuse(
    documents.map((document) => ({
      title: widenedGaps(document.title),
      description: widenedGaps(document.description),
      productType: widenedGaps(document.productType),
      tags: document.tags.map(widenedGaps),
    })),
    SEARCH_OPTIONS,
  );
  return (terms: readonly SearchTerm[]): { position: number; score: number }[] => {
    if (terms.length === 0) return [];
    const found = fuse.search({ $and: terms.map((term) => ({ $or: term.forms })) });
    return found
      .filter(({ refIndex }) => {
        const { title, description, productType, tags } = documents[refIndex];
        return terms.every(
          (term) =>
            !term.wholeWord || [title, description, productType, ...tags].some((text) => holdsWhole(text, term.text)),
        );
      })
      .map(({ refIndex, score }) => ({ position: refIndex, score: score ?? 1 }))
      .sort((a, b) => a.score - b.score || a.position - b.position);
  };
}
