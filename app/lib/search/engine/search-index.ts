// The shop's one search (listing, suggestions, the admin's inspector): every
// word of the query matched on its own, anywhere in a product, all of them
// required, with Fuse.js's scoring (the spec's weights, threshold 0.2, minimum
// match length 2, patterns of at most 32 characters) and whole-word matching
// for the garment words fuzzy matching confuses (mini/minimal, crop/cropped).
// A word the catalogue does not know is corrected toward its vocabulary, and
// the correction is searched when it finds products (decision 051).
//
// Budget (issue 39), stated once: at 10,000 products a first-sight query costs
// the suggestion route at most 6 ms at p95 in the Worker, and the index's
// tables take at most 12 MB of the snapshot with the rest of the catalogue;
// remembered answers are bounded by the limits below.
import { substringDistance, patternMasksOf } from "./substring-distance";
import {
  MIN_MATCH_LENGTH,
  maxTypos,
  normalizeSearchQuery,
  type SearchTerm,
  searchTermsOf,
  withWordsReplaced,
} from "./search-query";
import {
  buildSearchTables,
  KEY_WEIGHTS,
  SEARCH_KEYS,
  type SearchDocument,
  type SearchFieldName,
  type SearchTables,
} from "./search-tables";
import { correctionOf, type SearchVocabulary } from "./search-vocabulary";

/** Answers remembered per index: a listing's pages, its count and the suggestions ask the same query again. */
const REMEMBERED_QUERIES = 100;
/** Terms remembered per index: a shopper typing on asks for the same first words with each key. */
const REMEMBERED_TERMS = 64;

export type { SearchDocument, SearchTables } from "./search-tables";
export type { SearchVocabulary } from "./search-vocabulary";

/**
 * Product positions in rank order. Typed: a remembered ranking of thousands of positions is one block outside
 * the JavaScript heap, which the garbage collector does not copy each time it moves young objects.
 */
export type SearchPositions = Readonly<Int32Array>;

export type SearchOptions = {
  /** Search the words as typed, never a correction ("Search instead for …") */
  asTyped?: boolean;
};

export type SearchOutcome = {
  /** Matching products, most relevant first; every position for an empty query */
  positions: SearchPositions;
  /** The query as typed, normalised */
  typed: string;
  /** The query the positions are for: `typed`, or its correction */
  searched: string;
  /** True when `searched` is a correction of `typed` */
  corrected: boolean;
};

/** Why one product matched: which field, which word of it, for which term of the query, with how many typos. */
export type SearchMatchReason = { field: SearchFieldName; queryPart: string; word: string; errors: number };

/** A matched product with Fuse's score (0 perfect, 1 no match) and the reasons. */
export type SearchExplanation = { position: number; score: number; reasons: SearchMatchReason[] };

export type SearchIndex = {
  search(query: string, options?: SearchOptions): SearchOutcome;
  /**
   * The search inspector's view (admin > Search inspector): the same ranking as `search`, with each
   * product's score and what matched. Slower; never on a listing.
   */
  explain(query: string, limit: number, options?: SearchOptions): SearchExplanation[];
  /** Whether every word of the query is a word of the catalogue (or a plural of one): no typo, no stranger. */
  knowsEveryWord(query: string): boolean;
  /** Builds what the first searches would, so that no shopper's search waits for it (run after answering). */
  prepare(): void;
  /** The catalogue's words and, per word, the slice of fields holding it: completions and corrections read them. */
  readonly vocabulary: SearchVocabulary;
};

/** A term's products (increasing positions), each one's score for the term, and the words that matched it. */
type TermMatch = {
  positions: Int32Array;
  scores: Float64Array;
  /** Matched vocabulary words and their typos, per form: the corrections and the inspector's reasons read them */
  words: { form: string; word: number; errors: number }[];
};

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
  if (n < 2) return Int32Array.from({ length: n }, (_, i) => positions[i]);
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

/** A map kept to its last `limit` entries, the least recently used dropped first. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number): V {
  if (map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/** The index over a list of documents. */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  return searchIndexOver(buildSearchTables(documents));
}

/**
 * Search over the tables (decision 023): a term is compared with the
 * vocabulary (a few thousand words), not with 10,000 descriptions: every word
 * holding it within the allowed typos is found with Myers' algorithm, and its
 * posting list names the fields that contain it. Fields are then scored
 * exactly as Fuse scores them (spec weights, field-length norm, errors /
 * length, a field equal to the term epsilon), a product's score being the
 * product over every matched field of every term, as Fuse's `$and` of the
 * query's words computes it.
 */
export function searchIndexOver(tables: SearchTables): SearchIndex {
  const { words, postingStarts, postingFields, normThousandths, keys, owners, fieldLengths, productFieldStarts } =
    tables;
  const fieldCount = keys.length;
  const productCount = productFieldStarts.length - 1;
  // Scratch space reused by every query (plain numbers, back to their resting value after use).
  const NOT_MATCHED = 255;
  /** A matched field whose whole text is the pattern (Fuse's perfect score). */
  const EQUAL_TEXT = 254;
  const fieldErrors = new Uint8Array(fieldCount).fill(NOT_MATCHED);
  const touchedFields = new Int32Array(fieldCount);
  const productScores = new Float64Array(productCount);
  // One term's products and, for a plural's two forms, their combined scores.
  const formPositions = new Int32Array(productCount);
  const combinedScores = new Float64Array(productCount);
  const rankScratch = { present: new Uint8Array(productCount), scratchValues: new Float64Array(productCount) };
  const allPositions: SearchPositions = Int32Array.from({ length: productCount }, (_, position) => position);
  const recentQueries = new Map<string, SearchOutcome>();
  const recentTerms = new Map<string, TermMatch>();
  let wordIds: Map<string, number> | null = null;
  const wordIdOf = (word: string) => (wordIds ??= new Map(words.map((w, id) => [w, id]))).get(word);

  // A field weighs its match by score ** (key weight * length norm): a few hundred distinct exponents, so each
  // form takes Math.pow once per (errors, exponent) instead of once per field. Built with the first search.
  let exponentOf: Uint16Array | null = null;
  let exponents: number[] = [];
  const exponentIds = () => {
    if (exponentOf) return exponentOf;
    const ids = new Map<number, number>();
    exponentOf = new Uint16Array(fieldCount);
    for (let field = 0; field < fieldCount; field += 1) {
      // Fuse: (normalised weight) * (norm rounded to thousandths), the same two doubles.
      const exponent = KEY_WEIGHTS[keys[field]] * (normThousandths[field] / 1000);
      let id = ids.get(exponent);
      if (id === undefined) ids.set(exponent, (id = ids.size));
      exponentOf[field] = id;
    }
    exponents = [...ids.keys()];
    return exponentOf;
  };
  let powers = new Float64Array(0);

  /**
   * One form of a term: the fields holding a word within its typos, each field scored as Fuse scores it,
   * multiplied per product into `scores` (products in increasing order, appended to `matched`). Returns
   * how many products `matched` holds now.
   */
  const matchForm = (
    form: string,
    scores: Float64Array,
    matched: Int32Array,
    count: number,
    found: TermMatch["words"],
  ): number => {
    const m = form.length;
    const masks = patternMasksOf(form);
    if (m < MIN_MATCH_LENGTH || !masks) return count;
    const maxErrors = maxTypos(m);
    const shortest = m - maxErrors;
    let touched = 0;
    for (let w = 0; w < words.length; w += 1) {
      const candidate = words[w];
      if (candidate.length < shortest) continue;
      const errors = substringDistance(masks, candidate, 0, candidate.length);
      if (errors > maxErrors) continue;
      found.push({ form, word: w, errors });
      // A field is the pattern itself when it holds it as a word and is as long.
      const equal = errors === 0 && candidate.length === m;
      for (let i = postingStarts[w], end = postingStarts[w + 1]; i < end; i += 1) {
        const field = postingFields[i];
        const known = fieldErrors[field];
        if (known === NOT_MATCHED) touchedFields[touched++] = field;
        // EQUAL_TEXT is the best a field can score and stays; NOT_MATCHED is above any count of typos.
        if (known === EQUAL_TEXT) continue;
        if (equal && fieldLengths[field] === m) fieldErrors[field] = EQUAL_TEXT;
        else if (errors < known) fieldErrors[field] = errors;
      }
    }
    // Fields in increasing order are products in increasing order, each product's fields in Fuse's key order.
    touchedFields.subarray(0, touched).sort();
    const exponentOfField = exponentIds();
    const stride = exponents.length;
    if (powers.length < (maxErrors + 2) * stride) powers = new Float64Array((maxErrors + 2) * stride);
    powers.fill(NaN, 0, (maxErrors + 2) * stride);
    for (let t = 0; t < touched; t += 1) {
      const field = touchedFields[t];
      const errors = fieldErrors[field];
      fieldErrors[field] = NOT_MATCHED;
      const row = errors === EQUAL_TEXT ? maxErrors + 1 : errors;
      const slot = row * stride + exponentOfField[field];
      let factor = powers[slot];
      if (factor !== factor) {
        // Fuse: a field equal to the pattern scores 0 (then epsilon); otherwise errors / length, at least 0.001.
        const score = errors === EQUAL_TEXT ? Number.EPSILON : Math.max(0.001, errors / m);
        factor = powers[slot] = Math.pow(score, exponents[exponentOfField[field]]);
      }
      const position = owners[field];
      if (count === 0 || matched[count - 1] < position) {
        matched[count++] = position;
        scores[position] = 1;
      }
      scores[position] *= factor;
    }
    return count;
  };

  /** A term's products: any of its forms in any field; for a garment word, only products holding it whole. */
  const matchTerm = (term: SearchTerm): TermMatch => {
    const key = `${term.wholeWord ? "=" : "~"}${term.forms.join(" ")}`;
    const remembered = recentTerms.get(key);
    if (remembered) {
      // Re-inserted, so the map's order is least recently used first.
      recentTerms.delete(key);
      recentTerms.set(key, remembered);
      return remembered;
    }
    const found: TermMatch["words"] = [];
    let count = 0;
    const scores = productScores;
    if (term.forms.length === 1) count = matchForm(term.forms[0], scores, formPositions, 0, found);
    else {
      // Fuse's `$or` of the forms: every form's matches count, one after the other.
      const seen = rankScratch.present;
      for (const form of term.forms) {
        const n = matchForm(form, scores, formPositions, 0, found);
        for (let i = 0; i < n; i += 1) {
          const position = formPositions[i];
          if (seen[position] === 0) {
            seen[position] = 1;
            combinedScores[position] = 1;
          }
          combinedScores[position] *= scores[position];
        }
      }
      for (let position = 0; position < productCount; position += 1)
        if (seen[position] === 1) {
          seen[position] = 0;
          formPositions[count++] = position;
          scores[position] = combinedScores[position];
        }
    }
    const ranked = formPositions;
    let positions = ranked.subarray(0, count);
    if (term.wholeWord) positions = positions.filter(holdsWhole(term.text));
    return remember(
      recentTerms,
      key,
      { positions: Int32Array.from(positions), scores: Float64Array.from(positions, (p) => scores[p]), words: found },
      REMEMBERED_TERMS,
    );
  };

  /** Whether a product holds a garment word whole: the word (or the two-word term) is one of its fields' words. */
  const holdsWhole = (text: string) => {
    const w = wordIdOf(text);
    const holding = new Uint8Array(productCount);
    if (w !== undefined)
      for (let i = postingStarts[w], end = postingStarts[w + 1]; i < end; i += 1) holding[owners[postingFields[i]]] = 1;
    return (position: number) => holding[position] === 1;
  };

  /** Products matching every term, most relevant first (the product of their term scores, ties by position). */
  const rankTerms = (terms: readonly SearchTerm[]): Int32Array => {
    if (terms.length === 0) return new Int32Array(0);
    const matches = terms.map(matchTerm);
    let positions = matches[0].positions;
    let scores = matches[0].scores;
    for (const next of matches.slice(1)) {
      // Both lists in increasing positions: keep the common ones, multiplying their scores.
      const common = new Int32Array(Math.min(positions.length, next.positions.length));
      const commonScores = new Float64Array(common.length);
      let n = 0;
      for (let i = 0, j = 0; i < positions.length && j < next.positions.length;) {
        if (positions[i] < next.positions[j]) i += 1;
        else if (positions[i] > next.positions[j]) j += 1;
        else {
          common[n] = positions[i];
          commonScores[n++] = scores[i++] * next.scores[j++];
        }
      }
      positions = common.subarray(0, n);
      scores = commonScores.subarray(0, n);
    }
    for (let i = 0; i < positions.length; i += 1) productScores[positions[i]] = scores[i];
    return rankByScore(positions, positions.length, productScores, rankScratch);
  };

  const runSearch = (typed: string, asTyped: boolean): SearchOutcome => {
    const terms = searchTermsOf(typed);
    const replacements = asTyped
      ? null
      : correctionOf(
          tables,
          terms.filter((term) => !term.wholeWord && !term.forms.some((form) => wordIdOf(form) !== undefined)),
          (term) => matchTerm(term).words.map(({ word }) => word),
        );
    if (replacements) {
      const searched = withWordsReplaced(typed, replacements);
      const positions = rankTerms(searchTermsOf(searched));
      // A correction is offered only when it finds products; otherwise the words as typed are searched.
      if (positions.length > 0) return { positions, typed, searched, corrected: true };
    }
    return { positions: rankTerms(terms), typed, searched: typed, corrected: false };
  };

  const search = (query: string, options: SearchOptions = {}): SearchOutcome => {
    const typed = normalizeSearchQuery(query);
    if (!typed) return { positions: allPositions, typed, searched: typed, corrected: false };
    const key = `${options.asTyped ? "=" : "~"}${typed}`;
    const remembered = recentQueries.get(key);
    if (remembered) return remembered;
    return remember(recentQueries, key, runSearch(typed, options.asTyped === true), REMEMBERED_QUERIES);
  };

  /** The fields of a product holding each matched word of each term, with their typos (the fewest per field). */
  const reasonsFor = (position: number, terms: readonly SearchTerm[]): SearchMatchReason[] => {
    const reasons: SearchMatchReason[] = [];
    const first = productFieldStarts[position];
    const last = productFieldStarts[position + 1];
    for (const term of terms) {
      const best = new Map<number, { form: string; word: number; errors: number }>();
      for (const found of matchTerm(term).words)
        for (let i = postingStarts[found.word], end = postingStarts[found.word + 1]; i < end; i += 1) {
          const field = postingFields[i];
          if (field < first || field >= last) continue;
          const known = best.get(field);
          if (!known || found.errors < known.errors) best.set(field, found);
        }
      for (const [field, { form, word, errors }] of [...best].sort((a, b) => a[0] - b[0]))
        reasons.push({ field: SEARCH_KEYS[keys[field]].name, queryPart: form, word: words[word], errors });
    }
    return reasons;
  };

  const explain = (query: string, limit: number, options: SearchOptions = {}): SearchExplanation[] => {
    const outcome = search(query, options);
    if (!outcome.typed) return [];
    const terms = searchTermsOf(outcome.searched);
    const matches = terms.map(matchTerm);
    const scoreOf = (position: number) =>
      matches.reduce((score, match) => {
        const i = match.positions.indexOf(position);
        return i < 0 ? score : score * match.scores[i];
      }, 1);
    return Array.from(outcome.positions.slice(0, limit), (position) => ({
      position,
      score: scoreOf(position),
      reasons: reasonsFor(position, terms),
    }));
  };

  const knowsEveryWord = (query: string) => {
    const terms = searchTermsOf(normalizeSearchQuery(query));
    return terms.length > 0 && terms.every((term) => term.forms.some((form) => wordIdOf(form) !== undefined));
  };

  const prepare = () => {
    exponentIds();
    wordIdOf("");
  };

  return { search, explain, knowsEveryWord, prepare, vocabulary: { words, postingStarts } };
}

/** One-off search; for repeated queries over one catalogue keep a `createSearchIndex` result instead. */
export function searchProducts<T extends SearchDocument>(products: readonly T[], query: string): T[] {
  return Array.from(createSearchIndex(products).search(query).positions, (position) => products[position]);
}
