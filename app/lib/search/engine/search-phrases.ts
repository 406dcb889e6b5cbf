// Phrase matching ("maxi dress", "low-rise", "gold e") over the word index's
// occurrence lists: which fields hold the phrase within the allowed typos, and
// with how many (Fuse's substring distance, exactly), without reading the
// fields that merely hold its words (decision 051, addendum 2).
//
// Cut the phrase into P disjoint pieces: a substring within k edits of it
// leaves at least P - k pieces unedited (an edit touches one piece at most),
// each where the substring's start puts it, give or take k characters. So
// only fields where P - k different pieces occur that close together can hold
// a match, and only a window of the phrase's length + 2k around them needs
// reading with Myers' distance. The occurrence lists say where pieces are: a
// piece inside one word occurs wherever a word containing it occurs; a piece
// across a separator ("w-r") wherever a word ending with its left side is
// followed by its separator and a word starting with its right side, which
// each occurrence's links (next word, separator) tell without reading the
// text. P is k + 1 (one unedited piece is enough to look) up to k + 3 (more
// to note, fewer windows), and the pieces, whichever cut estimates the least
// work from the lists' lengths.
//
// A phrase typed on from a recent one ("maxi dr" after "maxi d") with the same
// typo allowance is read only in the fields that held the recent one: the
// part of a match facing the recent phrase is within as many typos of it.

import { patternMasksOf, substringDistance, type PatternMasks } from "./substring-distance";

/** The parts of the word index a phrase reads: its words, where each occurs, and where each field's text starts. */
export type OccurrenceTables = {
  words: readonly string[];
  /** Per field, where its text starts in all fields' text (one more entry: the end) */
  fieldTextStarts: Uint32Array;
  /** Per word, its slice of `occurrenceOffsets` */
  occurrenceStarts: Int32Array;
  /** Where each occurrence of each word starts in all fields' text, in increasing order per word */
  occurrenceOffsets: Uint32Array;
  /** The field of each occurrence */
  occurrenceFields: Uint32Array;
  /** The word after each occurrence in its field, or -1 */
  nextWords: Int32Array;
  /** The separator after each occurrence (before the next word, or to the end of the field), as an index of `separators` */
  separatorsAfter: Uint16Array;
  /** The separator before each occurrence (from the previous word, or from the start of the field) */
  separatorsBefore: Uint16Array;
  /** The catalogue's separators ("", " ", ", ", "-"…); `UNLISTED_SEPARATOR` stands for any beyond the first 65,535 */
  separators: readonly string[];
};

/** A separator not listed in `separators` (the text says which). */
export const UNLISTED_SEPARATOR = 0xffff;

/**
 * The fields holding a phrase within its typos, in increasing order, and each one's fewest typos: the first
 * `count` of `fields` and `errors`, valid until the next phrase is matched.
 */
export type PhraseMatches = { count: number; fields: Int32Array; errors: Uint8Array };

/** Where a fragment sits in the words that may hold a piece. */
type FragmentPlace = "inside" | "start" | "end";

type WordsWith = { ids: readonly number[]; occurrences: number };

type Piece = {
  /** Offset of the piece in the pattern */
  at: number;
  /** The piece's characters before its separator (all of them for a piece inside one word) */
  left: string;
  separator: string;
  right: string;
  cost: number;
};

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const SURROGATE = /[\uD800-\uDFFF]/;
/** Fragments remembered per index: the pieces of what shoppers type repeat from one keystroke to the next. */
const REMEMBERED_FRAGMENTS = 4096;
// What checking an occurrence's separator and next word costs (a piece across a separator), against reading
// a window (which each occurrence of a piece inside a word is).
const LINK_CHECK_COST = 0.02;
/** Pieces beyond the `maxErrors + 1` that finding a match needs, to cut the windows read. */
const EXTRA_PIECES = 2;
/** Noting an occurrence, against reading a window. */
const NOTE_COST = 0.05;
/** A guess at the share of the rarer pieces' occurrences where enough others agree. */
const AGREEING_WINDOWS = 0.2;
/** Letters per piece, at least on average, when adding pieces. */
const LETTERS_PER_PIECE = 2;
/** A field's pieces are bits of one 32-bit number. */
const MAX_PIECES = 32;
/** Phrases remembered with the fields holding them, for the next keystroke. */
const REMEMBERED_PHRASES = 8;
/**
 * A phrase is remembered when the fields holding it have at most this share of all fields' text: reading an
 * eighth of the catalogue's text costs about what matching around the pieces does (at 10,000 products).
 */
const MOST_TEXT_REMEMBERED = 1 / 8;
/** Fragments this long or longer are looked up by their rarest pair of letters. */
const PAIR = 2;

function grow<T extends Int32Array | Uint8Array>(array: T, Type: { new (length: number): T }): T {
  const grown = new Type(array.length * 2);
  grown.set(array);
  return grown;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

export function createPhraseMatcher(tables: OccurrenceTables, allFieldText: () => string) {
  const {
    words,
    fieldTextStarts,
    occurrenceStarts,
    occurrenceOffsets,
    occurrenceFields,
    nextWords,
    separatorsAfter,
    separatorsBefore,
    separators,
  } = tables;
  const fieldCount = fieldTextStarts.length - 1;
  const occurrencesOf = (w: number) => occurrenceStarts[w + 1] - occurrenceStarts[w];
  // Scratch space for the phrase being matched, back to its resting value after each: per field, a bit for
  // each piece found in it and its first occurrence found; per occurrence, its diagonal, piece and the next
  // in its field (grown as needed); one field's occurrences in diagonal order; per piece, a count; the fields
  // touched and those kept as candidates (and a bit per field, to list them in order); a mark per word. Typed
  // and kept between phrases: a phrase touches thousands of fields, and arrays made afresh for each were most
  // of what a suggestion left to the collector.
  const piecesIn = new Uint32Array(fieldCount);
  const firstEntry = new Int32Array(fieldCount).fill(-1);
  let touched = new Int32Array(1024);
  let touchedCount = 0;
  let candidates = new Int32Array(1024);
  const candidateBits = new Uint32Array((fieldCount + 31) >>> 5);
  let wordMarks: Uint8Array | null = null;
  let entryDiagonal = new Int32Array(1024);
  let entryPiece = new Uint8Array(1024);
  let entryNext = new Int32Array(1024);
  let runDiagonals = new Int32Array(64);
  let runPieces = new Uint8Array(64);
  const seen = new Int32Array(MAX_PIECES);
  let entryCount = 0;

  const note = (anchor: number, field: number, p: number, at: number) => {
    if (entryCount === entryDiagonal.length) {
      entryDiagonal = grow(entryDiagonal, Int32Array);
      entryPiece = grow(entryPiece, Uint8Array);
      entryNext = grow(entryNext, Int32Array);
    }
    if (piecesIn[field] === 0) {
      if (touchedCount === touched.length) touched = grow(touched, Int32Array);
      touched[touchedCount++] = field;
    }
    piecesIn[field] |= 1 << p;
    const e = entryCount++;
    entryDiagonal[e] = anchor - at;
    entryPiece[e] = p;
    entryNext[e] = firstEntry[field];
    firstEntry[field] = e;
  };

  /** Notes every exact occurrence of the first `alwaysNoted` pieces, and of the others those in fields where one was. */
  const collectOccurrences = (pieces: readonly Piece[], alwaysNoted: number, shortest: number, text: string) => {
    entryCount = 0;
    // Fields shorter than a match are not noted at all.
    const skips = (field: number) => fieldTextStarts[field + 1] - fieldTextStarts[field] < shortest;
    pieces.forEach((piece, p) => {
      const onlyNoted = p >= alwaysNoted;
      if (!piece.separator) {
        for (const w of wordsWith(piece.left, "inside").ids) {
          const word = words[w];
          for (let inWord = word.indexOf(piece.left); inWord !== -1; inWord = word.indexOf(piece.left, inWord + 1))
            for (let i = occurrenceStarts[w], end = occurrenceStarts[w + 1]; i < end; i += 1) {
              const field = occurrenceFields[i];
              if (onlyNoted ? piecesIn[field] !== 0 : !skips(field))
                note(occurrenceOffsets[i] + inWord, field, p, piece.at);
            }
        }
        return;
      }
      if (piece.left) {
        // From the words ending with the left side, through the separator and word after each (no text read,
        // unless the separator is one too rare to be listed).
        const rightStarts = piece.right ? wordsWith(piece.right, "start").ids : null;
        const startsRight = rightStarts ? (wordMarks ??= new Uint8Array(words.length)) : null;
        if (rightStarts && startsRight) for (const w of rightStarts) startsRight[w] = 1;
        const rest = piece.separator + piece.right;
        // A piece ending in its separator needs the text's separator to start with it; otherwise to equal it.
        const separatorFits = separators.map((separator) =>
          piece.right ? separator === piece.separator : separator.startsWith(piece.separator),
        );
        for (const w of wordsWith(piece.left, "end").ids) {
          const length = words[w].length;
          for (let i = occurrenceStarts[w], end = occurrenceStarts[w + 1]; i < end; i += 1) {
            // Separator and next word first: most occurrences fail there, and those arrays are read in order.
            const separator = separatorsAfter[i];
            if (separator !== UNLISTED_SEPARATOR) {
              if (!separatorFits[separator]) continue;
              if (startsRight && (nextWords[i] < 0 || startsRight[nextWords[i]] !== 1)) continue;
            }
            const field = occurrenceFields[i];
            if (onlyNoted ? piecesIn[field] === 0 : skips(field)) continue;
            const after = occurrenceOffsets[i] + length;
            if (
              separator === UNLISTED_SEPARATOR &&
              !(after + rest.length <= fieldTextStarts[field + 1] && text.startsWith(rest, after))
            )
              continue;
            note(after - piece.left.length, field, p, piece.at);
          }
        }
        if (rightStarts && startsRight) for (const w of rightStarts) startsRight[w] = 0;
        return;
      }
      // Only a separator and the start of a word: from the words starting so, whose separator before ends
      // with the piece's.
      const before = piece.separator;
      const separatorFits = separators.map((separator) => separator.endsWith(before));
      for (const w of wordsWith(piece.right, "start").ids)
        for (let i = occurrenceStarts[w], end = occurrenceStarts[w + 1]; i < end; i += 1) {
          const separator = separatorsBefore[i];
          if (separator !== UNLISTED_SEPARATOR && !separatorFits[separator]) continue;
          const field = occurrenceFields[i];
          if (onlyNoted ? piecesIn[field] === 0 : skips(field)) continue;
          const start = occurrenceOffsets[i] - before.length;
          if (separator === UNLISTED_SEPARATOR && !(start >= fieldTextStarts[field] && text.startsWith(before, start)))
            continue;
          note(start, field, p, piece.at);
        }
    });
  };

  // Built on the first phrase: words by their pairs of letters, first letter and last letter.
  let byPair: Map<string, number[]> | null = null;
  let byFirst: Map<string, number[]> | null = null;
  let byLast: Map<string, number[]> | null = null;
  const lookups = () => {
    if (byPair && byFirst && byLast) return { byPair, byFirst, byLast };
    byPair = new Map();
    byFirst = new Map();
    byLast = new Map();
    const add = (map: Map<string, number[]>, key: string, w: number) => {
      const list = map.get(key);
      if (!list) map.set(key, [w]);
      else if (list[list.length - 1] !== w) list.push(w);
    };
    for (let w = 0; w < words.length; w += 1) {
      const word = words[w];
      add(byFirst, word[0], w);
      add(byLast, word[word.length - 1], w);
      for (let i = 0; i + PAIR <= word.length; i += 1) add(byPair, word.slice(i, i + PAIR), w);
    }
    return { byPair, byFirst, byLast };
  };

  // Per listed separator, the share of occurrences followed by it (counted once).
  let separatorShares: Float64Array | null = null;
  const sharesOfSeparators = () => {
    if (separatorShares) return separatorShares;
    separatorShares = new Float64Array(separators.length);
    for (let i = 0; i < separatorsAfter.length; i += 1)
      if (separatorsAfter[i] !== UNLISTED_SEPARATOR) separatorShares[separatorsAfter[i]] += 1 / separatorsAfter.length;
    return separatorShares;
  };
  /**
   * The share of occurrences whose separator (after them; about the same before them) is `separator`, or
   * starts or ends with it.
   */
  const followedBy = (separator: string, fit: "whole" | "start" | "end"): number => {
    const shares = sharesOfSeparators();
    let share = 0;
    separators.forEach((listed, id) => {
      const fits =
        fit === "whole"
          ? listed === separator
          : fit === "start"
            ? listed.startsWith(separator)
            : listed.endsWith(separator);
      if (fits) share += shares[id];
    });
    return share;
  };

  const remembered = new Map<string, WordsWith>();
  /** The vocabulary words holding `fragment` at `place`, and how often they occur in all. */
  const wordsWith = (fragment: string, place: FragmentPlace): WordsWith => {
    const key = `${place}:${fragment}`;
    const known = remembered.get(key);
    if (known) return known;
    const index = lookups();
    let pool: readonly number[] | undefined;
    if (fragment.length >= PAIR) {
      if (place === "start") pool = index.byPair.get(fragment.slice(0, PAIR));
      else if (place === "end") pool = index.byPair.get(fragment.slice(-PAIR));
      else
        for (let i = 0; i + PAIR <= fragment.length; i += 1) {
          // A pair no word holds: no word holds the fragment.
          const list = index.byPair.get(fragment.slice(i, i + PAIR)) ?? [];
          if (!pool || list.length < pool.length) pool = list;
        }
    } else if (place === "start") pool = index.byFirst.get(fragment);
    else if (place === "end") pool = index.byLast.get(fragment);
    else pool = allWordsHolding(fragment);
    const ids: number[] = [];
    let occurrences = 0;
    for (const w of pool ?? []) {
      const word = words[w];
      const holds =
        place === "start"
          ? word.startsWith(fragment)
          : place === "end"
            ? word.endsWith(fragment)
            : word.includes(fragment);
      if (!holds) continue;
      ids.push(w);
      occurrences += occurrencesOf(w);
    }
    const found = { ids, occurrences };
    if (remembered.size >= REMEMBERED_FRAGMENTS) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, found);
    return found;
  };
  const allWordsHolding = (letter: string) => {
    const ids: number[] = [];
    for (let w = 0; w < words.length; w += 1) if (words[w].includes(letter)) ids.push(w);
    return ids;
  };

  /** Every piece worth considering: substrings of one word, and short ones across each separator. */
  const candidatePieces = (pattern: string, shortestPiece: number): Piece[] => {
    const m = pattern.length;
    const isWord = Array.from({ length: m }, (_, i) => WORD_CHARACTER.test(pattern[i]));
    const pieces: Piece[] = [];
    for (let start = 0; start < m; start += 1) {
      let wordEnd = start;
      while (wordEnd < m && isWord[wordEnd]) wordEnd += 1;
      for (let end = start + shortestPiece; end <= wordEnd; end += 1) {
        const fragment = pattern.slice(start, end);
        pieces.push({
          at: start,
          left: fragment,
          separator: "",
          right: "",
          cost: wordsWith(fragment, "inside").occurrences,
        });
      }
    }
    // Across a separator: up to three letters on either side (one side may be empty).
    for (let start = 0; start < m; start += 1) {
      if (isWord[start] || (start > 0 && !isWord[start - 1])) continue;
      let end = start;
      while (end < m && !isWord[end]) end += 1;
      const separator = pattern.slice(start, end);
      let leftRoom = 0;
      while (leftRoom < 3 && start - leftRoom - 1 >= 0 && isWord[start - leftRoom - 1]) leftRoom += 1;
      let rightRoom = 0;
      while (rightRoom < 3 && end + rightRoom < m && isWord[end + rightRoom]) rightRoom += 1;
      for (let l = 0; l <= leftRoom; l += 1)
        for (let r = 0; r <= rightRoom; r += 1) {
          if (l + r === 0) continue;
          const left = pattern.slice(start - l, start);
          const right = pattern.slice(end, end + r);
          const rightWords = r > 0 ? wordsWith(right, "start").occurrences : occurrenceOffsets.length;
          // Checked through the occurrences' separators (and next words) from the left side, or from the
          // right when the piece starts with its separator; those that fit are windows to read (as many as
          // if the two sides were independent).
          const leftWords = l > 0 ? wordsWith(left, "end").occurrences : 0;
          const cost =
            l > 0
              ? LINK_CHECK_COST * leftWords +
                (leftWords * followedBy(separator, r === 0 ? "start" : "whole") * rightWords) / occurrenceOffsets.length
              : (LINK_CHECK_COST + followedBy(separator, "end")) * rightWords;
          pieces.push({ at: start - l, left, separator, right, cost });
        }
    }
    return pieces;
  };

  /**
   * For each count of pieces from `fewestPieces` to `mostPieces`, the disjoint pieces with the least cost in all
   * (null when the pattern has too few letters for that many). One pass serves every count: the least cost of c pieces does
   * not depend on how many more could follow. Pieces of one letter only for counts that need them.
   */
  const cutsOf = (pattern: string, fewestPieces: number, mostPieces: number): (Piece[] | null)[] => {
    const m = pattern.length;
    const cuts: (Piece[] | null)[] = Array.from({ length: mostPieces + 1 }, () => null);
    const stride = mostPieces + 1;
    for (const shortestPiece of [PAIR, 1]) {
      const pieces = candidatePieces(pattern, shortestPiece);
      const byStart: number[][] = Array.from({ length: m }, () => []);
      for (let i = 0; i < pieces.length; i += 1) byStart[pieces[i].at].push(i);
      // Per (position, c), at position * stride + c: the least cost of c pieces ending at or before position, and
      // the last of them (-1 for none); the c - 1 before it are those of (its start, c - 1). Numbers, not a
      // step object per state: a long phrase has hundreds of states.
      const leastCost = new Float64Array((m + 1) * stride).fill(Infinity);
      const lastPiece = new Int32Array((m + 1) * stride).fill(-1);
      leastCost[0] = 0;
      for (let position = 0; position <= m; position += 1)
        for (let c = 0; c <= mostPieces; c += 1) {
          const state = position * stride + c;
          const cost = leastCost[state];
          if (cost === Infinity) continue;
          if (position < m && cost < leastCost[state + stride]) {
            leastCost[state + stride] = cost;
            lastPiece[state + stride] = lastPiece[state];
          }
          if (c === mostPieces || position === m) continue;
          for (const i of byStart[position]) {
            const piece = pieces[i];
            const end = piece.at + piece.left.length + piece.separator.length + piece.right.length;
            const next = end * stride + c + 1;
            if (cost + piece.cost < leastCost[next]) {
              leastCost[next] = cost + piece.cost;
              lastPiece[next] = i;
            }
          }
        }
      let missing = false;
      for (let count = fewestPieces; count <= mostPieces; count += 1) {
        if (cuts[count]) continue;
        if (leastCost[m * stride + count] === Infinity) {
          missing = true;
          continue;
        }
        const chosen: Piece[] = [];
        for (let c = count, position = m; c > 0; c -= 1) {
          const piece = pieces[lastPiece[position * stride + c]];
          chosen.push(piece);
          position = piece.at;
        }
        cuts[count] = chosen;
      }
      if (!missing) break;
    }
    return cuts;
  };

  /**
   * `maxErrors + 1` pieces find every match (one is unedited), but then every occurrence of a piece is a
   * window to read. Cut into one or two more, two or three pieces must occur where one match would put
   * them: more occurrences to note, far fewer windows. The cut with the least estimated work is taken.
   */
  const piecesFor = (pattern: string, maxErrors: number): Piece[] | null => {
    let letters = 0;
    for (let i = 0; i < pattern.length; i += 1) if (WORD_CHARACTER.test(pattern[i])) letters += 1;
    const most = Math.min(maxErrors + 1 + EXTRA_PIECES, Math.floor(letters / LETTERS_PER_PIECE));
    let best: { pieces: Piece[]; work: number } | null = null;
    const mostPieces = Math.max(most, maxErrors + 1);
    const cuts = cutsOf(pattern, maxErrors + 1, mostPieces);
    for (let count = maxErrors + 1; count <= mostPieces; count += 1) {
      const pieces = cuts[count];
      if (!pieces) continue;
      // Every occurrence is noted; windows are read around the occurrences of the maxErrors + 1 rarest
      // pieces, all of them when one piece is enough, a fraction when more must agree.
      const costs = pieces.map((piece) => piece.cost).sort((x, y) => x - y);
      const noted = costs.reduce((sum, cost) => sum + cost, 0);
      const windows = costs.slice(0, maxErrors + 1).reduce((sum, cost) => sum + cost, 0);
      const work = NOTE_COST * noted + windows * (count === maxErrors + 1 ? 1 : AGREEING_WINDOWS);
      if (!best || work < best.work) best = { pieces, work };
    }
    return best?.pieces ?? null;
  };

  // The fields found for the phrase being matched and their typos, in increasing field order (grown as needed).
  let foundFields = new Int32Array(1024);
  let foundErrors = new Uint8Array(1024);
  let foundCount = 0;
  const found = (field: number, errors: number) => {
    if (foundCount === foundFields.length) {
      foundFields = grow(foundFields, Int32Array);
      foundErrors = grow(foundErrors, Uint8Array);
    }
    foundFields[foundCount] = field;
    foundErrors[foundCount++] = errors;
  };

  /** Recent phrases, the typos they were allowed and the fields holding each within them, in increasing order. */
  const recentPhrases = new Map<string, { maxErrors: number; fields: Int32Array }>();
  /**
   * The fields that may hold a phrase typed on from a recent one: a substring within `maxErrors` of the
   * phrase begins with one within `maxErrors` of the recent phrase (the edits of its first part are at most
   * all of them), so when the recent phrase was allowed as many typos, only the fields that held it can.
   * The fewest such fields, or null.
   */
  const fieldsTypedOnFrom = (pattern: string, maxErrors: number): Int32Array | null => {
    let fewest: Int32Array | null = null;
    for (const [recent, { maxErrors: allowed, fields }] of recentPhrases)
      if (allowed === maxErrors && pattern.startsWith(recent) && (!fewest || fields.length < fewest.length))
        fewest = fields;
    return fewest;
  };

  /**
   * Every field whose text holds `pattern` within `maxErrors` edits (Fuse's substring distance), with the
   * fewest edits. `pattern` holds a separator; 2 to 32 characters.
   */
  const match = (pattern: string, maxErrors: number): PhraseMatches => {
    foundCount = 0;
    const masks = patternMasksOf(pattern);
    if (!masks) throw new RangeError(`A phrase to match is 1 to 32 characters, not ${pattern.length}`);
    const typedOnFrom = fieldsTypedOnFrom(pattern, maxErrors);
    if (typedOnFrom) {
      const text = allFieldText();
      for (let i = 0; i < typedOnFrom.length; i += 1) {
        const field = typedOnFrom[i];
        const errors = substringDistance(masks, text, fieldTextStarts[field], fieldTextStarts[field + 1]);
        if (errors <= maxErrors) found(field, errors);
      }
    } else matchAround(pattern, masks, maxErrors);
    let foundText = 0;
    for (let i = 0; i < foundCount; i += 1)
      foundText += fieldTextStarts[foundFields[i] + 1] - fieldTextStarts[foundFields[i]];
    // Re-inserted, so the map's order is least recently matched first and a repeat evicts nothing.
    recentPhrases.delete(pattern);
    if (foundText <= fieldTextStarts[fieldCount] * MOST_TEXT_REMEMBERED) {
      if (recentPhrases.size >= REMEMBERED_PHRASES) recentPhrases.delete(recentPhrases.keys().next().value!);
      recentPhrases.set(pattern, { maxErrors, fields: foundFields.slice(0, foundCount) });
    }
    return { count: foundCount, fields: foundFields, errors: foundErrors };
  };

  /** The fields holding `pattern` within `maxErrors` edits, found around its pieces' occurrences (to `found`). */
  const matchAround = (pattern: string, masks: PatternMasks, maxErrors: number): void => {
    const m = pattern.length;
    const text = allFieldText();
    // A letter outside the Basic Multilingual Plane is two code units, which the pieces would split.
    const pieces = SURROGATE.test(pattern) ? null : piecesFor(pattern, maxErrors);
    if (!pieces) {
      // Too few letters to cut (mostly punctuation), or such a letter: read every field.
      for (let field = 0; field < fieldCount; field += 1) {
        const errors = substringDistance(masks, text, fieldTextStarts[field], fieldTextStarts[field + 1]);
        if (errors <= maxErrors) found(field, errors);
      }
      return;
    }
    // A match leaves all but `maxErrors` pieces unedited, so a field holding fewer than `agreeing` different
    // pieces holds none, and one that does holds one of the `pieces.length - agreeing + 1` rarest: the
    // commonest pieces are only noted in fields where a rarer one was found.
    pieces.sort((x, y) => x.cost - y.cost);
    const agreeing = pieces.length - maxErrors;
    const alwaysNoted = pieces.length - agreeing + 1;
    // A match is at least `m - maxErrors` characters long.
    const shortest = m - maxErrors;
    collectOccurrences(pieces, alwaysNoted, shortest, text);
    let candidateCount = 0;
    if (candidates.length < touchedCount) candidates = new Int32Array(touched.length);
    // Ascending fields (each field's score is multiplied in the order its matches are reported), read off a
    // bit per field: cheaper than sorting thousands.
    for (let t = 0; t < touchedCount; t += 1) {
      const field = touched[t];
      if (bitCount(piecesIn[field]) >= agreeing) candidateBits[field >>> 5] |= 1 << (field & 31);
    }
    for (let slot = 0; slot < candidateBits.length; slot += 1)
      for (let bits = candidateBits[slot]; bits !== 0; bits &= bits - 1)
        candidates[candidateCount++] = (slot << 5) | (31 - Math.clz32(bits & -bits));
    candidateBits.fill(0);
    for (let c = 0; c < candidateCount; c += 1) {
      const field = candidates[c];
      // The field's occurrences by diagonal (where each puts the phrase's start): `agreeing` different
      // pieces within 2 * maxErrors diagonals of each other make a window (overlapping windows are read
      // as one) that may hold a match.
      let count = 0;
      for (let e = firstEntry[field]; e !== -1; e = entryNext[e]) {
        if (count === runDiagonals.length) {
          runDiagonals = grow(runDiagonals, Int32Array);
          runPieces = grow(runPieces, Uint8Array);
        }
        let at = count++;
        const diagonal = entryDiagonal[e];
        while (at > 0 && runDiagonals[at - 1] > diagonal) {
          runDiagonals[at] = runDiagonals[at - 1];
          runPieces[at] = runPieces[at - 1];
          at -= 1;
        }
        runDiagonals[at] = diagonal;
        runPieces[at] = entryPiece[e];
      }
      const fieldStart = fieldTextStarts[field];
      const fieldEnd = fieldTextStarts[field + 1];
      let best = maxErrors + 1;
      let windowStart = -1;
      let windowEnd = -1;
      let distinct = 0;
      let left = 0;
      let right = 0;
      for (; right < count && best > 0; right += 1) {
        const diagonal = runDiagonals[right];
        if (seen[runPieces[right]]++ === 0) distinct += 1;
        while (diagonal - runDiagonals[left] > 2 * maxErrors) if (--seen[runPieces[left++]] === 0) distinct -= 1;
        if (distinct < agreeing) continue;
        const start = Math.max(fieldStart, runDiagonals[left] - maxErrors);
        const end = Math.min(fieldEnd, diagonal + m + maxErrors);
        if (start <= windowEnd) {
          windowEnd = Math.max(windowEnd, end);
          continue;
        }
        if (windowEnd - windowStart >= shortest)
          best = Math.min(best, substringDistance(masks, text, windowStart, windowEnd));
        windowStart = start;
        windowEnd = end;
      }
      for (let i = left; i < right; i += 1) seen[runPieces[i]] = 0;
      if (windowEnd - windowStart >= shortest && best > 0)
        best = Math.min(best, substringDistance(masks, text, windowStart, windowEnd));
      if (best <= maxErrors) found(field, best);
    }
    for (let t = 0; t < touchedCount; t += 1) {
      piecesIn[touched[t]] = 0;
      firstEntry[touched[t]] = -1;
    }
    touchedCount = 0;
  };

  /** Builds what the first phrase would: the fields' text decoded, the words' lookups, the separators' shares. */
  const prepare = () => {
    allFieldText();
    lookups();
    sharesOfSeparators();
  };

  return { match, prepare };
}
