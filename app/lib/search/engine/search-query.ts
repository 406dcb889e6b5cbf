// What a shopper typed, as the search reads it: lower case and single spaces,
// then terms. Each word is a term of its own, matched anywhere in a product and
// all of them required; a plural also tries its singular; the spec's garment
// words (midi, maxi, mini, crop, high-waisted, low-rise) must appear as whole
// words; a word longer than Fuse's 32-character pattern is cut in pieces.

/** The spec's fuzzy threshold: a term may have errors / length up to this and still match. */
export const SEARCH_THRESHOLD = 0.2;
/** Fuse's minimum match length: a single character matches nothing. */
export const MIN_MATCH_LENGTH = 2;
/** Fuse's bitap matcher works on at most 32 characters at a time. */
export const MAX_PATTERN_CHUNK_LENGTH = 32;

export const WHOLE_WORD_TERMS = ["midi", "maxi", "mini", "crop", "high-waisted", "low-rise"] as const;

/** Words that join others and name nothing a product has: skipped while the query has other words. */
const CONNECTING_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "the",
  "with",
  "for",
  "in",
  "of",
  "on",
  "or",
  "to",
]);

// "high-waisted" also matches "high waisted" and "highwaisted"; a neighbouring
// letter or digit on either side breaks the word ("minimal", "cropped").
const wholeWordPatterns: ReadonlyMap<string, RegExp> = new Map(
  WHOLE_WORD_TERMS.map((term) => [term, new RegExp(`(?<![a-z0-9])${term.replace("-", "[-\\s]?")}(?![a-z0-9])`, "i")]),
);

/** The terms of two words, with their separators, found anywhere in a text (global, for replacing). */
const COMPOUND_TERMS = new RegExp(
  WHOLE_WORD_TERMS.filter((term) => term.includes("-"))
    .map((term) => `(?<![\\p{L}\\p{N}])${term.replace("-", "[-\\s]?")}(?![\\p{L}\\p{N}])`)
    .join("|"),
  "giu",
);

/** A word: what the index splits a text into. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** The whole-word terms a text holds. */
export function wholeWordTermsIn(text: string): string[] {
  return WHOLE_WORD_TERMS.filter((term) => wholeWordPatterns.get(term)!.test(text));
}

/** The two-word whole-word terms ("high-waisted", "low-rise") a lower-case text holds, as the index names them. */
export function compoundTermsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(COMPOUND_TERMS)) {
    const term = match[0].replace(/[-\s]/, "").replace(/^(high|low)/, "$1-");
    if (!found.includes(term)) found.push(term);
  }
  return found;
}

export function normalizeSearchQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Fuse's score is errors / pattern length, so a pattern may have this many errors and still match. */
export function maxTypos(patternLength: number, threshold: number = SEARCH_THRESHOLD): number {
  let errors = 0;
  while ((errors + 1) / patternLength <= threshold) errors += 1;
  return errors;
}

/**
 * The word and, for a plural, its singular ("dresses" also tries "dress" and "dresse", "blouses" "blous"
 * and "blouse", "accessories" "accessory"): a singular in the catalogue is too far from its "-es" plural for
 * the typo allowance. Stems under four letters are left out ("shoes" would try "sho").
 */
export function formsOf(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 4 && !forms.includes(form)) forms.push(form);
  };
  if (word.endsWith("ies")) add(`${word.slice(0, -3)}y`);
  else if (word.endsWith("s") && !word.endsWith("ss")) {
    // "dresses" is "dress", "blouses" "blouse": both are tried.
    if (word.endsWith("es")) add(word.slice(0, -2));
    add(word.slice(0, -1));
  }
  return forms;
}

export type SearchTerm = {
  /** The term as typed (lower case), a piece of at most 32 characters of a longer word */
  text: string;
  /** What it is matched as: itself, and its singular for a plural */
  forms: string[];
  /** A spec garment word: a product must hold it as a whole word */
  wholeWord: boolean;
};

/**
 * The terms of a normalised query, each once, in the order typed. Words shorter than the minimum match
 * length are dropped, and the connecting words while other words remain; a query of connecting words alone
 * is searched as it is.
 */
export function searchTermsOf(normalized: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const add = (term: SearchTerm) => {
    if (!terms.some((known) => known.text === term.text)) terms.push(term);
  };
  const compounds = compoundTermsIn(normalized);
  const rest = normalized.replace(COMPOUND_TERMS, " ");
  const words = [...rest.matchAll(WORD)].map((match) => match[0]).filter((word) => word.length >= MIN_MATCH_LENGTH);
  const meaningful = words.filter((word) => !CONNECTING_WORDS.has(word));
  for (const compound of compounds) add({ text: compound, forms: [compound], wholeWord: true });
  for (const word of compounds.length > 0 || meaningful.length > 0 ? meaningful : words) {
    if (word.length > MAX_PATTERN_CHUNK_LENGTH) {
      for (const piece of word.match(new RegExp(`.{1,${MAX_PATTERN_CHUNK_LENGTH}}`, "gu")) ?? [])
        if (piece.length >= MIN_MATCH_LENGTH) add({ text: piece, forms: [piece], wholeWord: false });
      continue;
    }
    const wholeWord = (WHOLE_WORD_TERMS as readonly string[]).includes(word);
    add({ text: word, forms: wholeWord ? [word] : formsOf(word), wholeWord });
  }
  return terms;
}

/** The query with some of its words replaced (`replacements` by word), separators and other words kept. */
export function withWordsReplaced(normalized: string, replacements: ReadonlyMap<string, string>): string {
  return normalized.replace(WORD, (word) => replacements.get(word) ?? word);
}
