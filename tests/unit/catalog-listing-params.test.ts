import { describe, expect, test } from "vitest";
import {
  applyListingOverrides,
  defaultListingParams,
  hasActiveFilters,
  listingHref,
  parseListingParams,
  serializeListingParams,
} from "~/lib/catalog/listing-params";

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe("listing parameters", () => {
  test("a bare URL gives the defaults: sort updated, page 1, price 0 to 500", () => {
    expect(parse("")).toEqual(defaultListingParams());
    expect(parse("")).toMatchObject({ sort: "updated", page: 1, minPrice: 0, maxPrice: 500, q: "", category: "" });
  });

  test("reads every parameter of the spec", () => {
    const params = parse(
      "q=maxi&category=dresses&sort=price_asc&page=3&minPrice=20&maxPrice=120&sizes=m,xl&colors=Sage,Black&dressesSubCategories=Maxi Dresses,Midi Dresses&hideOutOfStock=true",
    );
    expect(params).toEqual({
      q: "maxi",
      asTyped: false,
      category: "dresses",
      sort: "price_asc",
      page: 3,
      minPrice: 20,
      maxPrice: 120,
      sizes: ["m", "xl"],
      colors: ["Black", "Sage"],
      subCategories: { tops: [], dresses: ["Maxi Dresses", "Midi Dresses"], bottoms: [], jewelry: [] },
      hideOutOfStock: true,
    });
  });

  test("defaults are omitted when serialised, and the order is fixed", () => {
    expect(serializeListingParams(defaultListingParams()).toString()).toBe("");
    const params = {
      ...defaultListingParams(),
      hideOutOfStock: true,
      colors: ["Sage" as const],
      q: "boho",
      sort: "relevance" as const,
      page: 2,
    };
    expect([...serializeListingParams(params).keys()]).toEqual(["q", "page", "colors", "hideOutOfStock"]);
    expect(
      serializeListingParams({
        ...defaultListingParams(),
        sort: "updated",
        page: 1,
        minPrice: 0,
        maxPrice: 500,
      }).toString(),
    ).toBe("");
  });

  test("round-trips through the URL", () => {
    const query =
      "q=linen&category=tops&sort=newest&page=2&minPrice=10&maxPrice=90&sizes=s,m&colors=White&topsSubCategories=Blouses,T-Shirts&hideOutOfStock=true";
    const params = parse(query);
    expect(parse(serializeListingParams(params).toString())).toEqual(params);
  });

  test.each([
    "page=abc",
    "page=-3",
    "page=0",
    "page=1.5",
    "page=99999999999999999999",
    "page=NaN",
    "page=Infinity",
    "minPrice=abc",
    "minPrice=-5",
    "maxPrice=1e309",
    "maxPrice=NaN",
    "sort=random",
    "sort=",
    "category=<script>",
    "sizes=,,,",
    "colors=%00",
    "q=%FF%FE",
    "hideOutOfStock=yes",
    "page=1&page=abc",
    "&&&==&",
    "q",
  ])("garbage %j never throws and falls back to defaults", (query) => {
    expect(() => parse(query)).not.toThrow();
    const params = parse(query);
    expect(params.page).toBe(1);
    // The default order: relevance while there is a search term (the garbage q), updated without one.
    expect(params.sort).toBe(params.q ? "relevance" : "updated");
    expect(params.minPrice).toBe(0);
    expect(params.maxPrice).toBe(500);
    expect(params.category).toBe("");
  });

  test("unknown sizes, colours and sub-categories are dropped; known ones are deduplicated in sidebar order", () => {
    const params = parse(
      "category=bottoms&sizes=xl,huge,M,xs,m&colors=rust,sage,SAGE,gold&bottomsSubCategories=jeans,Spaceship,Wide Leg",
    );
    expect(params.sizes).toEqual(["xs", "m", "xl"]);
    expect(params.colors).toEqual(["Sage", "Gold"]);
    expect(params.subCategories.bottoms).toEqual(["Jeans", "Wide Leg"]);
  });

  test("repeated list parameters are merged; a repeated single value keeps the first", () => {
    const params = parse("sizes=s&sizes=l&q=first&q=second");
    expect(params.sizes).toEqual(["s", "l"]);
    expect(params.q).toBe("first");
  });

  test("prices outside 0-500 fall back; a reversed range is swapped; decimals round to the slider's integers", () => {
    expect(parse("minPrice=600")).toMatchObject({ minPrice: 0, maxPrice: 500 });
    expect(parse("maxPrice=800")).toMatchObject({ minPrice: 0, maxPrice: 500 });
    expect(parse("minPrice=200&maxPrice=50")).toMatchObject({ minPrice: 50, maxPrice: 200 });
    expect(parse("minPrice=9.6&maxPrice=99.4")).toMatchObject({ minPrice: 10, maxPrice: 99 });
  });

  test("the search is trimmed and capped at 100 characters", () => {
    expect(parse("q=%20%20maxi%20dress%20%20").q).toBe("maxi dress");
    expect(parse(`q=${"a".repeat(150)}`).q).toHaveLength(100);
  });

  test("sub-categories are only kept for the group that is the category", () => {
    expect(parse("category=tops&dressesSubCategories=Maxi Dresses&topsSubCategories=Tanks").subCategories).toEqual({
      tops: ["Tanks"],
      dresses: [],
      bottoms: [],
      jewelry: [],
    });
    expect(parse("dressesSubCategories=Maxi Dresses").subCategories.dresses).toEqual([]);
  });

  test("relevance is the default while there is a search term, and omitted from the URL then", () => {
    expect(parse("q=linen").sort).toBe("relevance");
    expect(parse("q=linen&sort=").sort).toBe("relevance");
    expect(parse("q=linen&sort=bogus").sort).toBe("relevance");
    expect(serializeListingParams(parse("q=linen&sort=relevance")).toString()).toBe("q=linen");
    // Another order chosen while searching is kept, "updated" included (the default only without a term).
    expect(parse("q=linen&sort=updated").sort).toBe("updated");
    expect(serializeListingParams(parse("q=linen&sort=updated")).toString()).toBe("q=linen&sort=updated");
    // Without a term there is no relevance: the spec's default, omitted.
    expect(parse("sort=relevance").sort).toBe("updated");
    expect(serializeListingParams(parse("sort=relevance")).toString()).toBe("");
  });

  test("a new search term gets its own default order and the catalogue's spelling", () => {
    const sorted = parse("q=linen&sort=price_asc");
    expect(applyListingOverrides(sorted, { q: "lace" }).sort).toBe("price_asc");
    expect(applyListingOverrides(parse(""), { q: "lace" }).sort).toBe("relevance");
    expect(applyListingOverrides(parse("q=lace"), { q: "" }).sort).toBe("updated");
    expect(applyListingOverrides(parse("q=crochit&asTyped=true"), { q: "lace" }).asTyped).toBe(false);
    expect(applyListingOverrides(parse("q=crochit&asTyped=true"), { page: 2 }).asTyped).toBe(true);
  });

  test("asTyped holds for the term it was given with: the form's hidden field names its term", () => {
    expect(parse("q=crochit+dres&asTyped=true").asTyped).toBe(true);
    expect(parse("q=crochit+dres&asTyped=crochit+dres").asTyped).toBe(true);
    // The shopper typed a new term in the same form: spelt as the catalogue spells it again.
    expect(parse("q=linen&asTyped=crochit+dres").asTyped).toBe(false);
    expect(parse("asTyped=true").asTyped).toBe(false);
    expect(serializeListingParams(parse("q=crochit&asTyped=crochit")).toString()).toBe("q=crochit&asTyped=true");
  });

  test("the title sort is accepted although the dropdown does not offer it", () => {
    expect(parse("sort=title").sort).toBe("title");
  });

  describe("links", () => {
    const current = parse("category=dresses&dressesSubCategories=Maxi Dresses&page=4&colors=Sage");

    test("changing category resets the page and clears the old group's sub-categories", () => {
      expect(listingHref("/products", current, { category: "tops" })).toBe("/products?category=tops&colors=Sage");
    });

    test("changing any filter starts again at page 1; changing the page keeps the filters", () => {
      expect(listingHref("/products", current, { sizes: ["m"] })).toBe(
        "/products?category=dresses&sizes=m&colors=Sage&dressesSubCategories=Maxi+Dresses",
      );
      expect(listingHref("/products", current, { page: 5 })).toBe(
        "/products?category=dresses&page=5&colors=Sage&dressesSubCategories=Maxi+Dresses",
      );
    });

    test("list commas stay readable", () => {
      expect(listingHref("/products", defaultListingParams(), { colors: ["Sage", "Pink"] })).toBe(
        "/products?colors=Sage,Pink",
      );
    });

    test("Clear All Filters is the bare listing", () => {
      expect(listingHref("/products", defaultListingParams())).toBe("/products");
    });

    test("Clear All Filters shows for a search, collection, size, colour or stock filter", () => {
      expect(hasActiveFilters(defaultListingParams())).toBe(false);
      expect(hasActiveFilters(parse("q=boho"))).toBe(true);
      expect(hasActiveFilters(parse("category=sale"))).toBe(true);
      expect(hasActiveFilters(parse("sizes=m"))).toBe(true);
      expect(hasActiveFilters(parse("colors=Pink"))).toBe(true);
      expect(hasActiveFilters(parse("hideOutOfStock=true"))).toBe(true);
      expect(hasActiveFilters(parse("sort=price_asc&page=2&maxPrice=100"))).toBe(false);
    });
  });
});
