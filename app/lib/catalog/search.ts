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
export function createSubstringDistance(pattern: string): (text: string, start?: number, end?: number) => number {
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
  return (text, start = 0, end = text.length) => {
    let pv = -1;
    let mv = 0;
    let score = m;
    let best = m;
    for (let j = start; j < end; j += 1) {
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

/**
 * Like `createSubstringDistance(pattern)`, for callers that only care about
 * distances up to `maxErrors`: the same number when it is at most `maxErrors`,
 * some larger number otherwise. Only the parts of the text that can hold such
 * a match are read: cut the pattern into `maxErrors + 1` pieces, and any
 * substring within `maxErrors` edits of it holds one piece unedited (each edit
 * touches one piece), so it lies in a window of `m + 2 * maxErrors` characters
 * around an exact occurrence of a piece (its start at most `maxErrors` from
 * where that piece's offset puts it). Finding the pieces is the engine's own
 * `indexOf`; Myers' algorithm then runs over those windows only.
 */
export function createBoundedSubstringDistance(pattern: string, maxErrors: number): (text: string) => number {
  const m = pattern.length;
  const distance = createSubstringDistance(pattern);
  if (m === 0 || m > MAX_PATTERN_CHUNK_LENGTH || maxErrors >= m) return (text) => distance(text);
  const tooFar = maxErrors + 1;
  const pieces: string[] = [];
  const offsets: number[] = [];
  for (let piece = 0; piece <= maxErrors; piece += 1) {
    const from = Math.floor((piece * m) / (maxErrors + 1));
    pieces.push(pattern.slice(from, Math.floor(((piece + 1) * m) / (maxErrors + 1))));
    offsets.push(from);
  }
  const starts: number[] = [];
  const ends: number[] = [];
  const order: number[] = [];
  return (text) => {
    const n = text.length;
    // Every substring within maxErrors edits has at least m - maxErrors characters.
    if (n < m - maxErrors) return tooFar;
    if (text.includes(pattern)) return 0;
    if (maxErrors === 0) return tooFar;
    starts.length = ends.length = order.length = 0;
    for (let piece = 0; piece < pieces.length; piece += 1) {
      const shift = offsets[piece] + maxErrors;
      for (let at = text.indexOf(pieces[piece]); at !== -1; at = text.indexOf(pieces[piece], at + 1)) {
        order.push(starts.length);
        starts.push(Math.max(0, at - shift));
        ends.push(Math.min(n, at - shift + m + 2 * maxErrors));
      }
    }
    if (starts.length === 0) return tooFar;
    order.sort((a, b) => starts[a] - starts[b]);
    let best = tooFar;
    // Overlapping windows are read as one.
    let windowStart = starts[order[0]];
    let windowEnd = ends[order[0]];
    for (let i = 1; i <= order.length; i += 1) {
      if (i < order.length && starts[order[i]] <= windowEnd) {
        windowEnd = Math.max(windowEnd, ends[order[i]]);
        continue;
      }
      best = Math.min(best, distance(text, windowStart, windowEnd));
      if (i < order.length) {
        windowStart = starts[order[i]];
        windowEnd = ends[order[i]];
      }
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

/**
 * `positions` ordered by `scores[position]`, lowest first, ties by position:
 * the same order as sorting with `(a, b) => scores[a] - scores[b] || a - b`,
 * found by sorting the distinct scores (plain numbers, the engine's own sort)
 * and placing positions in increasing order into each score's run.
 */
function rankByScore(positions: readonly number[], scores: Float64Array): number[] {
  const n = positions.length;
  if (n < 2) return [...positions];
  const values = new Float64Array(n);
  let maxPosition = 0;
  for (let i = 0; i < n; i += 1) {
    values[i] = scores[positions[i]];
    if (positions[i] > maxPosition) maxPosition = positions[i];
  }
  values.sort();
  const runOf = new Map<number, number>();
  const runStarts: number[] = [];
  for (let i = 0; i < n; i += 1) {
    if (i > 0 && values[i] === values[i - 1]) continue;
    runOf.set(values[i], runStarts.length);
    runStarts.push(i);
  }
  // Positions in increasing order, then each dealt into its score's run.
  const present = new Uint8Array(maxPosition + 1);
  for (const position of positions) present[position] = 1;
  const ranked = new Array<number>(n);
  for (let position = 0; position <= maxPosition; position += 1)
    if (present[position] === 1) ranked[runStarts[runOf.get(scores[position])!]++] = position;
  return ranked;
}

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
  // Scratch space reused by every query (plain numbers, back to their resting value after use).
  const NOT_MATCHED = 255;
  /** A matched field whose whole text is the pattern (Fuse's perfect score). */
  const EQUAL_TEXT = 254;
  const fieldErrors = new Uint8Array(fieldCount).fill(NOT_MATCHED);
  const wordErrors = new Uint8Array(fieldCount).fill(NOT_MATCHED);
  const phraseSaved = new Int32Array(fieldCount);
  const productScores = new Float64Array(productCount);
  const productMarks = new Uint8Array(productCount);
  const allPositions = Array.from({ length: productCount }, (_, position) => position);
  const recentQueries = new Map<string, readonly number[]>();
  // A field weighs its match by score ** (key weight * length norm): a few hundred distinct exponents, so each
  // query takes Math.pow once per (errors, exponent) instead of once per field. Built with the first search.
  let exponentOf: Uint16Array | null = null;
  let exponents: number[] = [];
  const exponentIds = () => {
    if (exponentOf) return exponentOf;
    const ids = new Map<number, number>();
    exponentOf = new Uint16Array(fieldCount);
    for (let field = 0; field < fieldCount; field += 1) {
      const exponent = KEY_WEIGHTS[keys[field]] * norms[field];
      let id = ids.get(exponent);
      if (id === undefined) ids.set(exponent, (id = ids.size));
      exponentOf[field] = id;
    }
    exponents = [...ids.keys()];
    return exponentOf;
  };
  let powers = new Float64Array(0);

  /** Adds the fields holding a word within `maxErrors` of `word` to `found`, keeping each field's fewest errors. */
  const collectFieldsNear = (word: string, maxErrors: number, errorsOf: Uint8Array, found: number[]): number => {
    const distance = createSubstringDistance(word);
    const shortest = word.length - maxErrors;
    let equalWord = -1;
    for (let w = 0; w < words.length; w += 1) {
      const candidate = words[w];
      if (candidate.length < shortest) continue;
      const errors = distance(candidate);
      if (errors > maxErrors) continue;
      if (candidate === word) equalWord = w;
      for (let i = postingStarts[w], end = postingStarts[w + 1]; i < end; i += 1) {
        const field = postingFields[i];
        const known = errorsOf[field];
        if (known === NOT_MATCHED) found.push(field);
        if (errors < known) errorsOf[field] = errors;
      }
    }
    return equalWord;
  };

  /** Per vocabulary word, how many fields hold it (the postings a lookup reads). */
  const postingCount = (w: number) => postingStarts[w + 1] - postingStarts[w];

  /**
   * Per phrase word, the typos to look it up with (-1: not looked up) so that
   * the caps, min(allowance + 1, length), add up to more than `maxErrors` for
   * the fewest postings read: a small knapsack over the words.
   */
  const phraseAllowances = (phraseWords: readonly string[], maxErrors: number): number[] => {
    const need = maxErrors + 1;
    // cost[j][a]: postings read to look word j up with a typos.
    const costs = phraseWords.map((word) => {
      const most = Math.min(maxErrors, word.length - 1);
      const perErrors = new Array<number>(most + 1).fill(0);
      const distance = createSubstringDistance(word);
      for (let w = 0; w < words.length; w += 1) {
        if (words[w].length < word.length - most) continue;
        const errors = distance(words[w]);
        if (errors <= most) perErrors[errors] += postingCount(w);
      }
      for (let a = 1; a <= most; a += 1) perErrors[a] += perErrors[a - 1];
      return perErrors;
    });
    // best[c]: fewest postings for caps adding up to c (need at most), with the choices that give it.
    let best: { cost: number; choice: number[] }[] = [{ cost: 0, choice: [] }];
    phraseWords.forEach((word, j) => {
      const next: { cost: number; choice: number[] }[] = [];
      best.forEach((entry, covered) => {
        if (!entry) return;
        for (let a = -1; a < costs[j].length; a += 1) {
          const reach = Math.min(need, covered + (a < 0 ? 0 : Math.min(a + 1, word.length)));
          const cost = entry.cost + (a < 0 ? 0 : costs[j][a]);
          if (!next[reach] || cost < next[reach].cost) next[reach] = { cost, choice: [...entry.choice, a] };
        }
      });
      best = next;
    });
    return best[need].choice;
  };

  /** Positions of the products matching one chunk, best first, and their scores (by position). */
  const searchChunk = (pattern: string): { ranked: number[]; scores: Float64Array } => {
    const m = pattern.length;
    // Fuse's minimum match length is 2: a single character matches nothing.
    if (m < 2) return { ranked: [], scores: productScores };
    const maxErrors = maxTypos(m);
    const touched: number[] = [];
    if (isOneWord(pattern)) {
      const equalWord = collectFieldsNear(pattern, maxErrors, fieldErrors, touched);
      // A field's text can only be the pattern if one of its words is.
      if (equalWord >= 0)
        for (let i = postingStarts[equalWord], end = postingStarts[equalWord + 1]; i < end; i += 1)
          if (textOf(postingFields[i]) === pattern) fieldErrors[postingFields[i]] = EQUAL_TEXT;
    } else {
      // A phrase: first a lower bound on each field's errors from its words,
      // then the phrase itself in the text of the fields whose bound fits the
      // allowed typos. A phrase word costs at least its distance to the
      // field's nearest word, or its length if deleted; looked up with an
      // allowance of `a` typos, a field without a word that near costs at
      // least a + 1 (capped at the word's length). Short words with many typos
      // allowed are near almost every word of the catalogue, so each word's
      // allowance is chosen to read the fewest postings while the bound still
      // excludes a field that holds none of them (the sum of the caps exceeds
      // the typos allowed); a word may be left out (allowance -1, cap 0).
      const phraseWords = pattern.split(WORD_SEPARATOR).filter(Boolean);
      const deletedCost = phraseWords.reduce((sum, word) => sum + word.length, 0);
      let candidates: number[] | null = null;
      if (deletedCost > maxErrors) {
        const allowances = phraseAllowances(phraseWords, maxErrors);
        const savedFields: number[] = [];
        const nearWord: number[] = [];
        let capSum = 0;
        phraseWords.forEach((word, j) => {
          const allowance = allowances[j];
          if (allowance < 0) return;
          const cap = Math.min(allowance + 1, word.length);
          capSum += cap;
          nearWord.length = 0;
          collectFieldsNear(word, allowance, wordErrors, nearWord);
          for (const field of nearWord) {
            if (phraseSaved[field] === 0) savedFields.push(field);
            phraseSaved[field] += cap - wordErrors[field];
            wordErrors[field] = NOT_MATCHED;
          }
        });
        candidates = savedFields.filter((field) => capSum - phraseSaved[field] <= maxErrors).sort((a, b) => a - b);
        for (const field of savedFields) phraseSaved[field] = 0;
      }
      const distance = createBoundedSubstringDistance(pattern, maxErrors);
      const verify = (field: number) => {
        const text = textOf(field);
        const errors = distance(text);
        if (errors <= maxErrors) {
          fieldErrors[field] = errors === 0 && text === pattern ? EQUAL_TEXT : errors;
          touched.push(field);
        }
      };
      if (candidates) for (const field of candidates) verify(field);
      else for (let field = 0; field < fieldCount; field += 1) verify(field);
    }
    // Fuse: a field equal to the pattern scores 0 (then epsilon); otherwise errors / length, at least 0.001.
    const exponentOfField = exponentIds();
    const stride = exponents.length;
    if (powers.length < (maxErrors + 2) * stride) powers = new Float64Array((maxErrors + 2) * stride);
    powers.fill(NaN, 0, (maxErrors + 2) * stride);
    const matched: number[] = [];
    for (const field of touched) {
      const errors = fieldErrors[field];
      fieldErrors[field] = NOT_MATCHED;
      const row = errors === EQUAL_TEXT ? maxErrors + 1 : errors;
      const slot = row * stride + exponentOfField[field];
      let factor = powers[slot];
      if (factor !== factor) {
        const score = errors === EQUAL_TEXT ? Number.EPSILON : Math.max(0.001, errors / m);
        factor = powers[slot] = Math.pow(score, exponents[exponentOfField[field]]);
      }
      const position = owners[field];
      if (productMarks[position] === 0) {
        productMarks[position] = 1;
        productScores[position] = 1;
        matched.push(position);
      }
      productScores[position] *= factor;
    }
    for (const position of matched) productMarks[position] = 0;
    return { ranked: rankByScore(matched, productScores), scores: productScores };
  };

  /**
   * Which of the ranked products have a field holding `term` as a whole word (1; the others 0). Only fields
   * with a word containing the term's first letters can: they are found from the postings, not by reading
   * every field of every product.
   */
  const productsHoldingWholeWord = (ranked: readonly number[], term: string): Uint8Array => {
    const CANDIDATE = 2;
    const holding = new Uint8Array(productCount);
    for (const position of ranked) holding[position] = CANDIDATE;
    const core = term.split(WORD_SEPARATOR)[0];
    for (let w = 0; w < words.length; w += 1) {
      if (!words[w].includes(core)) continue;
      for (let i = postingStarts[w], end = postingStarts[w + 1]; i < end; i += 1) {
        const field = postingFields[i];
        const position = owners[field];
        if (holding[position] === CANDIDATE && containsWholeWord(textOf(field), term)) holding[position] = 1;
      }
    }
    return holding;
  };

  const runSearch = (query: string): readonly number[] => {
    const chunks = chunkSearchQuery(query);
    let ranked: number[];
    if (chunks.length === 1) {
      ranked = searchChunk(chunks[0]).ranked;
    } else {
      // A product matching more chunks ranks higher: its score is the mean over
      // chunks, an unmatched chunk counting as 1 (no match), as Fuse does itself.
      const sums = new Float64Array(productCount);
      const seen = new Uint8Array(productCount);
      const summed: number[] = [];
      for (const chunk of chunks) {
        const { ranked: chunkRanked, scores } = searchChunk(chunk);
        for (const position of chunkRanked) {
          if (seen[position] === 0) {
            seen[position] = 1;
            summed.push(position);
          }
          sums[position] = sums[position] + scores[position] - 1;
        }
      }
      ranked = rankByScore(summed, sums);
    }
    // The whole-word rule drops products whatever their score.
    const terms = wholeWordTermsIn(query);
    if (terms.length === 0) return ranked;
    const holding = terms.map((term) => productsHoldingWholeWord(ranked, term));
    return ranked.filter((position) => holding.every((products) => products[position] === 1));
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
      const { ranked, scores } = searchChunk(chunk);
      for (const position of ranked) scoreSums.set(position, (scoreSums.get(position) ?? 0) + scores[position] - 1);
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
