import { describe, expect, test } from "vitest";
import { isProductInStock, productStockLevel, stockLevelOf } from "~/lib/catalog/stock";
import { makeProduct } from "./fixtures/catalog-fixtures";

describe("stock levels", () => {
  test.each([
    [null, "high"],
    [11, "high"],
    [10, "medium"],
    [4, "medium"],
    [3, "low"],
    [1, "low"],
    [0, "out"],
    [-2, "out"],
  ] as const)("an available variant with quantity %s is %s", (quantity, level) => {
    expect(stockLevelOf({ availableForSale: true, quantityAvailable: quantity })).toBe(level);
  });

  test("a variant not available for sale is out whatever its quantity", () => {
    expect(stockLevelOf({ availableForSale: false, quantityAvailable: 50 })).toBe("out");
    expect(stockLevelOf({ availableForSale: false, quantityAvailable: null })).toBe("out");
  });

  test("a product is in stock when any variant is available", () => {
    expect(isProductInStock(makeProduct({ variants: [{ available: false }, { available: true }] }))).toBe(true);
    expect(isProductInStock(makeProduct({ variants: [{ available: false }, { available: false }] }))).toBe(false);
  });

  test("a product's level sums what its available variants have left", () => {
    expect(
      productStockLevel(
        makeProduct({ variants: [{ quantity: 2 }, { quantity: 2 }, { quantity: 9, available: false }] }),
      ),
    ).toBe("medium");
    expect(productStockLevel(makeProduct({ variants: [{ quantity: 1 }, { quantity: null }] }))).toBe("high");
    expect(productStockLevel(makeProduct({ variants: [{ available: false }] }))).toBe("out");
  });
});
