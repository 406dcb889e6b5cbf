// The relevance set (issue 44): what a boho shopper types, with the products that must be on the first
// page of the listing it opens, over the shop's demo catalogue. The bench prints the same figures
// (tests/bench/search-relevance.ts); before word-by-word search they were 38.7 % recall and 32 of 73
// queries with no result at all.
import { describe, expect, test } from "vitest";
import { createCatalogIndex } from "~/lib/catalog/catalog-index";
import { queryListing } from "~/lib/catalog/listing";
import { parseListingParams } from "~/lib/catalog/listing-params";
import {
  FIRST_PAGE,
  listingFirstPage,
  measureRelevance,
  RELEVANCE_SET,
  relevanceCatalog,
  relevanceCollections,
} from "../support/search-relevance";

const products = relevanceCatalog();
const index = createCatalogIndex(products, relevanceCollections());
const titleOf = new Map(products.map((product) => [product.handle, product.title]));

describe("the relevance set", () => {
  const figures = measureRelevance((query) => listingFirstPage(index, query));

  test("holds at least 60 queries of one to three words, typos and plurals among them", () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
    expect(RELEVANCE_SET.filter(([query]) => query.split(" ").length >= 2).length).toBeGreaterThanOrEqual(40);
    expect(RELEVANCE_SET.filter(([query]) => query.split(" ").length === 3).length).toBeGreaterThanOrEqual(5);
    expect(RELEVANCE_SET.every(([, mustList]) => mustList.length > 0)).toBe(true);
  });

  test("no query lists nothing, and every query shows an expected product on its first page", () => {
    expect(figures.perQuery.filter((row) => row.total === 0).map((row) => row.query)).toEqual([]);
    expect(figures.perQuery.filter((row) => row.found === 0).map((row) => row.query)).toEqual([]);
    expect(figures.zeroResultShare).toBe(0);
  });

  test(`recall on the first page (${FIRST_PAGE}) is at least 95 %`, () => {
    expect(figures.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe("the searches the issue names", () => {
  const first = (query: string) => listingFirstPage(index, query).handles.map((handle) => titleOf.get(handle)!);

  test('"linen dress" lists the Juniper Linen Maxi Dress, and only dresses holding linen come first', () => {
    expect(first("linen dress")).toContain("Juniper Linen Maxi Dress");
    expect(
      first("linen dress")
        .slice(0, 8)
        .every((title) => /Linen .*Dress/.test(title)),
    ).toBe(true);
  });

  test('"floral dress" lists the floral dresses first and no jewelry', () => {
    const found = first("floral dress");
    const floralDresses = products.filter((product) => /Floral .*Dress$/.test(product.title)).length;
    expect(floralDresses).toBeGreaterThan(3);
    expect(found.slice(0, floralDresses).every((title) => /Floral .*Dress$/.test(title))).toBe(true);
    // "dress" was taken as a typo of "cross": the crosses are earrings and necklaces.
    const typeOf = new Map(products.map((product) => [product.title, product.productType]));
    expect(found.filter((title) => /Earrings|Necklaces|Bracelets|Rings/.test(typeOf.get(title)!))).toEqual([]);
  });

  test('"crochit dres" is searched as "crochet dress", and the listing says so', () => {
    const listing = queryListing(index, parseListingParams(new URLSearchParams({ q: "crochit dres" })));
    expect(listing.correctedQuery).toBe("crochet dress");
    expect(listing.total).toBeGreaterThan(0);
    expect(listing.showingText).toMatch(/ for "crochet dress"$/);
    const asTyped = queryListing(
      index,
      parseListingParams(new URLSearchParams({ q: "crochit dres", asTyped: "true" })),
    );
    expect(asTyped.correctedQuery).toBeNull();
  });

  for (const query of ["lace dress", "boho dress", "silver earrings", "crochet dress"])
    test(`"${query}" finds products`, () => expect(listingFirstPage(index, query).total).toBeGreaterThan(0));
});
