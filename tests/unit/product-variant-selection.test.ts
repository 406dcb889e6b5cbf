import { describe, expect, it } from "vitest";
import type { CatalogVariant } from "../../app/lib/catalog/types";
import {
  chooseOptionsMessage,
  chosenOptionsOf,
  isOptionValueAvailable,
  missingOptionsOf,
  optionSearch,
  optionsOf,
  quantityParamOf,
  selectVariant,
} from "../../app/lib/product/variant-selection";
import { choiceFromListingFilters } from "../../app/lib/product/listing-choice";
import {
  shownRecentlyViewed,
  withViewed,
  parseRecentlyViewed,
  type RecentlyViewedEntry,
} from "../../app/lib/product/recently-viewed";
import { offerOf } from "../../app/lib/product/product-page";

function v(
  id: number,
  size: string,
  color: string,
  available = true,
  quantity: number | null = 10,
  price = "40.00",
  compareAt: string | null = null,
): CatalogVariant {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    title: `${size} / ${color}`,
    availableForSale: available,
    quantityAvailable: quantity,
    price: { amount: price, currencyCode: "USD" },
    compareAtPrice: compareAt ? { amount: compareAt, currencyCode: "USD" } : null,
    selectedOptions: [
      { name: "Size", value: size },
      { name: "Color", value: color },
    ],
    image: null,
  };
}

const product = {
  options: [
    { name: "Size", values: ["S", "M"] },
    { name: "Color", values: ["Sage", "Rose"] },
  ],
  variants: [v(1, "S", "Sage", false, 0), v(2, "S", "Rose"), v(3, "M", "Sage", true, 2), v(4, "M", "Rose")],
};

describe("variant selection from URL parameters", () => {
  it("picks the variant matching every option in the URL", () => {
    expect(selectVariant(product, new URLSearchParams("Size=M&Color=Sage"))?.id).toBe("gid://shopify/ProductVariant/3");
    expect(selectVariant(product, new URLSearchParams("Size=S&Color=Sage"))?.id).toBe("gid://shopify/ProductVariant/1");
  });

  it("chooses nothing for the shopper: no variant until every option with a choice is chosen", () => {
    expect(selectVariant(product, new URLSearchParams(""))).toBeNull();
    expect(selectVariant(product, new URLSearchParams("Size=XXL&Flavor=mint"))).toBeNull();
    expect(selectVariant(product, new URLSearchParams("Color=Sage"))).toBeNull();
    expect(chosenOptionsOf(product, new URLSearchParams("Color=Sage&Size=XXL"))).toEqual({ Color: "Sage" });
    expect(missingOptionsOf(product.options, { Color: "Sage" })).toEqual(["Size"]);
    expect(missingOptionsOf(product.options, {})).toEqual(["Size", "Color"]);
  });

  it("takes an option with one value as chosen, and a product with one variant needs no choice", () => {
    const oneColour = { variants: [v(1, "S", "Sage"), v(2, "M", "Sage")] };
    expect(chosenOptionsOf(oneColour, new URLSearchParams(""))).toEqual({ Color: "Sage" });
    expect(selectVariant(oneColour, new URLSearchParams("Size=M"))?.id).toBe("gid://shopify/ProductVariant/2");
    expect(selectVariant({ variants: [v(7, "One Size", "Natural")] }, new URLSearchParams(""))?.id).toBe(
      "gid://shopify/ProductVariant/7",
    );
  });

  it("asks for what is missing in a shopper's words", () => {
    expect(chooseOptionsMessage(["Size"])).toBe("Choose a size");
    expect(chooseOptionsMessage(["Color"])).toBe("Choose a color");
    expect(chooseOptionsMessage(["Size", "Color"])).toBe("Choose a size and a color");
    expect(chooseOptionsMessage(["Inseam"])).toBe("Choose an inseam");
  });

  it("builds shareable option links that keep the rest of the choice and the quantity", () => {
    expect(optionSearch({ Size: "S" }, "Color", "Sage")).toBe("?Size=S&Color=Sage");
    expect(optionSearch({}, "Size", "M", 3)).toBe("?Size=M&quantity=3");
    expect(optionSearch({ Size: "S" }, "Size", "M", 1)).toBe("?Size=M");
    expect(quantityParamOf(new URLSearchParams("quantity=3"), 10)).toBe(3);
    expect(quantityParamOf(new URLSearchParams("quantity=30"), 10)).toBe(10);
    expect(quantityParamOf(new URLSearchParams("quantity=-2"), 10)).toBe(1);
    expect(quantityParamOf(new URLSearchParams("quantity=abc"), 10)).toBe(1);
  });

  it("knows which values can be bought with the choice so far", () => {
    expect(isOptionValueAvailable(product, { Size: "S" }, "Color", "Sage")).toBe(false);
    expect(isOptionValueAvailable(product, { Size: "S" }, "Size", "M")).toBe(true);
    expect(isOptionValueAvailable(product, {}, "Color", "Sage")).toBe(true);
  });

  it("starts quick view on the one size (or colour) a listing is filtered to, and on nothing else", () => {
    const options = [
      { name: "Size", values: ["XS", "S", "M", "L"] },
      { name: "Color", values: ["Sage Green", "Dusty Pink"] },
    ];
    expect(choiceFromListingFilters(options, "?sizes=m")).toEqual({ Size: "M" });
    expect(choiceFromListingFilters(options, "?sizes=M&colors=Pink")).toEqual({ Size: "M", Color: "Dusty Pink" });
    expect(choiceFromListingFilters(options, "?sizes=m,l")).toEqual({});
    expect(choiceFromListingFilters(options, "?q=dress")).toEqual({});
    // Numeric sizes 6 and 8 are both M: the filter cannot say which, so she chooses.
    expect(choiceFromListingFilters([{ name: "Size", values: ["4", "6", "8"] }], "?sizes=m")).toEqual({});
  });

  it("derives options from variants and hides Shopify's Default Title", () => {
    expect(optionsOf({ variants: product.variants })).toEqual(product.options);
    expect(optionsOf({ options: [{ name: "Title", values: ["Default Title"] }], variants: [] })).toEqual([]);
  });

  it("prices an open choice from the variants it still allows: From the lowest, available when any is", () => {
    const catalogProduct = {
      priceRange: { minVariantPrice: { amount: "30.00", currencyCode: "USD" } },
      variants: [],
    } as never;
    expect(
      offerOf(catalogProduct, null, [v(1, "S", "Sage", true, 5, "30.00"), v(2, "M", "Sage", true, 5, "34.00")]),
    ).toMatchObject({
      variant: null,
      price: "From $30.00",
      available: true,
      quantityAvailable: null,
    });
    expect(offerOf(catalogProduct, null, [v(1, "S", "Sage", false, 0), v(2, "M", "Sage", false, 0)])).toMatchObject({
      price: "$40.00",
      available: false,
      stockLevel: "out",
    });
  });

  it("prices the chosen variant with a rounded percent off and its stock level", () => {
    const catalogProduct = { priceRange: { minVariantPrice: { amount: "30.00", currencyCode: "USD" } } } as never;
    expect(offerOf(catalogProduct, v(9, "S", "Sage", true, 2, "30.00", "45.00"))).toMatchObject({
      price: "$30.00",
      compareAtPrice: "$45.00",
      percentOff: 33,
      stockLevel: "low",
      available: true,
    });
    expect(offerOf(catalogProduct, v(9, "S", "Sage", true, 11))).toMatchObject({
      compareAtPrice: null,
      percentOff: 0,
      stockLevel: "high",
    });
    expect(offerOf(catalogProduct, v(9, "S", "Sage", false, 5))).toMatchObject({ stockLevel: "out", available: false });
  });
});

describe("recently viewed", () => {
  const entry = (id: string, viewedAt: number): RecentlyViewedEntry => ({
    id,
    title: id,
    handle: id,
    price: 10,
    image: null,
    viewedAt,
  });

  it("keeps the newest first, without duplicates, at most 20", () => {
    let entries = Array.from({ length: 25 }, (_, i) => entry(`p${i}`, i)).reduce(
      (list, item) => withViewed(list, item),
      [] as RecentlyViewedEntry[],
    );
    expect(entries).toHaveLength(20);
    expect(entries[0]!.id).toBe("p24");
    entries = withViewed(entries, entry("p10", 100));
    expect(entries.filter((item) => item.id === "p10")).toHaveLength(1);
    expect(entries[0]!.id).toBe("p10");
  });

  it("shows at most 12, excluding the current product", () => {
    const entries = Array.from({ length: 20 }, (_, i) => entry(`p${i}`, i));
    const shown = shownRecentlyViewed(entries, "p19");
    expect(shown).toHaveLength(12);
    expect(shown[0]!.id).toBe("p18");
  });

  it("reads broken storage as empty", () => {
    expect(parseRecentlyViewed("{not json")).toEqual([]);
    expect(parseRecentlyViewed('[{"id":"a"},{"id":"b","title":"B","handle":"b","price":1,"viewedAt":2}]')).toHaveLength(
      1,
    );
  });
});
