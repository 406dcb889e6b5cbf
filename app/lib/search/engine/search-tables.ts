// The word index's tables (decision 023): per field (a product's title,
// description, type or one tag) its key, Fuse's length norm, its length and
// its product; per word of the catalogue the fields holding it. Plain numbers
// in typed arrays, so the snapshot job can store them and an isolate read them
// in place (decision 028). No field's text is kept: every term is a word,
// matched against the vocabulary, and the two-word garment terms
// ("high-waisted", "low-rise") are words of the vocabulary too.
import { compoundTermsIn, WORD } from "./search-query";

/** The fields search reads (a catalogue product gives them; see the catalogue's search documents). */
export type SearchDocument = { title: string; description: string; productType: string; tags: readonly string[] };

export const SEARCH_KEYS = [
  { name: "title", weight: 0.4 },
  { name: "description", weight: 0.2 },
  { name: "productType", weight: 0.3 },
  { name: "tags", weight: 0.1 },
] as const;

export type SearchFieldName = (typeof SEARCH_KEYS)[number]["name"];

/** Fuse normalises the key weights by their sum; the same arithmetic gives the same floating-point weights. */
export const KEY_WEIGHTS: readonly number[] = (() => {
  let total = 0;
  for (const key of SEARCH_KEYS) total += key.weight;
  return SEARCH_KEYS.map((key) => key.weight / total);
})();

/** Field lengths are kept to this; only lengths up to 32 (a term's) are ever compared. */
const MAX_KEPT_LENGTH = 0xffff;

export type SearchTables = {
  /** The vocabulary: every word of every field, and the two-word garment terms the fields hold */
  words: readonly string[];
  /** `postingFields[postingStarts[w]..postingStarts[w + 1]]`: the fields holding `words[w]`, in increasing order */
  postingStarts: Int32Array;
  postingFields: Int32Array;
  /** Fuse's length norm per field in thousandths (Fuse rounds it to three decimals) */
  normThousandths: Uint16Array;
  /** Per field, its key's index in SEARCH_KEYS */
  keys: Uint8Array;
  /** Per field, its product's position */
  owners: Uint32Array;
  /** Per field, its text's length (up to 65,535): a field equal to a term holds it and is as long */
  fieldLengths: Uint16Array;
  /** A product's fields are `productFieldStarts[p]..productFieldStarts[p + 1]`, in key order */
  productFieldStarts: Uint32Array;
};

/** Fuse's field-length norm: 1 / sqrt(whitespace-separated tokens), rounded to thousandths (here kept as thousandths). */
function normThousandthsOf(text: string): number {
  const tokens = Math.max(1, text.split(/[\t\n\v\f\r \u00a0]+/).filter(Boolean).length);
  return Math.round(1000 / Math.sqrt(tokens));
}

/** Builds the tables (the fields are read in lower case). */
export function buildSearchTables(documents: readonly SearchDocument[]): SearchTables {
  const vocabulary = new Map<string, number>();
  const postings: number[][] = [];
  const norms: number[] = [];
  const keys: number[] = [];
  const owners: number[] = [];
  const lengths: number[] = [];
  const productFieldStarts = new Uint32Array(documents.length + 1);
  const wordIdOf = (word: string) => {
    let id = vocabulary.get(word);
    if (id === undefined) {
      vocabulary.set(word, (id = vocabulary.size));
      postings.push([]);
    }
    return id;
  };
  const addField = (position: number, key: number, value: string) => {
    // Fuse skips blank values, and compares in lower case.
    if (!value.trim()) return;
    const text = value.toLowerCase();
    const field = keys.length;
    keys.push(key);
    norms.push(normThousandthsOf(text));
    owners.push(position);
    lengths.push(Math.min(text.length, MAX_KEPT_LENGTH));
    for (const word of [...text.matchAll(WORD)].map((match) => match[0]).concat(compoundTermsIn(text))) {
      const list = postings[wordIdOf(word)];
      if (list[list.length - 1] !== field) list.push(field);
    }
  };
  documents.forEach((document, position) => {
    productFieldStarts[position] = keys.length;
    addField(position, 0, document.title);
    addField(position, 1, document.description);
    addField(position, 2, document.productType);
    for (const tag of document.tags) addField(position, 3, tag);
  });
  productFieldStarts[documents.length] = keys.length;
  const postingStarts = new Int32Array(postings.length + 1);
  for (let w = 0; w < postings.length; w += 1) postingStarts[w + 1] = postingStarts[w] + postings[w].length;
  const postingFields = new Int32Array(postingStarts[postings.length]);
  postings.forEach((list, w) => postingFields.set(list, postingStarts[w]));
  return {
    words: [...vocabulary.keys()],
    postingStarts,
    postingFields,
    normThousandths: Uint16Array.from(norms),
    keys: Uint8Array.from(keys),
    owners: Uint32Array.from(owners),
    fieldLengths: Uint16Array.from(lengths),
    productFieldStarts,
  };
}
