import { describe, expect, test, vi } from "vitest";
import { createCatalogIndex } from "~/lib/catalog/catalog-index";
import { queryListing } from "~/lib/catalog/listing";
import { parseListingParams } from "~/lib/catalog/listing-params";
import { makeProduct } from "./fixtures/catalog-fixtures";

const products = Array.from({ length: 60 }, (_, i) =>
  makeProduct({
    title: i % 3 === 0 ? `Linen Maxi Dress ${i}` : `Crochet Top ${i}`,
    productType: i % 3 === 0 ? "Maxi Dresses" : "Tanks",
    collectionHandles: i % 3 === 0 ? ["dresses"] : ["tops"],
    updatedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    variants: [{ size: i % 2 ? "M" : "L", color: "Sage", price: 10 + i }],
  }),
);
const catalog = createCatalogIndex(products);
const query = (q: string) => queryListing(catalog, parseListingParams(new URLSearchParams(q)));

describe("listing query", () => {
  test("returns one page of 24, most recently updated first, with totals and the footer line", () => {
    const result = query("");
    expect(result.products).toHaveLength(24);
    expect(result.products[0].title).toBe("Crochet Top 59");
    expect(result).toMatchObject({
      total: 60,
      page: 1,
      pageCount: 3,
      pageWindow: [1, 2, 3],
      showingText: "Showing 1-24 of 60 products",
    });
  });

  test("a page beyond the last resets to 1", () => {
    const result = query("page=9");
    expect(result.page).toBe(1);
    expect(result.params.page).toBe(1);
    expect(result.products[0].title).toBe("Crochet Top 59");
  });

  test("search, then filters, then page; facets follow the search", () => {
    const result = query("q=maxi&sizes=m");
    expect(result.total).toBe(10);
    expect(result.products.every((p) => p.title.startsWith("Linen Maxi Dress"))).toBe(true);
    expect(result.showingText).toBe('Showing 1-10 of 10 products for "maxi"');
    expect(result.facets.sizes).toMatchObject({ m: 10, l: 10 });
    expect(result.facets.collections).toMatchObject({ dresses: 10 });
  });

  test("a search keeps relevance order under the default sort, and an explicit sort reorders it", () => {
    const relevance = query("q=maxi").products.map((p) => p.title);
    expect(relevance[0]).toBe("Linen Maxi Dress 0");
    const priciestFirst = query("q=maxi&sort=price_desc").products.map((p) => p.title);
    expect(priciestFirst[0]).toBe("Linen Maxi Dress 57");
  });

  test("no search query, no Fuse index", () => {
    const fresh = createCatalogIndex(products);
    const spy = vi.spyOn(fresh, "searchIndex", "get");
    queryListing(fresh, parseListingParams(new URLSearchParams("sort=price_asc&colors=Sage")));
    expect(spy).not.toHaveBeenCalled();
  });

  test("every sort gives the same set as the filters", () => {
    for (const sort of ["title", "price_asc", "price_desc", "newest", "oldest", "updated"]) {
      expect(query(`category=tops&sort=${sort}`).total).toBe(40);
    }
  });
});
