// The word index against Fuse.js itself (tests/support/fuse-oracle.ts): for the relevance set's queries over
// the shop's demo catalogue and 160 generated queries over 1,200 products (typos, plurals, garment words,
// pieces of the catalogue's text), the same products with the same scores, so the same order.
import { describe, expect, test } from "vitest";
import { createSearchIndex, type SearchDocument } from "~/lib/search/engine/search-index";
import { searchTermsOf } from "~/lib/search/engine/search-query";
import { createCatalogIndex } from "~/lib/catalog/catalog-index";
import { searchDocumentOf } from "~/lib/catalog/search-documents";
import { snapshotProductOf } from "~/lib/catalog/catalog-snapshot";
import { createFuseOracle } from "../support/fuse-oracle";
import { RELEVANCE_SET, relevanceCatalog } from "../support/search-relevance";
import { goldenDocuments, shopperQueries } from "./fixtures/search-golden-queries";

/** The index's ranking and scores for a query's words as typed, and Fuse's, compared product for product. */
function expectFuseRanking(documents: readonly SearchDocument[], queries: readonly string[]) {
  const index = createSearchIndex(documents);
  const oracle = createFuseOracle(documents);
  let compared = 0;
  for (const query of queries) {
    const ours = index.explain(query, Number.MAX_SAFE_INTEGER, { asTyped: true });
    const fuse = oracle(searchTermsOf(index.search(query, { asTyped: true }).typed));
    expect(new Set(ours.map((found) => found.position)), query).toEqual(new Set(fuse.map((found) => found.position)));
    const fuseScore = new Map(fuse.map((found) => [found.position, found.score]));
    for (const found of ours)
      expect(found.score, `${query}: score of ${found.position}`).toBeCloseTo(fuseScore.get(found.position)!, 12);
    // Best first: each score at most the next (the same scores, up to the order they were multiplied in).
    for (let i = 1; i < ours.length; i += 1)
      expect(ours[i - 1].score, query).toBeLessThanOrEqual(ours[i].score * (1 + 1e-12));
    compared += ours.length;
  }
  return compared;
}

describe("the word index ranks as Fuse does", () => {
  test("for the relevance set's queries over the shop's demo catalogue, as its search documents give it", () => {
    const documents = relevanceCatalog().map((product) =>
      searchDocumentOf(
        snapshotProductOf(product),
        (handle) => handle.replace(/-/g, " "),
        (title) => String(title),
      ),
    );
    const compared = expectFuseRanking(
      documents,
      RELEVANCE_SET.map(([query]) => query),
    );
    expect(compared).toBeGreaterThan(500);
    // And the catalogue's own index searches exactly those documents.
    const catalog = createCatalogIndex(relevanceCatalog());
    const fromDocuments = createSearchIndex(documents);
    for (const [query] of RELEVANCE_SET)
      expect([...catalog.searchIndex.search(query).positions], query).toEqual([
        ...fromDocuments.search(query).positions,
      ]);
  }, 120_000);

  test("for 160 generated queries over 1,200 products, with and without typos", () => {
    // Half the golden queries: Fuse's logical search over 1,200 products is the slow part.
    expect(
      expectFuseRanking(
        goldenDocuments(),
        shopperQueries().filter((_, i) => i % 2 === 0),
      ),
    ).toBeGreaterThan(5_000);
  }, 240_000);
});
