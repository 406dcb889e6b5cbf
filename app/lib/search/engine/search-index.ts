// Listing search: Fuse.js's scoring with the spec's weights and
// threshold, patterns of at most 32 characters, and whole-word matching for
// the garment words that fuzzy matching confuses (mini/minimal, crop/cropped).
import { OccurrenceBuffer, postingsOf } from "./search-occurrences";
import { createPhraseMatcher, type OccurrenceTables, UNLISTED_SEPARATOR } from "./search-phrases";
import { createSubstringDistance, patternMasksOf, substringDistance } from "./substring-distance";

/** The fields search reads (a catalogue product has them). */
export type SearchDocument = { title: string; description: string; productType: string; tags: readonly string[] };

export const SEARCH_KEYS = [
  { name: "title", weight: 0.4 },
  { name: "description", weight: 0.2 },
  { name: "productType", weight: 0.3 },
  { name: "tags", weight: 0.1 },
] as const;

export const SEARCH_THRESHOLD = 0.2;

/** Fuse's minimum match length: a single character matches nothing. */
export const MIN_MATCH_LENGTH = 2;

/** Fuse's bitap matcher works on at most 32 characters at a time. */
export const MAX_PATTERN_CHUNK_LENGTH = 32;

export const WHOLE_WORD_TERMS = ["midi", "maxi", "mini", "crop", "high-waisted", "low-rise"] as const;

const RECENT_QUERY_LIMIT = 100;
const RECENT_CHUNK_LIMIT = 8;

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
  search(query: string): SearchPositions;
  /**
   * The search inspector's view (admin > Search inspector): the same ranking as
   * `search`, with each product's score and what matched. Slower; never on a listing.
   */
  explain(query: string, limit: number): SearchExplanation[];
  /** Builds what the first searches would, so that no shopper's search waits for it (run after answering). */
  prepare(): void;
  /** The catalogue's words and, per word, the slice of fields holding it: completions and "Did you mean" read them. */
  readonly vocabulary: SearchVocabulary;
};

/**
 * Product positions in rank order. Typed: a remembered ranking of thousands of positions is one block outside
 * the JavaScript heap, which the garbage collector does not copy each time it moves young objects.
 */
export type SearchPositions = Readonly<Int32Array>;

/** `postingStarts[w + 1] - postingStarts[w]` is how many fields hold `words[w]`. */
export type SearchVocabulary = Pick<SearchTables, "words" | "postingStarts">;

/** Fuse's score is errors / pattern length, so a pattern may have this many errors and still match. */
export function maxTypos(patternLength: number, threshold: number = SEARCH_THRESHOLD): number {
  let errors = 0;
  while ((errors + 1) / patternLength <= threshold) errors += 1;
  return errors;
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
/** A word: what `WORD_SEPARATOR` splits a text into. */
const WORD = /[\p{L}\p{N}]+/gu;
const isOneWord = (pattern: string) => !WORD_SEPARATOR.test(pattern);

/**
 * `positions` ordered by `scores[position]`, lowest first, ties by position:
 * the same order as sorting with `(a, b) => scores[a] - scores[b] || a - b`,
 * found by sorting the distinct scores (plain numbers, the engine's own sort)
 * and placing positions in increasing order into each score's run. Reads the
 * first `n` of `positions`. Scratch, a slot per position: `present`, all 0 and
 * left so, and `scratchValues`.
 */
function rankByScore(
  positions: ArrayLike<number>,
  n: number,
  scores: Float64Array,
  { present, scratchValues }: { present: Uint8Array; scratchValues: Float64Array },
): Int32Array {
  if (n < 2) {
    if (n === 1) present[positions[0]] = 0;
    return Int32Array.from({ length: n }, (_, i) => positions[i]);
  }
  const values = scratchValues.subarray(0, n);
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
  for (let i = 0; i < n; i += 1) present[positions[i]] = 1;
  const ranked = new Int32Array(n);
  for (let position = 0; position <= maxPosition; position += 1)
    if (present[position] === 1) {
      present[position] = 0;
      ranked[runStarts[runOf.get(scores[position])!]++] = position;
    }
  return ranked;
}

/**
 * An inverted index over the catalogue's words (decision 023). A query word is
 * compared with the vocabulary (a few thousand words), not with 10,000
 * descriptions: every word holding it within the allowed typos is found with
 * Myers' algorithm, and its posting list names the fields that contain it.
 * Fields are then scored exactly as Fuse scores them (spec weights, field-length
 * norm, errors / length, threshold 0.2), so the ranking stays Fuse's. A phrase
 * ("maxi dress") is found by the phrase matcher (search-phrases.ts) around
 * the occurrences of its pieces, with Fuse's substring distance exactly.
 */
export function createSearchIndex(products: readonly SearchDocument[]): SearchIndex {
  const { tables, texts } = buildSearchTables(products);
  let allText: string | null = null;
  return searchIndexOver(tables, () => (allText ??= texts.join("")));
}

/**
 * The word index's tables: per field (a product's title, description, type or
 * one tag) its key, length norm and product; per word the fields holding it.
 * Plain numbers in typed arrays, so the snapshot job can store them and an
 * isolate read them in place (decision 028).
 */
export type SearchTables = OccurrenceTables & {
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
  // Every occurrence of every word (where it starts in all fields' text, its field, the next word in the
  // field or -1, the separators after and before it): the occurrence lists, and from them the posting lists,
  // are laid out afterwards. About one word in six characters.
  let characters = 0;
  for (const product of products)
    characters +=
      product.title.length + product.description.length + product.productType.length + product.tags.join(" ").length;
  const occurrences = new OccurrenceBuffer(characters / 6);
  const separators: string[] = [];
  const separatorIds = new Map<string, number>();
  const separatorIdOf = (separator: string) => {
    let id = separatorIds.get(separator);
    if (id === undefined) {
      id = separators.length < UNLISTED_SEPARATOR ? separators.length : UNLISTED_SEPARATOR;
      separatorIds.set(separator, id);
      if (id < UNLISTED_SEPARATOR) separators.push(separator);
    }
    return id;
  };
  const fieldTextStarts: number[] = [0];
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
    const textStart = fieldTextStarts[field];
    texts.push(text);
    fieldTextStarts.push(textStart + text.length);
    fieldKeys.push(key);
    fieldNorms.push(fieldNormOf(text));
    fieldProducts.push(position);
    const matches = [...text.matchAll(WORD)];
    const ids = matches.map((match) => {
      let id = vocabulary.get(match[0]);
      if (id === undefined) vocabulary.set(match[0], (id = vocabulary.size));
      return id;
    });
    // gaps[i]: the separator before word i; gaps[i + 1], after it (from the field's start, to its end).
    const gaps = matches.map((match, i) =>
      separatorIdOf(text.slice(i > 0 ? matches[i - 1].index + matches[i - 1][0].length : 0, match.index)),
    );
    const last = matches.at(-1);
    gaps.push(separatorIdOf(last ? text.slice(last.index + last[0].length) : ""));
    matches.forEach((match, i) =>
      occurrences.push(ids[i], textStart + match.index, field, ids[i + 1] ?? -1, gaps[i + 1], gaps[i]),
    );
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
  const occurrenceColumns = occurrences.byWord(words.length);
  const { postingStarts, postingFields } = postingsOf(occurrenceColumns);
  const norms = Float64Array.from(fieldNorms);
  const keys = Uint8Array.from(fieldKeys);
  const owners = Uint32Array.from(fieldProducts);
  fieldNorms.length = fieldKeys.length = fieldProducts.length = 0;
  return {
    tables: {
      words,
      postingStarts,
      postingFields,
      norms,
      keys,
      owners,
      productFieldStarts,
      fieldTextStarts: Uint32Array.from(fieldTextStarts),
      ...occurrenceColumns,
      separators,
    },
    texts,
  };
}

/**
 * Search over the tables; `allFieldText()` gives every field's lower-case text as one string (sliced by
 * `tables.fieldTextStarts`), read when a phrase, an equal field or the whole-word rule needs it.
 */
export function searchIndexOver(tables: SearchTables, allFieldText: () => string): SearchIndex {
  const { words, postingStarts, postingFields, norms, keys, owners, productFieldStarts, fieldTextStarts } = tables;
  const textOf = (field: number) => allFieldText().slice(fieldTextStarts[field], fieldTextStarts[field + 1]);
  const phrases = createPhraseMatcher(tables, allFieldText);
  const fieldCount = keys.length;
  const productCount = productFieldStarts.length - 1;
  // Scratch space reused by every query (plain numbers, back to their resting value after use).
  const NOT_MATCHED = 255;
  /** A matched field whose whole text is the pattern (Fuse's perfect score). */
  const EQUAL_TEXT = 254;
  const fieldErrors = new Uint8Array(fieldCount).fill(NOT_MATCHED);
  const productScores = new Float64Array(productCount);
  const productMarks = new Uint8Array(productCount);
  // The fields and products one chunk touches: typed and kept, not arrays made afresh for each query (a common
  // word touches thousands; fresh arrays were most of what a search left to the collector).
  const touchedFields = new Int32Array(fieldCount);
  const matchedProducts = new Int32Array(productCount);
  const rankScratch = { present: productMarks, scratchValues: new Float64Array(productCount) };
  const allPositions: SearchPositions = Int32Array.from({ length: productCount }, (_, position) => position);
  const recentQueries = new Map<string, SearchPositions>();
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

  /**
   * Adds the fields holding a word within `maxErrors` of `word` to `touchedFields` (after the first `found`),
   * keeping each field's fewest errors; returns the new count and the word equal to `word` (or -1).
   */
  const collectFieldsNear = (word: string, maxErrors: number, errorsOf: Uint8Array, found: number) => {
    const masks = patternMasksOf(word);
    const shortest = word.length - maxErrors;
    let equalWord = -1;
    for (let w = 0; w < words.length && masks; w += 1) {
      const candidate = words[w];
      if (candidate.length < shortest) continue;
      const errors = substringDistance(masks, candidate, 0, candidate.length);
      if (errors > maxErrors) continue;
      if (candidate === word) equalWord = w;
      for (let i = postingStarts[w], end = postingStarts[w + 1]; i < end; i += 1) {
        const field = postingFields[i];
        const known = errorsOf[field];
        if (known === NOT_MATCHED) touchedFields[found++] = field;
        if (errors < known) errorsOf[field] = errors;
      }
    }
    return { found, equalWord };
  };

  /** Positions of the products matching one chunk, best first, and their scores (by position). */
  const searchChunk = (pattern: string): { ranked: Int32Array; scores: Float64Array } => {
    const m = pattern.length;
    // Fuse's minimum match length is 2: a single character matches nothing.
    if (m < MIN_MATCH_LENGTH) return { ranked: new Int32Array(0), scores: productScores };
    const maxErrors = maxTypos(m);
    let touched = 0;
    if (isOneWord(pattern)) {
      const { found, equalWord } = collectFieldsNear(pattern, maxErrors, fieldErrors, 0);
      touched = found;
      // A field's text can only be the pattern if one of its words is.
      if (equalWord >= 0)
        for (let i = postingStarts[equalWord], end = postingStarts[equalWord + 1]; i < end; i += 1)
          if (textOf(postingFields[i]) === pattern) fieldErrors[postingFields[i]] = EQUAL_TEXT;
    } else {
      // A phrase: the fields holding it within the typos, found around its pieces' occurrences.
      const { count, fields, errors } = phrases.match(pattern, maxErrors);
      for (let i = 0; i < count; i += 1) {
        const field = fields[i];
        const equal = errors[i] === 0 && fieldTextStarts[field + 1] - fieldTextStarts[field] === m;
        fieldErrors[field] = equal ? EQUAL_TEXT : errors[i];
        touchedFields[touched++] = field;
      }
    }
    // Fuse: a field equal to the pattern scores 0 (then epsilon); otherwise errors / length, at least 0.001.
    const exponentOfField = exponentIds();
    const stride = exponents.length;
    if (powers.length < (maxErrors + 2) * stride) powers = new Float64Array((maxErrors + 2) * stride);
    powers.fill(NaN, 0, (maxErrors + 2) * stride);
    let matched = 0;
    for (let t = 0; t < touched; t += 1) {
      const field = touchedFields[t];
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
        matchedProducts[matched++] = position;
      }
      productScores[position] *= factor;
    }
    // rankByScore leaves the marks at 0 again.
    return { ranked: rankByScore(matchedProducts, matched, productScores, rankScratch), scores: productScores };
  };

  /**
   * Which of the ranked products have a field holding `term` as a whole word (1; the others 0). Only fields
   * with a word containing the term's first letters can: they are found from the postings, not by reading
   * every field of every product. A one-word term is whole in a field exactly when it is whole in one of the
   * field's words (the letters around it are the word's own, or separators), so only the vocabulary is read.
   */
  const productsHoldingWholeWord = (ranked: Int32Array, term: string): Uint8Array => {
    const CANDIDATE = 2;
    const holding = new Uint8Array(productCount);
    for (const position of ranked) holding[position] = CANDIDATE;
    const core = term.split(WORD_SEPARATOR)[0];
    const oneWord = isOneWord(term);
    for (let w = 0; w < words.length; w += 1) {
      if (!words[w].includes(core) || (oneWord && !containsWholeWord(words[w], term))) continue;
      for (let i = postingStarts[w], end = postingStarts[w + 1]; i < end; i += 1) {
        const field = postingFields[i];
        const position = owners[field];
        if (holding[position] === CANDIDATE && (oneWord || containsWholeWord(textOf(field), term)))
          holding[position] = 1;
      }
    }
    return holding;
  };

  /**
   * A chunk of a longer query, its products and their scores (in rank order), remembered: a shopper typing
   * past 32 characters asks for the same first chunk with each key.
   */
  const recentChunks = new Map<string, { ranked: Int32Array; scores: Float64Array }>();
  const rankedChunk = (chunk: string) => {
    const remembered = recentChunks.get(chunk);
    if (remembered) return remembered;
    const { ranked, scores } = searchChunk(chunk);
    const found = { ranked, scores: Float64Array.from(ranked, (position) => scores[position]) };
    if (recentChunks.size >= RECENT_CHUNK_LIMIT) recentChunks.delete(recentChunks.keys().next().value!);
    recentChunks.set(chunk, found);
    return found;
  };

  const runSearch = (query: string): Int32Array => {
    const chunks = chunkSearchQuery(query);
    let ranked: Int32Array;
    if (chunks.length === 1) {
      ranked = searchChunk(chunks[0]).ranked;
    } else {
      // A product matching more chunks ranks higher: its score is the mean over
      // chunks, an unmatched chunk counting as 1 (no match), as Fuse does itself.
      const sums = new Float64Array(productCount);
      const seen = new Uint8Array(productCount);
      const summed: number[] = [];
      for (const chunk of chunks) {
        const { ranked: chunkRanked, scores } = rankedChunk(chunk);
        chunkRanked.forEach((position, i) => {
          if (seen[position] === 0) {
            seen[position] = 1;
            summed.push(position);
          }
          sums[position] = sums[position] + scores[i] - 1;
        });
      }
      ranked = rankByScore(summed, summed.length, sums, rankScratch);
    }
    // The whole-word rule drops products whatever their score.
    const terms = wholeWordTermsIn(query);
    if (terms.length === 0) return ranked;
    const holding = terms.map((term) => productsHoldingWholeWord(ranked, term));
    return ranked.filter((position) => holding.every((products) => products[position] === 1));
  };

  const search = (query: string): SearchPositions => {
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
    return Array.from(search(normalized).slice(0, limit), (position) => ({
      position,
      score: 1 + (scoreSums.get(position) ?? 0) / chunks.length,
      reasons: reasonsFor(position, chunks),
    }));
  };

  const prepare = () => {
    exponentIds();
    phrases.prepare();
  };

  return { search, explain, prepare, vocabulary: { words, postingStarts } };
}

/** One-off search; for repeated queries over one catalogue keep a `createSearchIndex` result instead. */
export function searchProducts<T extends SearchDocument>(products: readonly T[], query: string): T[] {
  return Array.from(createSearchIndex(products).search(query), (position) => products[position]);
}
