import { describe, expect, test } from "vitest";
import { CLOTHING_SIZE_RANGES, SIZE_GROUP_IDS, sizeGroupOf, sizeGroupsOfProduct } from "~/lib/catalog/size-groups";
import { makeProduct } from "./fixtures/catalog-fixtures";

describe("size groups", () => {
  test.each([
    [0, "xs"],
    [1, "xs"],
    [2, "xs"],
    [3, "s"],
    [4, "s"],
    [5, "s"],
    [6, "m"],
    [7, "m"],
    [8, "m"],
    [9, "l"],
    [10, "l"],
    [11, "l"],
    [12, "xl"],
    [13, "xl"],
    [14, "xl"],
    [15, "xxl"],
    [16, "xxl"],
    [17, "xxl"],
    [18, "xxxl"],
    [19, "xxxl"],
    [20, "xxxl"],
    [21, "xxxxl"],
    [22, "xxxxl"],
    [23, "xxxxl"],
  ])("numeric size %i belongs to %s", (size, group) => {
    expect(sizeGroupOf(String(size))).toBe(group);
  });

  test.each([
    ["XS", "xs"],
    ["x-small", "xs"],
    ["Extra Small", "xs"],
    ["S", "s"],
    ["Small", "s"],
    ["M", "m"],
    ["medium", "m"],
    ["L", "l"],
    ["Large", "l"],
    ["XL", "xl"],
    ["X-Large", "xl"],
    ["extra large", "xl"],
    ["1X", "xl"],
    ["XXL", "xxl"],
    ["2XL", "xxl"],
    ["2X", "xxl"],
    ["XX-Large", "xxl"],
    ["XXXL", "xxxl"],
    ["3XL", "xxxl"],
    ["3x", "xxxl"],
    ["XXXXL", "xxxxl"],
    ["4XL", "xxxxl"],
    ["4X", "xxxxl"],
    ["One Size", "onesize"],
    ["one-size", "onesize"],
    ["OS", "onesize"],
    ["O/S", "onesize"],
    ["Adjustable", "onesize"],
    [" size m ", "m"],
  ])("%s belongs to %s", (value, group) => {
    expect(sizeGroupOf(value)).toBe(group);
  });

  test.each(["24", "8.5", "", "Petite", "XXXXXL", "-1"])("%j is not a clothing size", (value) => {
    expect(sizeGroupOf(value)).toBeNull();
  });

  test("the filter offers nine groups with label, display label and sort order", () => {
    expect(CLOTHING_SIZE_RANGES.map((r) => r.id)).toEqual([...SIZE_GROUP_IDS]);
    expect(CLOTHING_SIZE_RANGES.map((r) => r.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(CLOTHING_SIZE_RANGES.find((r) => r.id === "m")).toEqual({
      id: "m",
      label: "M",
      displayLabel: "M (6-8)",
      sortOrder: 3,
    });
  });

  test("a product's groups come from its Size option values, in sidebar order", () => {
    const product = makeProduct({
      variants: [{ size: "XL", color: "Sage" }, { size: "2", color: "Sage" }, { size: "12" }, { color: "Black" }],
    });
    expect(sizeGroupsOfProduct(product)).toEqual(["xs", "xl"]);
  });
});
