// What the catalogue's own words offer a shopper who is typing or who found
// nothing: completions of the word being typed, and the nearest known spelling
// of each word the catalogue does not hold. Both read the word index's
// vocabulary, so they only ever propose words a search will find.
import type { SearchTerm } from "./search-query";
import type { SearchTables } from "./search-tables";

/** `postingStarts[w + 1] - postingStarts[w]` is how many fields hold `words[w]`. */
export type SearchVocabulary = Pick<SearchTables, "words" | "postingStarts">;

const fieldsHolding = (vocabulary: SearchVocabulary, w: number) =>
  vocabulary.postingStarts[w + 1] - vocabulary.postingStarts[w];

// Numbers, sizes and one-letter fragments make poor suggestions.
const SUGGESTIBLE_WORD = /^\p{L}[\p{L}-]*\p{L}$/u;

/**
 * Words that start with `prefix` (and are longer), the most used first.
 * A scan of a few thousand words: cheaper than keeping a sorted copy per isolate.
 */
export function wordsStartingWith(vocabulary: SearchVocabulary, prefix: string, limit: number): string[] {
  if (prefix.length < 2) return [];
  const found: { word: string; uses: number }[] = [];
  const { words } = vocabulary;
  for (let w = 0; w < words.length; w += 1) {
    const word = words[w];
    if (word.length > prefix.length && word.startsWith(prefix) && SUGGESTIBLE_WORD.test(word))
      found.push({ word, uses: fieldsHolding(vocabulary, w) });
  }
  found.sort((a, b) => b.uses - a.uses || a.word.localeCompare(b.word));
  return found.slice(0, limit).map((entry) => entry.word);
}

/** Edits (insert, delete, substitute, swap of neighbours) between two words, or `limit + 1` once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousRow: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previousRow[j - 2] + 1);
      next.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    previousRow = row;
    row = next;
  }
  return row[b.length];
}

/** How far a word the catalogue does not know may be from a known word to be corrected to it. */
const correctionLimitOf = (word: string) => (word.length <= 4 ? 1 : 2);

/** The nearest known word within `limit` edits (ties to the word more fields use, then the first), or null. */
function nearestWord(vocabulary: SearchVocabulary, word: string, candidates: Iterable<number>, limit: number) {
  let best: { word: string; distance: number; uses: number } | null = null;
  for (const w of candidates) {
    const candidate = vocabulary.words[w];
    if (!SUGGESTIBLE_WORD.test(candidate)) continue;
    const distance = editDistance(word, candidate, limit);
    if (distance > limit) continue;
    const uses = fieldsHolding(vocabulary, w);
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses))
      best = { word: candidate, distance, uses };
  }
  return best?.word ?? null;
}

/**
 * How a search corrects the words the catalogue does not hold (`unknown`: no form of theirs is a word of
 * the vocabulary), or null when none is corrected. A word that matched catalogue words within its typos
 * ("crochit" in "crochet", "dres" in "dress") becomes the nearest of them; a word that matched none becomes
 * the nearest catalogue word within one edit (up to four letters) or two. Numbers are left as typed.
 */
export function correctionOf(
  vocabulary: SearchVocabulary,
  unknown: readonly SearchTerm[],
  matchedWordsOf: (term: SearchTerm) => readonly number[],
): Map<string, string> | null {
  const replacements = new Map<string, string>();
  for (const term of unknown) {
    if (!SUGGESTIBLE_WORD.test(term.text)) continue;
    const matched = new Set(matchedWordsOf(term));
    const corrected =
      matched.size > 0
        ? nearestWord(vocabulary, term.text, matched, Number.MAX_SAFE_INTEGER)
        : nearestWord(vocabulary, term.text, vocabulary.words.keys(), correctionLimitOf(term.text));
    if (corrected !== null && corrected !== term.text) replacements.set(term.text, corrected);
  }
  return replacements.size > 0 ? replacements : null;
}

/**
 * The query with each word the catalogue does not know replaced by its
 * nearest known word (one edit for words of up to four letters, two for
 * longer ones; ties go to the word more products use), or null when no word
 * needed, or found, a replacement.
 */
export function correctedQuery(vocabulary: SearchVocabulary, query: string): string | null {
  const { words } = vocabulary;
  const known = new Set(words);
  let changed = false;
  const corrected = query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (known.has(word) || word.length < 3) return word;
      const best = nearestWord(vocabulary, word, words.keys(), correctionLimitOf(word));
      if (best === null) return word;
      changed = true;
      return best;
    });
  return changed ? corrected.join(" ") : null;
}
