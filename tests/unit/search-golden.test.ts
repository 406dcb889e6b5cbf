// The search's results, held still: the golden file holds, per query, the total, the first twelve and a
// fingerprint of the whole ranking the index gives (corrections included), over a generated catalogue of
// 1,200 products and 320 queries a shopper might type. Work on the index's speed must not move a result;
// a deliberate change of the search's results regenerates the file:
// WRITE_SEARCH_GOLDEN=1 npx vitest run --config vitest.unit.config.ts search-golden
// (then say in the commit which results changed, and why). Regenerated with word-by-word search (issue 44):
// every word is matched on its own anywhere in a product, all required, so nearly every result changed.
import { writeFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { createSearchIndex } from "~/lib/search/engine/search-index";
import golden from "./fixtures/search-golden.json";
import { goldenDocuments, rankingDigest, shopperQueries } from "./fixtures/search-golden-queries";

const GOLDEN_FILE = new URL("./fixtures/search-golden.json", import.meta.url);

describe("the word index's results", () => {
  test("are the golden ones for words and several words, with and without typos", () => {
    const index = createSearchIndex(goldenDocuments());
    const expected = golden as Record<string, { total: number; first: number[]; digest: string; searched: string }>;
    const queries = shopperQueries();
    expect(queries).toEqual(Object.keys(expected));
    expect(queries.filter((query) => query.includes(" ")).length).toBeGreaterThan(100);
    const results = Object.fromEntries(
      queries.map((query) => {
        const { positions, searched } = index.search(query);
        const ranked = [...positions];
        return [query, { total: ranked.length, first: ranked.slice(0, 12), digest: rankingDigest(ranked), searched }];
      }),
    );
    if (process.env.WRITE_SEARCH_GOLDEN) {
      // One query a line, so a change of the results reads as the lines of the queries it changed.
      const lines = Object.entries(results).map(
        ([query, result]) => `${JSON.stringify(query)}:${JSON.stringify(result)}`,
      );
      writeFileSync(GOLDEN_FILE, `{${lines.join(",\n")}}\n`);
    }
    for (const query of queries) expect(results[query], query).toEqual(expected[query]);
    // Most of them find something, and some are corrected.
    expect(queries.filter((query) => results[query].total > 0).length).toBeGreaterThan(250);
    expect(queries.filter((query) => results[query].searched !== query).length).toBeGreaterThan(10);
  }, 120_000);
});
