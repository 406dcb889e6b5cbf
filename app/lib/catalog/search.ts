// Listing search: Fuse.js's scoring with the spec's weights and
// threshold, patterns of at most 32 characters, and whole-word matching for
// the garment words that fuzzy matching confuses (mini/minimal, crop/cropped).
import type { IFuseOptions } from "fuse.js";
import type { CatalogProduct } from "./types";

/** The fields search reads; a catalogue product is one. */
export type SearchDocument = Pick<CatalogProduct, "title" | "description" | "productType" | "tags">;

export const SEARCH_KEYS = [
  { name: "title", weight: 0.4 },
  { name: "description", weight: 0.2 },
  { name: "productType", weight: 0.3 },
  { name: "tags", weight: 0.1 },
] as const;

export const SEARCH_THRESHOLD = 0.2;

export const SEARCH_OPTIONS: IFuseOptions<SearchDocument> = {
  keys: SEARCH_KEYS.map((key) => ({ ...key })),
  threshold: SEARCH_THRESHOLD,
  minMatchCharLength: 2,
  includeScore: true,
  // Without this Fuse penalises a match by its distance from the start of the
  // field, so "maxi" 26 characters into a title would fall past the 0.2
  // threshold; the threshold should judge spelling, not position.
  ignoreLocation: true,
};

/** Fuse's bitap matcher works on at most 32 characters at a time. */
export const MAX_PATTERN_CHUNK_LENGTH = 32;

export const WHOLE_WORD_TERMS = ["midi", "maxi", "mini", "crop", "high-waisted", "low-rise"] as const;

const RECENT_QUERY_LIMIT = 100;

// "high-waisted" also matches "high waisted" and "highwaisted"; a neighbouring
// letter or digit on either side breaks the word ("minimal", "cropped").
const wholeWordPatterns: ReadonlyMap<string, RegExp> = new Map(
  WHOLE_WORD_TERMS.map((term) => [term, new RegExp(`(?<![a-z0-9])${term.replace("-", "[-\\s]?")}(?![a-z0-9])`, "i")]),
);

/** The whole-word terms a query asks for. */
export function wholeWordTermsIn(query: string): string[] {
  return WHOLE_WORD_TERMS.filter((term) => wholeWordPatterns.get(term)!.test(query));
}

export function containsWholeWord(text: string, term: string): boolean {
  const pattern = wholeWordPatterns.get(term);
  return pattern ? pattern.test(text) : new RegExp(`(?<![a-z0-9])${escapeRegExp(term)}(?![a-z0-9])`, "i").test(text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function normalizeSearchQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Splits a query into chunks of at most 32 characters at word boundaries, so
 * no word is cut in two (Fuse would cut at every 32nd character). A single
 * word longer than 32 characters is cut into 32-character pieces.
 */
export function chunkSearchQuery(query: string): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const word of normalizeSearchQuery(query).split(" ").filter(Boolean)) {
    const pieces = word.match(new RegExp(`.{1,${MAX_PATTERN_CHUNK_LENGTH}}`, "g")) ?? [];
    for (const piece of pieces) {
      const candidate = current ? `${current} ${piece}` : piece;
      if (candidate.length <= MAX_PATTERN_CHUNK_LENGTH) {
        current = candidate;
      } else {
        chunks.push(current);
        current = piece;
      }
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

export type SearchFieldName = (typeof SEARCH_KEYS)[number]["name"];

/** Why one product matched: which field, which word of it, for which part of the query, with how many typos. */
export type SearchMatchReason = { field: SearchFieldName; queryPart: string; word: string; errors: number };

/** A matched product with Fuse's score (0 perfect, 1 no match) and the reasons. */
export type SearchExplanation = { position: number; score: number; reasons: SearchMatchReason[] };

export type SearchIndex = {
  /** Positions of matching products in the indexed list, most relevant first; all positions for an empty query. */
  search(query: string): readonly number[];
  /**
   * The search inspector's view (admin > Search inspector): the same ranking as
   * `search`, with each product's score and what matched. Slower; never on a listing.
   */
  explain(query: string, limit: number): SearchExplanation[];
  /** The catalogue's words and, per word, the slice of fields holding it: completions and "Did you mean" read them. */
  readonly vocabulary: SearchVocabulary;
};

/** `postingStarts[w + 1] - postingStarts[w]` is how many fields hold `words[w]`. */
export type SearchVocabulary = Pick<SearchTables, "words" | "postingStarts">;

/** Fuse's score is errors / pattern length, so a pattern may have this many errors and still match. */
export function maxTypos(patternLength: number, threshold: number = SEARCH_THRESHOLD): number {
  let errors = 0;
  while ((errors + 1) / patternLength <= threshold) errors += 1;
  return errors;
}

/**
 * The fewest edits that turn `pattern` into some substring of a text (Myers'
 * bit-parallel algorithm, patterns of at most 32 characters): the error count
 * Fuse's bitap search finds, at a fraction of its cost.
 */
export function createSubstringDistance(pattern: string): (text: string) => number {
  const m = pattern.length;
  if (m === 0 || m > MAX_PATTERN_CHUNK_LENGTH) return () => 0;
  const ascii = new Int32Array(128);
  const other = new Map<number, number>();
  for (let i = 0; i < m; i += 1) {
    const code = pattern.charCodeAt(i);
    if (code < 128) ascii[code] |= 1 << i;
    else other.set(code, (other.get(code) ?? 0) | (1 << i));
  }
  const highBit = 1 << (m - 1);
  return (text) => {
    let pv = -1;
    let mv = 0;
    let score = m;
    let best = m;
    for (let j = 0; j < text.length; j += 1) {
      const code = text.charCodeAt(j);
      const eq = code < 128 ? ascii[code] : (other.get(code) ?? 0);
      const xv = eq | mv;
      const xh = ((((eq & pv) + pv) | 0) ^ pv) | eq;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      if (ph & highBit) score += 1;
      else if (mh & highBit) score -= 1;
      // A match may start anywhere in the text: the top row stays 0, so nothing is shifted in.
      ph <<= 1;
      mh <<= 1;
      pv = mh | ~(xv | ph);
      mv = ph & xv;
      if (score < best && (best = score) === 0) return 0;
    }
    return best;
  };
}

/** Fuse normalises the key weights by their sum; the same arithmetic gives the same floating-point weights. */
const KEY_WEIGHTS: readonly number[] = (() => {
  let total = 0;
  for (const key of SEARCH_KEYS) total += key.weight;
  return SEARCH_KEYS.map((key) => key.weight / total);
})();

/** Fuse's field-length norm: 1 / sqrt(whitespace-separated tokens), to three decimals. */
function fieldNormOf(text: string): number {
  const tokens = Math.max(1, text.split(/[\t\n\v\f\r \u00a0]+/).filter(Boolean).length);
  return Math.round(1000 / Math.sqrt(tokens)) / 1000;
}

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;
const isOneWord = (pattern: string) => !WORD_SEPARATOR.test(pattern);

type ScoredPosition = { position: number; score: number };

/**
 * An inverted index over the catalogue's words (decision 023). A query word is
 * compared with the vocabulary (a few thousand words), not with 10,000
 * descriptions: every word holding it within the allowed typos is found with
 * Myers' algorithm, and its posting list names the fields that contain it.
 * Fields are then scored exactly as Fuse scores them (spec weights, field-length
 * norm, errors / length, threshold 0.2), so the ranking stays Fuse's. A phrase
 * ("maxi dress") is checked against the whole field text of the products whose
 * fields hold all its words. Only matches that run across a word boundary
 * ("line n" for "linen") are no longer found.
 */
export function createSearchIndex(products: readonly SearchDocument[]): SearchIndex {
  const { tables, texts } = buildSearchTables(products);
  return searchIndexOver(tables, (field) => texts[field]);
}

/**
 * The word index's tables: per field (a product's title, description, type or
 * one tag) its key, length norm and product; per word the fields holding it.
 * Plain numbers in typed arrays, so the snapshot job can store them and an
 * isolate read them in place (decision 028).
 */
export type SearchTables = {
  words: readonly string[];
  postingStarts: Int32Array;
  postingFields: Int32Array;
  norms: Float64Array;
  keys: Uint8Array;
  owners: Uint32Array;
  productFieldStarts: Uint32Array;
};

/** The tables and each field's lower-case text (what phrases and the whole-word rule read). */
export function buildSearchTables(products: readonly SearchDocument[]): { tables: SearchTables; texts: string[] } {
  const texts: string[] = [];
  const fieldKeys: number[] = [];
  const fieldNorms: number[] = [];
  const fieldProducts: number[] = [];
  const productFieldStarts = new Uint32Array(products.length + 1);
  const vocabulary = new Map<string, number>();
  /** Per word: the last field counted, so a word repeated in one field is listed once. */
  const lastFieldOf: number[] = [];
  // Word ids field by field, in one growable typed array: posting lists are laid out from it afterwards.
  let occurrences = new Int32Array(1 << 16);
  let occurrenceCount = 0;
  const shared = new Map<string, string>();
  const lowerOf = (value: string) => {
    const lower = value.toLowerCase();
    const known = shared.get(lower);
    if (known !== undefined) return known;
    // Types and tags repeat; descriptions rarely do and are not worth remembering.
    if (lower.length <= 40) shared.set(lower, lower);
    return lower;
  };
  const addField = (position: number, key: number, value: string) => {
    // Fuse skips blank values.
    if (!value.trim()) return;
    const field = texts.length;
    const text = lowerOf(value);
    texts.push(text);
    fieldKeys.push(key);
    fieldNorms.push(fieldNormOf(text));
    fieldProducts.push(position);
    for (const word of text.split(WORD_SEPARATOR)) {
      if (!word) continue;
      let id = vocabulary.get(word);
      if (id === undefined) {
        id = lastFieldOf.length;
        vocabulary.set(word, id);
        lastFieldOf.push(-1);
      }
      if (lastFieldOf[id] === field) continue;
      lastFieldOf[id] = field;
      if (occurrenceCount + 2 > occurrences.length) {
        const grown = new Int32Array(occurrences.length * 2);
        grown.set(occurrences);
        occurrences = grown;
      }
      occurrences[occurrenceCount++] = id;
      occurrences[occurrenceCount++] = field;
    }
  };
  products.forEach((product, position) => {
    productFieldStarts[position] = texts.length;
    addField(position, 0, product.title);
    addField(position, 1, product.description);
    addField(position, 2, product.productType);
    for (const tag of product.tags) addField(position, 3, tag);
  });
  productFieldStarts[products.length] = texts.length;
  const words = [...vocabulary.keys()];
  vocabulary.clear();
  // Posting lists as slices of one array: fields in increasing order per word.
  const postingStarts = new Int32Array(words.length + 1);
  for (let i = 0; i < occurrenceCount; i += 2) postingStarts[occurrences[i] + 1] += 1;
  for (let w = 0; w < words.length; w += 1) postingStarts[w + 1] += postingStarts[w];
  const postingFields = new Int32Array(occurrenceCount / 2);
  const filled = postingStarts.slice(0, words.length);
  for (let i = 0; i < occurrenceCount; i += 2) postingFields[filled[occurrences[i]]++] = occurrences[i + 1];
  occurrences = new Int32Array(0);
  const norms = Float64Array.from(fieldNorms);
  const keys = Uint8Array.from(fieldKeys);
  const owners = Uint32Array.from(fieldProducts);
  fieldNorms.length = fieldKeys.length = fieldProducts.length = 0;
  return { tables: { words, postingStarts, postingFields, norms, keys, owners, productFieldStarts }, texts };
}

/** Search over the tables; `textOf(field)` gives a field's lower-case text when a phrase or the whole-word rule needs it. */
export function searchIndexOver(tables: SearchTables, textOf: (field: number) => string): SearchIndex {
  const { words, postingStarts, postingFields, norms, keys, owners, productFieldStarts } = tables;
  const fieldCount = keys.length;
  const productCount = productFieldStarts.length - 1;
  // Scratch space reused by every query (plain numbers, reset after use).
  const fieldErrors = new Uint8Array(fieldCount);
  const productScores = new Float64Array(productCount);
  const allPositions = Array.from({ length: productCount }, (_, position) => position);
  const recentQueries = new Map<string, readonly number[]>();

  /** Fields holding a word within `maxErrors` of `word`, with the fewest errors each. */
  const fieldsNear = (word: string, maxErrors: number, visit: (field: number, errors: number) => void) => {
    const distance = createSubstringDistance(word);
    const shortest = word.length - maxErrors;
    for (let w = 0; w < words.length; w += 1) {
      if (words[w].length < shortest) continue;
      const errors = distance(words[w]);
      if (errors > maxErrors) continue;
      for (let i = postingStarts[w], end = postingStarts[w + 1]; i < end; i += 1) visit(postingFields[i], errors);
    }
  };

  const searchChunk = (pattern: string): ScoredPosition[] => {
    const m = pattern.length;
    // Fuse's minimum match length is 2: a single character matches nothing.
    if (m < 2) return [];
    const maxErrors = maxTypos(m);
    const touched: number[] = [];
    const NOT_MATCHED = 255;
    fieldErrors.fill(NOT_MATCHED);
    if (isOneWord(pattern)) {
      fieldsNear(pattern, maxErrors, (field, errors) => {
        if (fieldErrors[field] === NOT_MATCHED) touched.push(field);
        if (errors < fieldErrors[field]) fieldErrors[field] = errors;
      });
    } else {
      // A phrase: first a lower bound on each field's errors from its words
      // (each phrase word costs at least its distance to the field's nearest
      // word, or its length if deleted), then the phrase itself in the text
      // of the fields whose bound fits the allowed typos.
      const phraseWords = pattern.split(WORD_SEPARATOR).filter(Boolean);
      const deletedCost = phraseWords.reduce((sum, word) => sum + word.length, 0);
      let candidates: Iterable<number> = Array.from({ length: fieldCount }, (_, field) => field);
      if (deletedCost > maxErrors) {
        const saved = new Int32Array(fieldCount);
        const savedFields: number[] = [];
        for (const word of phraseWords) {
          const bestForWord = new Map<number, number>();
          fieldsNear(word, Math.min(maxErrors, word.length - 1), (field, errors) => {
            const known = bestForWord.get(field);
            if (known === undefined || errors < known) bestForWord.set(field, errors);
          });
          for (const [field, errors] of bestForWord) {
            if (saved[field] === 0) savedFields.push(field);
            saved[field] += word.length - errors;
          }
        }
        candidates = savedFields.filter((field) => deletedCost - saved[field] <= maxErrors);
      }
      const distance = createSubstringDistance(pattern);
      for (const field of candidates) {
        const errors = distance(textOf(field));
        if (errors <= maxErrors) {
          fieldErrors[field] = errors;
          touched.push(field);
        }
      }
    }
    const matched: number[] = [];
    for (const field of touched) {
      const errors = fieldErrors[field];
      // Fuse: a field equal to the pattern scores 0 (then epsilon); otherwise errors / length, at least 0.001.
      const score = textOf(field) === pattern ? Number.EPSILON : Math.max(0.001, errors / m);
      const position = owners[field];
      if (productScores[position] === 0) {
        productScores[position] = 1;
        matched.push(position);
      }
      productScores[position] *= Math.pow(score, KEY_WEIGHTS[keys[field]] * norms[field]);
    }
    matched.sort((a, b) => productScores[a] - productScores[b] || a - b);
    const results = matched.map((position) => ({ position, score: productScores[position] }));
    for (const position of matched) productScores[position] = 0;
    return results;
  };

  const fieldsOf = (position: number) => {
    const fields: string[] = [];
    for (let field = productFieldStarts[position]; field < productFieldStarts[position + 1]; field += 1)
      fields.push(textOf(field));
    return fields;
  };

  const runSearch = (query: string): readonly number[] => {
    const chunks = chunkSearchQuery(query);
    let ranked: number[];
    if (chunks.length === 1) {
      ranked = searchChunk(chunks[0]).map((result) => result.position);
    } else {
      // A product matching more chunks ranks higher: its score is the mean over
      // chunks, an unmatched chunk counting as 1 (no match), as Fuse does itself.
      const scoreSums = new Map<number, number>();
      for (const chunk of chunks) {
        for (const result of searchChunk(chunk))
          scoreSums.set(result.position, (scoreSums.get(result.position) ?? 0) + result.score - 1);
      }
      ranked = [...scoreSums.entries()].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([position]) => position);
    }
    // The whole-word rule drops products whatever their score.
    const terms = wholeWordTermsIn(query);
    if (terms.length === 0) return ranked;
    return ranked.filter((position) => {
      const fields = fieldsOf(position);
      return terms.every((term) => fields.some((text) => containsWholeWord(text, term)));
    });
  };

  const search = (query: string): readonly number[] => {
    const normalized = normalizeSearchQuery(query);
    if (!normalized) return allPositions;
    const remembered = recentQueries.get(normalized);
    if (remembered) return remembered;
    const positions = runSearch(normalized);
    if (recentQueries.size >= RECENT_QUERY_LIMIT) recentQueries.delete(recentQueries.keys().next().value!);
    recentQueries.set(normalized, positions);
    return positions;
  };

  /** The words (or, for a phrase, the field) of one product that matched each query chunk, with their typo counts. */
  const reasonsFor = (position: number, chunks: readonly string[]): SearchMatchReason[] => {
    const reasons: SearchMatchReason[] = [];
    for (const chunk of chunks) {
      if (chunk.length < 2) continue;
      const maxErrors = maxTypos(chunk.length);
      const distance = createSubstringDistance(chunk);
      for (let field = productFieldStarts[position]; field < productFieldStarts[position + 1]; field += 1) {
        const fieldName = SEARCH_KEYS[keys[field]].name;
        if (!isOneWord(chunk)) {
          const errors = distance(textOf(field));
          if (errors <= maxErrors) reasons.push({ field: fieldName, queryPart: chunk, word: chunk, errors });
          continue;
        }
        let best: { word: string; errors: number } | null = null;
        for (const word of textOf(field).split(WORD_SEPARATOR)) {
          if (!word || word.length < chunk.length - maxErrors) continue;
          const errors = distance(word);
          if (errors <= maxErrors && (!best || errors < best.errors)) best = { word, errors };
        }
        if (best) reasons.push({ field: fieldName, queryPart: chunk, ...best });
      }
    }
    return reasons;
  };

  const explain = (query: string, limit: number): SearchExplanation[] => {
    const normalized = normalizeSearchQuery(query);
    if (!normalized) return [];
    const chunks = chunkSearchQuery(normalized);
    // Fuse's score over chunks: the mean, an unmatched chunk counting as 1.
    const scoreSums = new Map<number, number>();
    for (const chunk of chunks) {
      for (const result of searchChunk(chunk))
        scoreSums.set(result.position, (scoreSums.get(result.position) ?? 0) + result.score - 1);
    }
    return search(normalized)
      .slice(0, limit)
      .map((position) => ({
        position,
        score: 1 + (scoreSums.get(position) ?? 0) / chunks.length,
        reasons: reasonsFor(position, chunks),
      }));
  };

  return { search, explain, vocabulary: { words, postingStarts } };
}

/** One-off search; for repeated queries over one catalogue keep a `createSearchIndex` result instead. */
export function searchProducts<T extends SearchDocument>(products: readonly T[], query: string): T[] {
  return createSearchIndex(products)
    .search(query)
    .map((position) => products[position]);
}
