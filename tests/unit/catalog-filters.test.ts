import { describe, expect, test } from "vitest";
import { indexProducts } from "~/lib/catalog/catalog-index";
import { facetCounts } from "~/lib/catalog/facets";
import { filterProducts } from "~/lib/catalog/filters";
import { defaultListingParams, type ListingParams, parseListingParams } from "~/lib/catalog/listing-params";
import type { CatalogProduct } from "~/lib/catalog/types";
import { makeProduct } from "./fixtures/catalog-fixtures";

const maxiDress = makeProduct({
  title: "Maxi Dress",
  productType: "Maxi Dress",
  collectionHandles: ["dresses", "goddess"],
  variants: [
    { size: "S", color: "Sage", price: 89 },
    { size: "M", color: "Sage", price: 89, available: false },
    { size: "M", color: "Rust", price: 89 },
  ],
});
const midiDress = makeProduct({
  title: "Midi Dress",
  productType: "midi dresses",
  collectionHandles: ["dresses"],
  variants: [{ size: "10", color: "Black", price: 60, compareAtPrice: 80 }],
});
const tank = makeProduct({
  title: "Ribbed Tank",
  productType: "Tank",
  collectionHandles: ["tops"],
  variants: [{ size: "XL", color: "Off White", price: 24 }],
});
const ring = makeProduct({
  title: "Gold Ring",
  productType: "Rings",
  collectionHandles: ["jewelry", "sale"],
  variants: [{ size: "One Size", color: "Gold", price: 500, compareAtPrice: 500 }],
});
const soldOut = makeProduct({
  title: "Sold Out Kimono",
  productType: "Kimonos",
  collectionHandles: ["tops"],
  variants: [{ size: "M", color: "Pink", price: 120, available: false }],
});
const pricey = makeProduct({
  title: "Leather Bag",
  productType: "Bags",
  collectionHandles: ["bags"],
  variants: [{ price: 600, compareAtPrice: 750 }],
});

const catalogue = indexProducts([maxiDress, midiDress, tank, ring, soldOut, pricey]);

const filtered = (query: string) =>
  filterProducts(catalogue, parseListingParams(new URLSearchParams(query))).map((item) => item.title);

const withParams = (overrides: Partial<ListingParams>): ListingParams => ({ ...defaultListingParams(), ...overrides });
const only = (product: CatalogProduct, params: Partial<ListingParams>) =>
  filterProducts(indexProducts([product]), withParams(params)).length === 1;

describe("listing filters", () => {
  test("no filters keeps everything", () => {
    expect(filtered("")).toHaveLength(6);
  });

  test("category is a collection handle", () => {
    expect(filtered("category=dresses")).toEqual(["Maxi Dress", "Midi Dress"]);
    expect(filtered("category=goddess")).toEqual(["Maxi Dress"]);
  });

  test("the sale category is the sale rule, for any product, not the sale collection's membership", () => {
    expect(filtered("category=sale")).toEqual(["Midi Dress", "Leather Bag"]);
  });

  test("sub-categories match the product type, tolerant of case and plurals", () => {
    expect(filtered("category=dresses&dressesSubCategories=Maxi Dresses")).toEqual(["Maxi Dress"]);
    expect(filtered("category=dresses&dressesSubCategories=Midi Dresses")).toEqual(["Midi Dress"]);
    expect(filtered("category=dresses&dressesSubCategories=Maxi Dresses,Midi Dresses")).toEqual([
      "Maxi Dress",
      "Midi Dress",
    ]);
    expect(filtered("category=tops&topsSubCategories=Tanks")).toEqual(["Ribbed Tank"]);
  });

  test("sizes match by size group, any of the chosen groups", () => {
    expect(filtered("sizes=l")).toEqual(["Midi Dress"]);
    expect(filtered("sizes=xl,onesize")).toEqual(["Ribbed Tank", "Gold Ring"]);
  });

  test("colours match variant colour values by whole word", () => {
    expect(filtered("colors=White")).toEqual(["Ribbed Tank"]);
    expect(filtered("colors=Sage,Gold")).toEqual(["Maxi Dress", "Gold Ring"]);
  });

  test("size and colour must meet on one variant, which must be available when out-of-stock items are hidden", () => {
    expect(filtered("sizes=m&colors=Sage")).toEqual(["Maxi Dress"]);
    expect(filtered("sizes=m&colors=Sage&hideOutOfStock=true")).toEqual([]);
    expect(filtered("colors=Sage&hideOutOfStock=true")).toEqual(["Maxi Dress"]);
    expect(filtered("sizes=s&colors=Black")).toEqual([]);
    // Rust is not an offered colour, so the parameter drops it and only the size remains
    expect(filtered("sizes=s&colors=Rust")).toEqual(["Maxi Dress"]);
  });

  test("hideOutOfStock drops products with no available variant", () => {
    expect(filtered("hideOutOfStock=true")).not.toContain("Sold Out Kimono");
    expect(filtered("hideOutOfStock=true")).toHaveLength(5);
  });

  describe("price rule", () => {
    const at = (price: number) => makeProduct({ variants: [{ price }, { price: price + 100 }] });

    test("at the defaults 0-500 it does not apply, so a $600 bag stays", () => {
      expect(only(at(600), { minPrice: 0, maxPrice: 500 })).toBe(true);
    });

    test("it applies when max is below 500, on the lowest variant price, bounds included", () => {
      expect(only(at(499), { maxPrice: 499 })).toBe(true);
      expect(only(at(499.01), { maxPrice: 499 })).toBe(false);
      expect(only(at(600), { maxPrice: 499 })).toBe(false);
    });

    test("it applies when min is above 0, and then the upper bound 500 counts too", () => {
      expect(only(at(10), { minPrice: 10 })).toBe(true);
      expect(only(at(9.99), { minPrice: 10 })).toBe(false);
      expect(only(at(500), { minPrice: 10 })).toBe(true);
      expect(only(at(600), { minPrice: 10 })).toBe(false);
    });
  });
});

describe("facet counts", () => {
  const counts = (query: string) => facetCounts(catalogue, parseListingParams(new URLSearchParams(query)));

  test("with no filters every option counts the products that have it", () => {
    const facets = counts("");
    expect(facets.collections).toEqual({ sale: 2, dresses: 2, goddess: 1, tops: 2, jewelry: 1, bags: 1 });
    expect(facets.sizes).toMatchObject({ s: 1, m: 2, l: 1, xl: 1, onesize: 1, xs: 0 });
    expect(facets.colors).toEqual({ Black: 1, White: 1, Brown: 0, Beige: 0, Sage: 1, Blue: 0, Pink: 1, Gold: 1 });
    expect(facets.subCategories.dresses).toEqual({ "Maxi Dresses": 1, "Midi Dresses": 1, "Mini Dresses": 0 });
    expect(facets.subCategories.tops).toMatchObject({ Tanks: 1, Kimonos: 1 });
  });

  test("a facet ignores its own selection but applies the others", () => {
    const facets = counts("sizes=m&category=dresses");
    // Sizes still list what else the dresses come in
    expect(facets.sizes).toMatchObject({ s: 1, m: 1, l: 1 });
    // Colours count only dresses in size M
    expect(facets.colors).toMatchObject({ Sage: 1, Black: 0 });
    // Collections count size-M products in every collection
    expect(facets.collections).toMatchObject({ dresses: 1, tops: 1, sale: 0 });
  });

  test("hiding out-of-stock items counts only available variants", () => {
    const facets = counts("hideOutOfStock=true");
    expect(facets.colors).toMatchObject({ Sage: 1, Pink: 0 });
    expect(facets.sizes).toMatchObject({ m: 1, s: 1 });
    expect(facets.collections).toMatchObject({ tops: 1 });
  });
});
