// What a product gives the search: besides its title, description, type and tags, the collections it is in
// and its colour and size values, searched as tags, in the index the job stores and the one an isolate builds.
import { describe, expect, test } from "vitest";
import { createCatalogIndex } from "~/lib/catalog/catalog-index";
import { snapshotProductOf } from "~/lib/catalog/catalog-snapshot";
import { collectionTitlesOf, searchDocumentOf } from "~/lib/catalog/search-documents";
import { makeProduct } from "./fixtures/catalog-fixtures";

const tunic = makeProduct({
  title: "Harvest Tunic",
  productType: "Tops",
  description: "An easy layer.",
  tags: ["Boho"],
  collectionHandles: ["one-pieces", "chrome-hearts", "unknown-shelf"],
  variants: [
    { size: "XS", color: "Terracotta" },
    { size: "M", color: "Terracotta" },
  ],
});
const collections = [
  { handle: "one-pieces", title: "One Pieces" },
  { handle: "chrome-hearts", title: "Chrome Hearts" },
];

describe("a product's search document", () => {
  test("holds its collections' titles and its option values as tags, in lower case", () => {
    const document = searchDocumentOf(snapshotProductOf(tunic), collectionTitlesOf(collections), String);
    expect(document).toEqual({
      title: "harvest tunic",
      description: "an easy layer.",
      productType: "tops",
      tags: ["boho", "all-in-ones, one pieces, chrome hearts, unknown shelf", "xs, terracotta, m"],
    });
  });

  test("a database product's single variant names no option", () => {
    const single = makeProduct({ title: "Candle", variants: [{}] });
    expect(searchDocumentOf(snapshotProductOf(single), collectionTitlesOf([]), String).tags).toEqual([]);
  });

  test("so a colour, a size or a collection finds the product although its text never names them", () => {
    const index = createCatalogIndex([tunic, makeProduct({ title: "Plain Tee", productType: "Tops" })], collections);
    for (const query of ["terracotta tunic", "chrome hearts", "all in ones", "harvest xs"])
      expect([...index.searchIndex.search(query).positions], query).toEqual([0]);
  });
});
