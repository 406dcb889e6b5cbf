// A small seeded PRNG (mulberry32) so the demo catalogue is identical on every
// run and machine: tests and benchmarks can rely on the same products.

export type SeededRandom = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them if count >= length). */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: T[]): T[];
};

export function createSeededRandom(seed: number): SeededRandom {
  let state = (seed * 0x9e3779b9) >>> 0 || 0x6d2b79f5;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    sample: (items, count) => shuffle([...items]).slice(0, count),
    shuffle,
  };
}
