// The word index's fast paths (bounded phrase matching, per-word typo
// allowances, ranking by score runs) were added without changing a single
// result: the golden file holds, per query, the total, the first twelve and a
// fingerprint of the whole ranking the index gave before them (commit 55c62bf),
// over a generated catalogue of 1,200 products and 320 queries a shopper might
// type. A deliberate change of the search's results regenerates the file.
import { describe, expect, test } from "vitest";
import {
  createBoundedSubstringDistance,
  createSearchIndex,
  createSubstringDistance,
  maxTypos,
} from "~/lib/catalog/search";
import golden from "./fixtures/search-golden.json";
import { goldenDocuments, rankingDigest, shopperQueries } from "./fixtures/search-golden-queries";

describe("the word index's results", () => {
  test("are the golden ones for words and phrases, with and without typos", () => {
    const documents = goldenDocuments();
    const index = createSearchIndex(documents);
    const expected = golden as Record<string, { total: number; first: number[]; digest: string }>;
    const queries = shopperQueries();
    expect(queries).toEqual(Object.keys(expected));
    expect(queries.filter((query) => query.includes(" ")).length).toBeGreaterThan(100);
    for (const query of queries) {
      const ranked = index.search(query);
      expect({ total: ranked.length, first: ranked.slice(0, 12), digest: rankingDigest(ranked) }, query).toEqual(
        expected[query],
      );
    }
  }, 120_000);
});

describe("the bounded substring distance", () => {
  test("equals the full distance whenever that is within the bound, and exceeds the bound otherwise", () => {
    let state = 11;
    const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const texts = goldenDocuments()
      .slice(0, 300)
      .flatMap((doc) => [doc.title.toLowerCase(), doc.description.toLowerCase()]);
    let checked = 0;
    for (let trial = 0; trial < 400; trial += 1) {
      const text = texts[Math.floor(random() * texts.length)]!;
      const start = Math.floor(random() * text.length);
      let pattern = text.slice(start, start + 3 + Math.floor(random() * 20));
      if (random() < 0.5 && pattern.length > 3) pattern = pattern.slice(0, 2) + "x" + pattern.slice(3);
      if (pattern.length < 2) continue;
      const bound = maxTypos(pattern.length);
      const exact = createSubstringDistance(pattern);
      const bounded = createBoundedSubstringDistance(pattern, bound);
      for (const candidate of [text, texts[Math.floor(random() * texts.length)]!]) {
        const full = exact(candidate);
        const fast = bounded(candidate);
        if (full <= bound) expect(fast, `${pattern} in ${candidate}`).toBe(full);
        else expect(fast, `${pattern} in ${candidate}`).toBeGreaterThan(bound);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(600);
  });
});
