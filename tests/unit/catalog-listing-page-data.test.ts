import { describe, expect, test } from "vitest";
import { parseListingParams } from "~/lib/catalog/listing-params";
import { scopedListingHref, scopedSearchString, scopeOf } from "~/lib/catalog/listing-urls";
import { toBrowserCard, toProductCard } from "~/lib/catalog/product-cards";
import { makeProduct } from "./fixtures/catalog-fixtures";

describe("listing links", () => {
  test("on /products the category is a parameter", () => {
    const params = parseListingParams(new URLSearchParams("category=tops&topsSubCategories=Kimonos&page=3"));
    expect(scopedSearchString(params, scopeOf(null))).toBe("?category=tops&page=3&topsSubCategories=Kimonos");
    expect(scopedListingHref(scopeOf(null), params, { page: 4 })).toBe(
      "/products?category=tops&page=4&topsSubCategories=Kimonos",
    );
  });

  test("on a collection page the path carries the category and its sub-categories stay", () => {
    const params = parseListingParams(
      new URLSearchParams("category=tops&topsSubCategories=Kimonos,Tanks&sort=price_asc"),
    );
    const scope = scopeOf("tops");
    expect(scope.basePath).toBe("/collections/tops");
    expect(scopedSearchString(params, scope)).toBe("?sort=price_asc&topsSubCategories=Kimonos,Tanks");
    // Any change but the page itself goes back to page 1.
    expect(scopedListingHref(scope, { ...params, page: 2 }, { colors: ["Sage"] })).toBe(
      "/collections/tops?sort=price_asc&colors=Sage&topsSubCategories=Kimonos,Tanks",
    );
  });
});

describe("product cards", () => {
  test("carry display prices, badges and the first available variant", () => {
    const card = toProductCard(
      makeProduct({
        title: "Sage Gauze Maxi",
        tags: ["New Arrival"],
        variants: [
          { size: "S", price: 60, compareAtPrice: 80, available: false, quantity: 0 },
          { size: "M", price: 60, compareAtPrice: 80 },
        ],
      }),
    );
    expect(card).toMatchObject({
      title: "Sage Gauze Maxi",
      displayPrice: "$60.00",
      displayCompareAtPrice: "$80.00",
      percentOff: 25,
      priceAmount: "60.00",
      badges: ["sale", "new-arrival"],
      isInStock: true,
    });
    expect(card.defaultVariantId).toBe(card.variantIds[1]);
    expect(card.needsVariantChoice).toBe(true);
    // The browser's copy leaves the variant ids out: the listing route has used them for "In Cart".
    expect(toBrowserCard(card)).not.toHaveProperty("variantIds");
  });

  test("a sold-out product is out of stock, with no image when it has none", () => {
    const card = toProductCard(makeProduct({ images: [], variants: [{ available: false, quantity: 0 }] }));
    expect(card).toMatchObject({
      isInStock: false,
      stockLevel: "out",
      image: null,
      displayCompareAtPrice: null,
      percentOff: 0,
    });
  });
});
