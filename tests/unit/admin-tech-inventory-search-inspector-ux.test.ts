// The search index's explain(), the UX log's durations and success rates, and
// the wrangler.toml facts the build injects into admin > Tech inventory.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { readWranglerFacts } from "../../scripts/build-facts";
import { parseDuration, parseUxFilters, successByTask } from "~/lib/admin/ux-testing/ux-sessions";
import { createSearchIndex } from "~/lib/search/engine/search-index";
import { searchTermsOf } from "~/lib/search/engine/search-query";
import { createFuseOracle } from "../support/fuse-oracle";
import { makeProduct } from "./fixtures/catalog-fixtures";

const catalogue = [
  makeProduct({
    title: "Smocked Romper",
    productType: "Rompers",
    description: "A gauze romper for hot days.",
    tags: ["new-arrival"],
  }),
  makeProduct({
    title: "Linen Jumpsuit",
    productType: "Jumpsuits",
    description: "Wide legs, no romper here? Yes: romper-like.",
  }),
  makeProduct({ title: "Sage Maxi Dress", productType: "Maxi Dresses", description: "Flowing linen." }),
].map((product) => ({
  ...product,
  title: product.title.toLowerCase(),
  description: product.description.toLowerCase(),
  productType: product.productType.toLowerCase(),
}));

describe("search explain", () => {
  test("ranks exactly as search does, with Fuse's scores and the field and word that matched", () => {
    const index = createSearchIndex(catalogue);
    const oracle = createFuseOracle(catalogue);
    for (const query of ["rompers", "romperz", "maxi dress", "linen"]) {
      const explained = index.explain(query, 10, { asTyped: true });
      expect(
        explained.map((result) => result.position),
        query,
      ).toEqual([...index.search(query, { asTyped: true }).positions]);
      const fuse = oracle(searchTermsOf(query));
      // Fuse's score to floating-point rounding (the factors multiply in another order).
      expect(explained.length, query).toBe(fuse.length);
      explained.forEach((result, i) =>
        expect(Math.abs(result.score - fuse[i].score) / Math.max(fuse[i].score, 1e-12), query).toBeLessThan(1e-9),
      );
    }
    const [romper] = index.explain("rompers", 1);
    expect(romper.reasons).toContainEqual({ field: "productType", queryPart: "rompers", word: "rompers", errors: 0 });
    // The plural's singular, tried as a form of its own.
    expect(romper.reasons).toContainEqual({ field: "title", queryPart: "romper", word: "romper", errors: 0 });
    expect(
      index
        .explain("romperz", 5, { asTyped: true })
        .flatMap((result) => result.reasons)
        .every((reason) => reason.errors >= 1),
    ).toBe(true);
    // Corrected, the inspector explains what was searched: the catalogue's spelling.
    expect(index.explain("romperz", 1)[0].reasons.some((reason) => reason.errors === 0)).toBe(true);
    expect(index.explain("maxi dress", 5)[0].reasons).toContainEqual({
      field: "productType",
      queryPart: "maxi",
      word: "maxi",
      errors: 0,
    });
    expect(index.explain("", 5)).toEqual([]);
  });
});

describe("UX sessions", () => {
  test("reads durations as seconds or m:ss, up to two hours", () => {
    expect(parseDuration("150")).toBe(150);
    expect(parseDuration("2:30")).toBe(150);
    expect(parseDuration("120:00")).toBe(7200);
    for (const bad of ["120:01", "2:60", "soon", "-5", "1.5", ""]) expect(parseDuration(bad), bad).toBeNull();
  });

  test("counts outcomes per task, with the success share and the median time", () => {
    const rates = successByTask([
      { task: "Checkout", outcome: "success", durationSeconds: 60 },
      { task: "Checkout", outcome: "failed", durationSeconds: 200 },
      { task: "Checkout", outcome: "partial", durationSeconds: 100 },
      { task: "Checkout", outcome: "success", durationSeconds: 80 },
      { task: "Search", outcome: "success", durationSeconds: 30 },
    ]);
    expect(rates).toEqual([
      { task: "Checkout", sessions: 4, success: 2, partial: 1, failed: 1, successRate: 0.5, medianSeconds: 90 },
      { task: "Search", sessions: 1, success: 1, partial: 0, failed: 0, successRate: 1, medianSeconds: 30 },
    ]);
  });

  test("ignores unknown filter values in the URL", () => {
    expect(parseUxFilters(new URLSearchParams("device=fridge&outcome=failed&page=-2&task=%20guest%20"))).toEqual({
      task: "guest",
      device: "",
      outcome: "failed",
      page: 1,
    });
  });
});

describe("build facts", () => {
  test("reads the compatibility date, the crons and the plain variable names from wrangler.toml", () => {
    const facts = readWranglerFacts(readFileSync("wrangler.toml", "utf8"));
    expect(facts.compatibilityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(facts.crons).toContain("*/5 * * * *");
    expect(facts.plainVarNames).toContain("SHOPIFY_STOREFRONT_API_VERSION");
    expect(facts.plainVarNames).not.toContain("SESSION_SECRETS");
  });
});
