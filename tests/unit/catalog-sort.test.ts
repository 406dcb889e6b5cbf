import { describe, expect, test } from "vitest";
import { indexProducts } from "~/lib/catalog/catalog-index";
import { type CatalogSortValue, parseSortValue, sortOptionsFor, sortProducts } from "~/lib/catalog/sort";
import { makeProduct } from "./fixtures/catalog-fixtures";

const products = indexProducts([
  makeProduct({
    id: "b",
    title: "Boho Tote",
    createdAt: "2025-03-01T00:00:00Z",
    updatedAt: "2025-03-05T00:00:00Z",
    variants: [{ price: 40 }],
  }),
  makeProduct({
    id: "a",
    title: "amber Earrings",
    createdAt: "2025-01-01T00:00:00Z",
    updatedAt: "2025-06-01T00:00:00Z",
    variants: [{ price: 90 }, { price: 15 }],
  }),
  makeProduct({
    id: "c",
    title: "Crochet Top",
    createdAt: "2025-05-01T00:00:00Z",
    updatedAt: "2025-02-01T00:00:00Z",
    variants: [{ price: 40 }],
  }),
  makeProduct({
    id: "d",
    title: "Crochet Top",
    createdAt: "2025-05-01T00:00:00Z",
    updatedAt: "2025-02-01T00:00:00Z",
    variants: [{ price: 40 }],
  }),
]);

const order = (sort: CatalogSortValue) => sortProducts(products, sort).map((item) => item.id);

describe("listing sort", () => {
  test("title: A to Z ignoring case, ties by id", () => expect(order("title")).toEqual(["a", "b", "c", "d"]));
  test("price_asc: lowest variant price first", () => expect(order("price_asc")).toEqual(["a", "b", "c", "d"]));
  test("price_desc: highest lowest-price first, ties by title then id", () =>
    expect(order("price_desc")).toEqual(["b", "c", "d", "a"]));
  test("newest: created most recently first", () => expect(order("newest")).toEqual(["c", "d", "b", "a"]));
  test("oldest: created longest ago first", () => expect(order("oldest")).toEqual(["a", "b", "c", "d"]));
  test("updated: updated most recently first", () => expect(order("updated")).toEqual(["a", "b", "c", "d"]));

  test.each(["", "relevance", "PRICE_ASC", "__proto__"])("without a search term %j falls back to updated", (value) => {
    expect(parseSortValue(value)).toBe("updated");
  });

  test.each(["", "PRICE_ASC", "__proto__"])("with a search term %j falls back to relevance", (value) => {
    expect(parseSortValue(value, "linen")).toBe("relevance");
    expect(parseSortValue("relevance", "linen")).toBe("relevance");
  });

  test("sorting leaves the input alone", () => {
    const before = products.map((item) => item.id);
    sortProducts(products, "price_desc");
    expect(products.map((item) => item.id)).toEqual(before);
  });

  test("the dropdown offers the spec's five labels in order, after Relevance while there is a search term", () => {
    const spec = [
      { value: "updated", label: "Recently Updated" },
      { value: "newest", label: "Season's Freshest" },
      { value: "oldest", label: "Timeless Pieces" },
      { value: "price_asc", label: "Price: Low to High" },
      { value: "price_desc", label: "Price: High to Low" },
    ];
    expect(sortOptionsFor("")).toEqual(spec);
    expect(sortOptionsFor("linen")).toEqual([{ value: "relevance", label: "Relevance" }, ...spec]);
  });
});
