import { describe, expect, test } from "vitest";
import { LISTING_PAGE_SIZE, paginate, paginationWindow, showingProductsText } from "~/lib/catalog/paginate";

const items = Array.from({ length: 310 }, (_, i) => i + 1);

describe("listing pages", () => {
  test("24 products a page", () => {
    expect(LISTING_PAGE_SIZE).toBe(24);
    const page = paginate(items, 2);
    expect(page.items).toEqual(items.slice(24, 48));
    expect(page).toMatchObject({ page: 2, pageCount: 13, total: 310, firstItemNumber: 25, lastItemNumber: 48 });
  });

  test("the last page holds the remainder", () => {
    expect(paginate(items, 13)).toMatchObject({ firstItemNumber: 289, lastItemNumber: 310 });
    expect(paginate(items, 13).items).toHaveLength(22);
  });

  test.each([14, 999, 0, -1, Number.NaN])("page %s, beyond the last or not a page, resets to 1", (requested) => {
    expect(paginate(items, requested)).toMatchObject({ page: 1, firstItemNumber: 1, lastItemNumber: 24 });
  });

  test("an empty listing has one blank page", () => {
    expect(paginate([], 3)).toMatchObject({
      items: [],
      page: 1,
      pageCount: 1,
      total: 0,
      firstItemNumber: 0,
      lastItemNumber: 0,
    });
  });

  test.each([
    [1, 13, [1, 2, 3, 4, 5]],
    [2, 13, [1, 2, 3, 4, 5]],
    [3, 13, [1, 2, 3, 4, 5]],
    [7, 13, [5, 6, 7, 8, 9]],
    [12, 13, [9, 10, 11, 12, 13]],
    [13, 13, [9, 10, 11, 12, 13]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
  ])("window around page %i of %i is %j", (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  test("the footer line, with the search term appended when there is one", () => {
    expect(showingProductsText(paginate(items, 1))).toBe("Showing 1-24 of 310 products");
    expect(showingProductsText(paginate(items, 13), "maxi")).toBe('Showing 289-310 of 310 products for "maxi"');
    expect(showingProductsText(paginate(items, 1), "   ")).toBe("Showing 1-24 of 310 products");
  });
});
