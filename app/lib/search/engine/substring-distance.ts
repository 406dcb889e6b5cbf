// Myers' bit-parallel edit distance from a pattern to the closest substring of
// a text: the error count Fuse's bitap search finds, at a fraction of its cost.
// One function for every pattern, the pattern's bit masks its argument: a
// closure per pattern would be a new call target for each query, which makes
// the engine throw away the optimised code of the loop that calls it.

/** The patterns the masks hold: one bit per character of a 32-bit number (Fuse's own limit). */
const MAX_MASKED_PATTERN_LENGTH = 32;

/** A pattern's bit masks: per character code, the bits of the positions holding it. */
export type PatternMasks = {
  length: number;
  ascii: Int32Array;
  other: Map<number, number>;
};

/** Null for an empty pattern or one longer than 32 characters (no substring distance is taken for those). */
export function patternMasksOf(pattern: string): PatternMasks | null {
  const length = pattern.length;
  if (length === 0 || length > MAX_MASKED_PATTERN_LENGTH) return null;
  const ascii = new Int32Array(128);
  const other = new Map<number, number>();
  for (let i = 0; i < length; i += 1) {
    const code = pattern.charCodeAt(i);
    if (code < 128) ascii[code] |= 1 << i;
    else other.set(code, (other.get(code) ?? 0) | (1 << i));
  }
  return { length, ascii, other };
}

/** The fewest edits that turn the pattern into some substring of `text.slice(start, end)`. */
export function substringDistance({ length: m, ascii, other }: PatternMasks, text: string, start: number, end: number) {
  const highBit = 1 << (m - 1);
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
}
