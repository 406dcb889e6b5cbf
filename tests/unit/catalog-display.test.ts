import { describe, expect, test } from "vitest";
import { badgesOf, percentOffOf, toDisplayProduct } from "~/lib/catalog/display";
import { formatMoney } from "~/lib/catalog/money";
import { isOnSale, percentOff } from "~/lib/catalog/pricing";
import { makeProduct } from "./fixtures/catalog-fixtures";

describe("money", () => {
  test.each([
    [0, "$0.00"],
    ["45", "$45.00"],
    ["45.5", "$45.50"],
    [1234.5, "$1,234.50"],
    [1234567.891, "$1,234,567.89"],
    [1.005, "$1.01"],
    [-12.3, "-$12.30"],
    ["not a number", "$0.00"],
  ])("%j is written %s", (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  test("takes a Money value and names other currencies by code", () => {
    expect(formatMoney({ amount: "19.9", currencyCode: "USD" })).toBe("$19.90");
    expect(formatMoney({ amount: "19.9", currencyCode: "CAD" })).toBe("CAD 19.90");
  });

  test("agrees with Intl's en-US USD format", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    for (const amount of [0, 0.5, 9.99, 150, 1999.95, 25000, 123456.78])
      expect(formatMoney(amount)).toBe(intl.format(amount));
  });
});

describe("sale rule and percent off", () => {
  test("a product is on sale when a compare-at price exceeds the price", () => {
    expect(isOnSale(makeProduct({ variants: [{ price: 40, compareAtPrice: 60 }] }))).toBe(true);
    expect(isOnSale(makeProduct({ variants: [{ price: 40, compareAtPrice: 40 }] }))).toBe(false);
    expect(isOnSale(makeProduct({ variants: [{ price: 40, compareAtPrice: 30 }] }))).toBe(false);
    expect(isOnSale(makeProduct({ variants: [{ price: 40 }, { price: 50, compareAtPrice: 70 }] }))).toBe(true);
  });

  test("percent off is rounded to a whole number", () => {
    expect(percentOff(40, 60)).toBe(33);
    expect(percentOff(29.99, 45)).toBe(33);
    expect(percentOff(50, 100)).toBe(50);
    expect(percentOff(60, 40)).toBe(0);
    expect(percentOff(40, null)).toBe(0);
    expect(percentOffOf(makeProduct({ variants: [{ price: 35, compareAtPrice: 50 }] }))).toBe(30);
  });
});

describe("badges", () => {
  test("sale from the sale rule, the others from tags, in the spec's order", () => {
    const product = makeProduct({
      tags: ["Back In Stock", "bestseller", "featured", "limited-edition", "new-arrival"],
      variants: [{ price: 20, compareAtPrice: 30 }],
    });
    expect(badgesOf(product)).toEqual(["sale", "new-arrival", "limited-edition", "bestseller", "back-in-stock"]);
  });

  test("a product without those tags and not reduced has no badge", () => {
    expect(badgesOf(makeProduct({ tags: ["featured", "boho"] }))).toEqual([]);
  });
});

describe("display enrichment", () => {
  test("shows the lowest price with its compare-at price, the first image and stock", () => {
    const product = makeProduct({
      variants: [
        { price: 80, compareAtPrice: 100, quantity: 2 },
        { price: 60, compareAtPrice: 90, quantity: 1 },
        { price: 70, available: false },
      ],
    });
    expect(toDisplayProduct(product)).toMatchObject({
      displayPrice: "$60.00",
      displayCompareAtPrice: "$90.00",
      displayImageUrl: product.images[0].url,
      isInStock: true,
      stockLevel: "low",
    });
  });

  test("no strike-through price when the shown variant is not reduced", () => {
    const product = makeProduct({ images: [], variants: [{ price: 30 }, { price: 50, compareAtPrice: 80 }] });
    expect(toDisplayProduct(product)).toMatchObject({
      displayPrice: "$30.00",
      displayCompareAtPrice: null,
      displayImageUrl: null,
    });
  });

  test("a sold-out product is out of stock", () => {
    expect(toDisplayProduct(makeProduct({ variants: [{ available: false }] }))).toMatchObject({
      isInStock: false,
      stockLevel: "out",
    });
  });
});
