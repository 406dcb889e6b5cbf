// The shop's search, word by word: every word of the query matched on its own anywhere in a product and
// all required, Fuse's scoring with the spec's weights, threshold and minimum match length, whole-word
// garment words, plurals, pattern pieces of at most 32 characters, and corrections toward the catalogue's
// words that find products. Fuse itself checks the rankings in search-oracle.test.ts.
import { describe, expect, test } from "vitest";
import { createSearchIndex, searchProducts } from "~/lib/search/engine/search-index";
import { formsOf, maxTypos, searchTermsOf, wholeWordTermsIn } from "~/lib/search/engine/search-query";
import { createFuseOracle, SEARCH_OPTIONS } from "../support/fuse-oracle";
import { makeProduct } from "./fixtures/catalog-fixtures";

const titles = (products: { title: string }[]) => products.map((p) => p.title);

const catalogue = [
  makeProduct({
    title: "Sage Linen Maxi Dress",
    productType: "Maxi Dresses",
    description: "Flowing linen for slow summer days.",
    tags: ["new-arrival"],
  }),
  makeProduct({ title: "Minimalist Gold Ring", productType: "Rings", description: "A minimal band in brushed gold." }),
  makeProduct({
    title: "Embroidered Mini Dress",
    productType: "Mini Dresses",
    description: "Hand embroidered cotton.",
  }),
  makeProduct({ title: "Cropped Cardigan", productType: "Cardigans", description: "A cropped knit in cream." }),
  makeProduct({ title: "Crochet Crop Top", productType: "Tanks", description: "Festival ready crochet." }),
  makeProduct({
    title: "High Waisted Wide Leg Pants",
    productType: "Wide Leg",
    description: "Relaxed linen trousers.",
  }),
  makeProduct({ title: "Maximalist Beaded Necklace", productType: "Necklaces", description: "Layers of glass beads." }),
  makeProduct({
    title: "Rust Kimono",
    productType: "Kimonos",
    description: "Silky kimono with fringe trim.",
    tags: ["bestseller"],
  }),
  makeProduct({
    title: "Velvet Midi Skirt",
    productType: "Midi Skirts",
    description: "Deep green velvet with a sage sheen.",
  }),
  makeProduct({
    title: "Floral Cross Earrings",
    productType: "Earrings",
    description: "Sterling silver crosses with a floral edge.",
  }),
];

describe("the shop's search", () => {
  test("uses the spec's keys, weights, threshold and minimum match length", () => {
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: "title", weight: 0.4 },
      { name: "description", weight: 0.2 },
      { name: "productType", weight: 0.3 },
      { name: "tags", weight: 0.1 },
    ]);
    expect(SEARCH_OPTIONS.threshold).toBe(0.2);
    expect(SEARCH_OPTIONS.minMatchCharLength).toBe(2);
  });

  test("an empty or blank query returns every product in catalogue order", () => {
    expect(searchProducts(catalogue, "")).toEqual(catalogue);
    expect(searchProducts(catalogue, "   ")).toEqual(catalogue);
  });

  test("each word is found on its own anywhere in the product, and every word is required", () => {
    // "linen" in the title and "summer" in the description; "linen trousers" only in a description.
    expect(titles(searchProducts(catalogue, "summer linen"))).toEqual(["Sage Linen Maxi Dress"]);
    expect(titles(searchProducts(catalogue, "trousers relaxed"))).toEqual(["High Waisted Wide Leg Pants"]);
    expect(titles(searchProducts(catalogue, "linen"))).toEqual([
      "Sage Linen Maxi Dress",
      "High Waisted Wide Leg Pants",
    ]);
    // A word no product holds empties the result, whatever the others find.
    expect(searchProducts(catalogue, "linen kimono")).toEqual([]);
  });

  test("a floral dress is a dress: a word is no typo of another that it is not within the threshold", () => {
    // "dress" is five letters, one typo: "cross" is two away, so the earrings are not a floral dress.
    expect(searchProducts(catalogue, "floral dress")).toEqual([]);
    expect(titles(searchProducts(catalogue, "floral earrings"))).toEqual(["Floral Cross Earrings"]);
  });

  test("a title match ranks above a description-only match", () => {
    expect(titles(searchProducts(catalogue, "sage"))).toEqual(["Sage Linen Maxi Dress", "Velvet Midi Skirt"]);
  });

  test("the product type and tags are searched too", () => {
    expect(titles(searchProducts(catalogue, "necklaces"))).toEqual(["Maximalist Beaded Necklace"]);
    expect(titles(searchProducts(catalogue, "bestseller"))).toEqual(["Rust Kimono"]);
  });

  test("a plural also finds its singular, which is too far from it for the typo allowance", () => {
    expect(formsOf("dresses")).toEqual(["dresses", "dress", "dresse"]);
    expect(formsOf("blouses")).toEqual(["blouses", "blous", "blouse"]);
    expect(formsOf("accessories")).toEqual(["accessories", "accessory"]);
    expect(formsOf("shoes")).toEqual(["shoes", "shoe"]);
    expect(formsOf("dress")).toEqual(["dress"]);
    const shop = [makeProduct({ title: "Gauze Dress", productType: "Clothing", description: "" })];
    expect(titles(searchProducts(shop, "gauze dresses"))).toEqual(["Gauze Dress"]);
  });

  test("threshold 0.2: one typo in five letters is forgiven, two are not, and short words must be exact", () => {
    expect(maxTypos(4)).toBe(0);
    expect(maxTypos(5)).toBe(1);
    expect(maxTypos(10)).toBe(2);
    // As typed: the corrections below would otherwise spell these as the catalogue does.
    const asTyped = (query: string) =>
      titles(Array.from(createSearchIndex(catalogue).search(query, { asTyped: true }).positions, (p) => catalogue[p]));
    expect(asTyped("kimomo")).toEqual(["Rust Kimono"]);
    expect(asTyped("kinomo")).toEqual([]);
    expect(asTyped("rist")).toEqual([]);
  });

  test("a single character is below the minimum match length, and joining words are left out", () => {
    expect(searchProducts(catalogue, "a")).toEqual([]);
    expect(searchTermsOf("kimono with a fringe").map((term) => term.text)).toEqual(["kimono", "fringe"]);
    expect(titles(searchProducts(catalogue, "kimono with fringe"))).toEqual(["Rust Kimono"]);
    // A query of joining words alone is searched as it is.
    expect(searchTermsOf("with").map((term) => term.text)).toEqual(["with"]);
  });

  describe("whole-word garment terms", () => {
    test("mini does not match minimal or minimalist", () => {
      expect(titles(searchProducts(catalogue, "mini"))).toEqual(["Embroidered Mini Dress"]);
    });

    test("maxi does not match maximalist", () => {
      expect(titles(searchProducts(catalogue, "maxi"))).toEqual(["Sage Linen Maxi Dress"]);
    });

    test("crop does not match cropped", () => {
      expect(titles(searchProducts(catalogue, "crop"))).toEqual(["Crochet Crop Top"]);
    });

    test("midi matches only the whole word", () => {
      expect(titles(searchProducts(catalogue, "midi"))).toEqual(["Velvet Midi Skirt"]);
    });

    test("high-waisted matches with a hyphen, a space or nothing between its words", () => {
      expect(titles(searchProducts(catalogue, "high-waisted"))).toEqual(["High Waisted Wide Leg Pants"]);
      expect(titles(searchProducts(catalogue, "high waisted pants"))).toEqual(["High Waisted Wide Leg Pants"]);
      expect(titles(searchProducts(catalogue, "highwaisted"))).toEqual(["High Waisted Wide Leg Pants"]);
    });

    test("terms are recognised only as whole words of the query", () => {
      expect(wholeWordTermsIn("mini dress")).toEqual(["mini"]);
      expect(wholeWordTermsIn("minimal")).toEqual([]);
      expect(wholeWordTermsIn("low-rise crop")).toEqual(["crop", "low-rise"]);
      expect(searchTermsOf("low rise crop top").map((term) => [term.text, term.wholeWord])).toEqual([
        ["low-rise", true],
        ["crop", true],
        ["top", false],
      ]);
    });
  });

  describe("pattern pieces", () => {
    test("a word longer than 32 characters is searched as pieces of at most 32, each required", () => {
      expect(searchTermsOf("a".repeat(40)).map((term) => term.text)).toEqual(["a".repeat(32), "a".repeat(8)]);
      expect(searchTermsOf(`${"b".repeat(33)} dress`).map((term) => term.text)).toEqual(["b".repeat(32), "dress"]);
    });

    test("a long query of many words needs every word, so a description is what finds it", () => {
      const found = titles(searchProducts(catalogue, "silky kimono with fringe trim"));
      expect(found).toEqual(["Rust Kimono"]);
      expect(searchProducts(catalogue, "silky kimono with fringe trim for festival season")).toEqual([]);
    });
  });

  test("the word index gives Fuse's own results and order", () => {
    const index = createSearchIndex(catalogue);
    const oracle = createFuseOracle(catalogue);
    for (const query of [
      "sage",
      "linen",
      "lnen",
      "embroiderd",
      "kimono fringe",
      "relaxed linen",
      "gold",
      "dress",
      "mini dresses",
    ]) {
      const terms = searchTermsOf(query);
      expect([...index.search(query, { asTyped: true }).positions], query).toEqual(
        oracle(terms).map((r) => r.position),
      );
    }
  });

  test("a field equal to the query outranks one that only contains it, as in Fuse", () => {
    const documents = [
      { title: "Boho Rings", description: "", productType: "Rings", tags: ["boho stack"] },
      { title: "Rings", description: "", productType: "Rings", tags: ["boho"] },
    ];
    expect([...createSearchIndex(documents).search("boho").positions]).toEqual([1, 0]);
    expect([...createSearchIndex(documents).search("boho").positions]).toEqual(
      createFuseOracle(documents)(searchTermsOf("boho")).map((r) => r.position),
    );
  });

  test("a repeated query is answered from the index's memory with the same result", () => {
    const index = createSearchIndex(catalogue);
    expect(index.search("Linen ")).toBe(index.search("linen"));
  });
});

describe("corrections toward the catalogue's words", () => {
  const index = createSearchIndex(catalogue);

  test("a word typed with a typo is searched as the catalogue spells it, and says so", () => {
    const outcome = index.search("crochit  Tpo");
    expect(outcome).toMatchObject({ typed: "crochit tpo", searched: "crochet top", corrected: true });
    expect(titles(Array.from(outcome.positions, (p) => catalogue[p]))).toEqual(["Crochet Crop Top"]);
  });

  test("a word that finds nothing within its typos becomes the nearest catalogue word", () => {
    // "kinomo" is two edits from "kimono" (too many for six letters) but one swap.
    expect(index.search("kinomo")).toMatchObject({ searched: "kimono", corrected: true });
    expect(index.search("kinomo").positions.length).toBe(1);
  });

  test("words the catalogue holds, plurals and garment terms are never corrected", () => {
    for (const query of ["linen", "kimonos", "maxi", "high waisted", "sage linen"])
      expect(index.search(query).corrected, query).toBe(false);
  });

  test("a correction that would find nothing is not offered: the words as typed are searched", () => {
    // "lnen" corrects to "linen", and "kimono" holds no linen: the typed words find nothing either way.
    expect(index.search("lnen kimono")).toMatchObject({ searched: "lnen kimono", corrected: false });
    expect(index.search("lnen kimono").positions.length).toBe(0);
  });

  test("as typed, no correction is made", () => {
    expect(index.search("crochit tpo", { asTyped: true })).toMatchObject({ searched: "crochit tpo", corrected: false });
  });
});
