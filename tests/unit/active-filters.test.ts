import { describe, expect, it } from "vitest";
import { activeFilters, showProductsLabel } from "~/lib/catalog/active-filters";
import { parseListingParams } from "~/lib/catalog/listing-params";
import { scopeOf } from "~/lib/catalog/listing-urls";

const titles = (handle: string) => ({ dresses: "Dresses", tops: "Tops" })[handle] ?? handle;
const params = (query: string) => parseListingParams(new URLSearchParams(query));

describe("active filters", () => {
  it("lists each filter in the sidebar's order with a link that removes only it, keeping the search and the sort", () => {
    const filters = activeFilters(
      params(
        "q=maxi&sort=price_desc&page=3&category=dresses&dressesSubCategories=Maxi Dresses,Midi Dresses&sizes=m,xs&colors=Sage,Beige&minPrice=20&maxPrice=200&hideOutOfStock=true",
      ),
      scopeOf(null),
      titles,
    );
    expect(filters.map((filter) => [filter.label, filter.removeHref])).toEqual([
      // A collection's sub-categories go with it.
      [
        "Dresses",
        "/products?q=maxi&sort=price_desc&minPrice=20&maxPrice=200&sizes=xs,m&colors=Beige,Sage&hideOutOfStock=true",
      ],
      [
        "Maxi Dresses",
        "/products?q=maxi&category=dresses&sort=price_desc&minPrice=20&maxPrice=200&sizes=xs,m&colors=Beige,Sage&dressesSubCategories=Midi+Dresses&hideOutOfStock=true",
      ],
      [
        "Midi Dresses",
        "/products?q=maxi&category=dresses&sort=price_desc&minPrice=20&maxPrice=200&sizes=xs,m&colors=Beige,Sage&dressesSubCategories=Maxi+Dresses&hideOutOfStock=true",
      ],
      [
        "Size XS",
        "/products?q=maxi&category=dresses&sort=price_desc&minPrice=20&maxPrice=200&sizes=m&colors=Beige,Sage&dressesSubCategories=Maxi+Dresses,Midi+Dresses&hideOutOfStock=true",
      ],
      [
        "Size M",
        "/products?q=maxi&category=dresses&sort=price_desc&minPrice=20&maxPrice=200&sizes=xs&colors=Beige,Sage&dressesSubCategories=Maxi+Dresses,Midi+Dresses&hideOutOfStock=true",
      ],
      [
        "Beige",
        "/products?q=maxi&category=dresses&sort=price_desc&minPrice=20&maxPrice=200&sizes=xs,m&colors=Sage&dressesSubCategories=Maxi+Dresses,Midi+Dresses&hideOutOfStock=true",
      ],
      [
        "Sage",
        "/products?q=maxi&category=dresses&sort=price_desc&minPrice=20&maxPrice=200&sizes=xs,m&colors=Beige&dressesSubCategories=Maxi+Dresses,Midi+Dresses&hideOutOfStock=true",
      ],
      [
        "$20-$200",
        "/products?q=maxi&category=dresses&sort=price_desc&sizes=xs,m&colors=Beige,Sage&dressesSubCategories=Maxi+Dresses,Midi+Dresses&hideOutOfStock=true",
      ],
      [
        "In stock only",
        "/products?q=maxi&category=dresses&sort=price_desc&minPrice=20&maxPrice=200&sizes=xs,m&colors=Beige,Sage&dressesSubCategories=Maxi+Dresses,Midi+Dresses",
      ],
    ]);
  });

  it("names a price bound by the side that is set", () => {
    expect(activeFilters(params("maxPrice=120"), scopeOf(null), titles).map((f) => f.label)).toEqual(["Up to $120"]);
    expect(activeFilters(params("minPrice=40"), scopeOf(null), titles).map((f) => f.label)).toEqual(["From $40"]);
  });

  it("on a collection page leaves the collection out: it is the page, not a filter", () => {
    const filters = activeFilters(params("category=dresses&colors=Sage"), scopeOf("dresses"), titles);
    expect(filters.map((filter) => [filter.label, filter.removeHref])).toEqual([["Sage", "/collections/dresses"]]);
  });

  it("has nothing for a bare listing or a search alone", () => {
    expect(activeFilters(params(""), scopeOf(null), titles)).toEqual([]);
    expect(activeFilters(params("q=linen&sort=title"), scopeOf(null), titles)).toEqual([]);
  });

  it("says Show N products, one product in the singular", () => {
    expect(showProductsLabel(46)).toBe("Show 46 products");
    expect(showProductsLabel(1)).toBe("Show 1 product");
    expect(showProductsLabel(0)).toBe("Show 0 products");
  });
});
