import Fuse from "fuse.js";
import { SEARCH_OPTIONS } from "../support/fuse-oracle";
import { describe, expect, test } from "vitest";
import {
  chunkSearchQuery,
  createSearchIndex,
  maxTypos,
  searchProducts,
  wholeWordTermsIn,
} from "~/lib/search/engine/search-index";
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
];

describe("listing search", () => {
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

  test("a title match ranks above a description-only match", () => {
    expect(titles(searchProducts(catalogue, "sage"))).toEqual(["Sage Linen Maxi Dress", "Velvet Midi Skirt"]);
  });

  test("finds words anywhere in a field, not only near its start", () => {
    expect(titles(searchProducts(catalogue, "trousers"))).toEqual(["High Waisted Wide Leg Pants"]);
  });

  test("the product type and tags are searched too", () => {
    expect(titles(searchProducts(catalogue, "necklaces"))).toEqual(["Maximalist Beaded Necklace"]);
    expect(titles(searchProducts(catalogue, "bestseller"))).toEqual(["Rust Kimono"]);
  });

  test("threshold 0.2: one typo in six letters is forgiven, two are not, and short words must be exact", () => {
    expect(maxTypos(4)).toBe(0);
    expect(maxTypos(5)).toBe(1);
    expect(maxTypos(10)).toBe(2);
    expect(titles(searchProducts(catalogue, "kimomo"))).toEqual(["Rust Kimono"]);
    expect(searchProducts(catalogue, "kinomo")).toEqual([]);
    expect(searchProducts(catalogue, "rist")).toEqual([]);
  });

  test("a single character is below the minimum match length", () => {
    expect(searchProducts(catalogue, "a")).toEqual([]);
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

    test("high-waisted matches with a hyphen or a space", () => {
      expect(titles(searchProducts(catalogue, "high-waisted"))).toEqual(["High Waisted Wide Leg Pants"]);
      expect(titles(searchProducts(catalogue, "high waisted"))).toEqual(["High Waisted Wide Leg Pants"]);
    });

    test("terms are recognised only as whole words of the query", () => {
      expect(wholeWordTermsIn("mini dress")).toEqual(["mini"]);
      expect(wholeWordTermsIn("minimal")).toEqual([]);
      expect(wholeWordTermsIn("low-rise crop")).toEqual(["crop", "low-rise"]);
    });
  });

  describe("pattern chunks", () => {
    test("a long query is cut at word boundaries into chunks of at most 32 characters", () => {
      const query = "embroidered peasant tiered maxi dress with fringe trim and wooden beads";
      const chunks = chunkSearchQuery(query);
      expect(chunks.every((chunk) => chunk.length <= 32)).toBe(true);
      expect(chunks.join(" ")).toBe(query);
      expect(chunks).toEqual(["embroidered peasant tiered maxi", "dress with fringe trim and", "wooden beads"]);
    });

    test("a word longer than 32 characters is cut into 32-character pieces", () => {
      expect(chunkSearchQuery("a".repeat(40))).toEqual(["a".repeat(32), "a".repeat(8)]);
    });

    test("a long query finds products matching any chunk, those matching more first", () => {
      const found = titles(searchProducts(catalogue, "silky kimono with fringe trim for festival season crochet"));
      expect(found).toContain("Rust Kimono");
      expect(found[0]).toBe("Rust Kimono");
    });
  });

  test("the word index gives Fuse's own results and order", () => {
    const documents = catalogue.map(({ title, description, productType, tags }) => ({
      title,
      description,
      productType,
      tags,
    }));
    const fuse = new Fuse(documents, SEARCH_OPTIONS);
    const index = createSearchIndex(catalogue);
    for (const query of [
      "sage",
      "linen",
      "lnen",
      "embroiderd",
      "kimono fringe",
      "relaxed linen",
      "festival crochet",
      "gold",
      "dress",
    ]) {
      expect([...index.search(query)], query).toEqual(fuse.search(query).map((r) => r.refIndex));
    }
  });

  test("a field equal to the query outranks one that only contains it, as in Fuse", () => {
    const documents = [
      { title: "Boho Rings", description: "", productType: "Rings", tags: ["boho stack"] },
      { title: "Rings", description: "", productType: "Rings", tags: ["boho"] },
    ];
    expect([...createSearchIndex(documents).search("boho")]).toEqual(
      new Fuse(documents, SEARCH_OPTIONS).search("boho").map((r) => r.refIndex),
    );
  });

  test("a repeated query is answered from the index's memory with the same result", () => {
    const index = createSearchIndex(catalogue);
    expect(index.search("Linen ")).toBe(index.search("linen"));
  });
});

describe("the substring distance", () => {
  test("counts the fewest edits to any substring, as Fuse's bitap does", async () => {
    const { createSubstringDistance } = await import("~/lib/search/engine/substring-distance");
    const maxi = createSubstringDistance("maxi dress");
    expect(maxi("a flowing maxi dress in sage")).toBe(0);
    expect(maxi("a flowing midi dress in sage")).toBe(2); // two substitutions
    expect(maxi("a flowing mini skirt")).toBeGreaterThan(2);
    const silver = createSubstringDistance("silver");
    expect(silver("sterling silvr hoops")).toBe(1); // one deletion
    expect(silver("sterling slvr hoops")).toBe(2);
    expect(createSubstringDistance("café")("le café noir")).toBe(0);
  });
});
