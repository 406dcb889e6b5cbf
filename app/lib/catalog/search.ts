// Listing search (spec 000 section 5): Fuse.js with the spec's weights and
// threshold, patterns of at most 32 characters, and whole-word matching for
// the garment words that fuzzy matching confuses (mini/minimal, crop/cropped).
import Fuse, { type FuseIndex, type IFuseOptions } from "fuse.js";
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

export type SearchIndex = {
  /** Positions of matching products in the indexed list, most relevant first; all positions for an empty query. */
  search(query: string): readonly number[];
};

type IndexRecord = FuseIndex<SearchDocument>["records"][number];
type SubRecord = { v: string; i?: number; n: number };

/** One searchable text of a record, lower-cased once for the candidate pre-check. */
type FieldText = { keyIndex: number; subRecord: SubRecord; lower: string; inArray: boolean };

/** Fuse's score is errors / pattern length, so a pattern may have this many errors and still match. */
export function maxTypos(patternLength: number, threshold: number = SEARCH_THRESHOLD): number {
  let errors = 0;
  while ((errors + 1) / patternLength <= threshold) errors += 1;
  return errors;
}

/**
 * Pieces of which at least one must appear verbatim in any text the pattern
 * matches: with k typos allowed, k+1 pieces cannot all be touched (pigeonhole).
 */
export function exactPiecesOf(pattern: string, threshold: number = SEARCH_THRESHOLD): string[] {
  const count = maxTypos(pattern.length, threshold) + 1;
  const size = Math.floor(pattern.length / count);
  return Array.from({ length: count }, (_, i) => pattern.slice(i * size, i === count - 1 ? undefined : (i + 1) * size));
}

const GRAM_LENGTH = 3;

/**
 * A second necessary condition for long patterns (the q-gram lemma): each
 * typo destroys at most 3 of the pattern's 3-grams, so a matching text holds
 * at least (length - 2) - 3 * typos of them. Pigeonhole pieces get short as
 * typos grow; this keeps long queries from sending every description to Fuse.
 */
function gramCheckOf(pattern: string, threshold: number = SEARCH_THRESHOLD): (text: string) => boolean {
  const grams = Array.from({ length: Math.max(0, pattern.length - GRAM_LENGTH + 1) }, (_, i) => pattern.slice(i, i + GRAM_LENGTH));
  const needed = grams.length - GRAM_LENGTH * maxTypos(pattern.length, threshold);
  if (needed <= 0) return () => true;
  return (text) => {
    let found = 0;
    for (let i = 0; i < grams.length; i += 1) {
      if (text.includes(grams[i]) && ++found >= needed) return true;
      if (found + grams.length - i - 1 < needed) return false;
    }
    return false;
  };
}

/**
 * Whether `text` holds a substring within `maxErrors` edits of `pattern`
 * (Myers' bit-parallel algorithm, patterns of at most 32 characters). This is
 * the condition Fuse's bitap search tests, at a fraction of its cost, so only
 * texts that really match are handed to Fuse for scoring.
 */
export function createApproximateMatcher(pattern: string, maxErrors: number): (text: string) => boolean {
  const m = pattern.length;
  if (m === 0 || m > MAX_PATTERN_CHUNK_LENGTH) return () => true;
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
      if (score <= maxErrors) return true;
    }
    return false;
  };
}

/**
 * Builds the Fuse index once per catalogue. Keep the returned index with the
 * cached catalogue: building is the slow part. Each query first keeps only
 * the texts that can match (they contain an exact piece of the pattern and
 * enough of its 3-grams) and lets Fuse score those: Fuse's own results and
 * order at a fraction of the cost. The most recent queries are remembered,
 * as paging through results repeats a query.
 */
export function createSearchIndex(products: readonly SearchDocument[]): SearchIndex {
  const documents: SearchDocument[] = products.map(({ title, description, productType, tags }) => ({
    title,
    description,
    productType,
    tags,
  }));
  const fullIndex = Fuse.createIndex(SEARCH_OPTIONS.keys!, documents);
  const indexKeys = fullIndex.toJSON().keys;
  const fieldTexts: FieldText[][] = fullIndex.records.map((record) =>
    Object.entries(record.$ ?? {}).flatMap(([keyIndex, value]) =>
      (Array.isArray(value) ? value : [value]).map((subRecord) => ({
        keyIndex: Number(keyIndex),
        subRecord,
        lower: subRecord.v.toLowerCase(),
        inArray: Array.isArray(value),
      })),
    ),
  );
  const recordPositions = fullIndex.records.map((record) => record.i);
  // All of a product's searchable text, by catalogue position, for quick pre-checks and the whole-word rule.
  const haystacks: string[] = documents.map(() => "");
  fieldTexts.forEach((texts, r) => {
    haystacks[recordPositions[r]] = texts.map((text) => text.lower).join("\n");
  });
  const allPositions = documents.map((_, position) => position);
  const recentQueries = new Map<string, readonly number[]>();

  /** A Fuse index holding only the texts that contain one of the pieces. */
  const candidateIndex = (pattern: string, allowed: Uint8Array | null): FuseIndex<SearchDocument> => {
    const records: IndexRecord[] = [];
    const pieces = exactPiecesOf(pattern);
    const hasEnoughGrams = gramCheckOf(pattern);
    const hasPiece = (text: string) => pieces.some((piece) => text.includes(piece));
    const matches = createApproximateMatcher(pattern, maxTypos(pattern.length));
    for (let r = 0; r < fieldTexts.length; r += 1) {
      if (allowed && !allowed[recordPositions[r]]) continue;
      if (!hasPiece(haystacks[recordPositions[r]])) continue;
      const $: Record<number, SubRecord | SubRecord[]> = {};
      for (const text of fieldTexts[r]) {
        if (!hasPiece(text.lower) || !hasEnoughGrams(text.lower) || !matches(text.lower)) continue;
        if (!text.inArray) $[text.keyIndex] = text.subRecord;
        else (($[text.keyIndex] ??= []) as SubRecord[]).push(text.subRecord);
      }
      if (Object.keys($).length) records.push({ i: recordPositions[r], $ });
    }
    return Fuse.parseIndex<SearchDocument>({ keys: indexKeys, records });
  };

  const searchChunk = (chunk: string, allowed: Uint8Array | null) =>
    new Fuse(documents, SEARCH_OPTIONS, candidateIndex(chunk, allowed)).search(chunk);

  const runSearch = (query: string): readonly number[] => {
    const chunks = chunkSearchQuery(query);
    // The whole-word rule drops products after Fuse whatever their score, and
    // Fuse scores each product on its own, so applying it first changes no
    // result or order; it only spares Fuse the products it would drop.
    const terms = wholeWordTermsIn(query);
    let allowed: Uint8Array | null = null;
    if (terms.length) {
      allowed = new Uint8Array(documents.length);
      haystacks.forEach((haystack, position) => {
        if (terms.every((term) => containsWholeWord(haystack, term))) allowed![position] = 1;
      });
    }
    let ranked: number[];
    if (chunks.length === 1) {
      ranked = searchChunk(chunks[0], allowed).map((result) => result.refIndex);
    } else {
      // A product matching more chunks ranks higher: its score is the mean over
      // chunks, an unmatched chunk counting as 1 (no match), as Fuse does itself.
      const scoreSums = new Map<number, number>();
      for (const chunk of chunks) {
        for (const result of searchChunk(chunk, allowed)) {
          scoreSums.set(result.refIndex, (scoreSums.get(result.refIndex) ?? 0) + (result.score ?? 1) - 1);
        }
      }
      ranked = [...scoreSums.entries()].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([position]) => position);
    }
    if (terms.length === 0) return ranked;
    return ranked.filter((position) => terms.every((term) => containsWholeWord(haystacks[position], term)));
  };

  return {
    search(query) {
      const normalized = normalizeSearchQuery(query);
      if (!normalized) return allPositions;
      const remembered = recentQueries.get(normalized);
      if (remembered) return remembered;
      const positions = runSearch(normalized);
      if (recentQueries.size >= RECENT_QUERY_LIMIT) recentQueries.delete(recentQueries.keys().next().value!);
      recentQueries.set(normalized, positions);
      return positions;
    },
  };
}

/** One-off search; for repeated queries over one catalogue keep a `createSearchIndex` result instead. */
export function searchProducts(products: readonly CatalogProduct[], query: string): CatalogProduct[] {
  return createSearchIndex(products).search(query).map((position) => products[position]);
}
