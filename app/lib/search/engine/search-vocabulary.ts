// What the catalogue's own words offer a shopper who is typing or who found
// nothing: completions of the word being typed, and the nearest known spelling
// of each word that no product holds. Both read the word index's vocabulary,
// so they only ever propose words a search will find.
import type { SearchVocabulary } from "./search-index";

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
      const limit = word.length <= 4 ? 1 : 2;
      let best: { word: string; distance: number; uses: number } | null = null;
      for (let w = 0; w < words.length; w += 1) {
        const candidate = words[w];
        if (!SUGGESTIBLE_WORD.test(candidate)) continue;
        const distance = editDistance(word, candidate, limit);
        if (distance > limit) continue;
        const uses = fieldsHolding(vocabulary, w);
        if (!best || distance < best.distance || (distance === best.distance && uses > best.uses))
          best = { word: candidate, distance, uses };
      }
      if (!best) return word;
      changed = true;
      return best.word;
    });
  return changed ? corrected.join(" ") : null;
}
