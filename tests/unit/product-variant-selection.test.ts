import { describe, expect, it } from "vitest";
import type { CatalogVariant } from "../../app/lib/catalog/types";
import {
  isOptionValueAvailable,
  optionSearch,
  optionsOf,
  selectVariant,
} from "../../app/lib/product/variant-selection";
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

  it("falls back to the first available variant, ignoring unknown names and values", () => {
    expect(selectVariant(product, new URLSearchParams(""))?.id).toBe("gid://shopify/ProductVariant/2");
    expect(selectVariant(product, new URLSearchParams("Size=XXL&Flavor=mint"))?.id).toBe(
      "gid://shopify/ProductVariant/2",
    );
    expect(selectVariant(product, new URLSearchParams("Color=Sage"))?.id).toBe("gid://shopify/ProductVariant/3");
  });

  it("builds shareable option links and knows which values can be bought", () => {
    const selected = product.variants[1]!;
    expect(optionSearch(selected, "Color", "Sage")).toBe("?Size=S&Color=Sage");
    expect(isOptionValueAvailable(product, selected, "Color", "Sage")).toBe(false);
    expect(isOptionValueAvailable(product, selected, "Size", "M")).toBe(true);
  });

  it("derives options from variants and hides Shopify's Default Title", () => {
    expect(optionsOf({ variants: product.variants })).toEqual(product.options);
    expect(optionsOf({ options: [{ name: "Title", values: ["Default Title"] }], variants: [] })).toEqual([]);
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
