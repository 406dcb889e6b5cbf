// `?page=` is read one way on every paged list, shop and admin.
import { expect, it } from "vitest";
import { MAX_PAGE_NUMBER, parsePageNumber } from "../../app/lib/platform/page-number";

it("reads a page number, and anything else as page 1", () => {
  expect(parsePageNumber("3")).toBe(3);
  expect(parsePageNumber(" 12 ")).toBe(12);
  expect(parsePageNumber(String(MAX_PAGE_NUMBER))).toBe(MAX_PAGE_NUMBER);
  for (const odd of [
    null,
    undefined,
    "",
    "0",
    "-2",
    "abc",
    "2.5",
    "1e3",
    "0x10",
    "+4",
    String(MAX_PAGE_NUMBER + 1),
    "9".repeat(30),
  ])
    expect(parsePageNumber(odd), String(odd)).toBe(1);
});
