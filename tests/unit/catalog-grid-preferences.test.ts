import { describe, expect, test } from "vitest";
import { gridForView, parseGridPreferences } from "~/lib/catalog/grid-preferences";
import { GridPreferencesSchema } from "~/lib/catalog/grid-preferences-schema.server";

describe("grid preferences", () => {
  test("default to large and 4 columns, and ignore unknown values", () => {
    expect(parseGridPreferences(null)).toEqual({ viewSize: "large", columnCount: 4 });
    expect(parseGridPreferences({ viewSize: "huge", columnCount: "7" })).toEqual({ viewSize: "large", columnCount: 4 });
    expect(parseGridPreferences({ viewSize: "small", columnCount: "2" })).toEqual({
      viewSize: "small",
      columnCount: 2,
    });
    expect(parseGridPreferences({ columnCount: 3 }, { viewSize: "medium", columnCount: 4 })).toEqual({
      viewSize: "medium",
      columnCount: 3,
    });
  });

  test("the stored schema refuses values the grid cannot show", () => {
    expect(GridPreferencesSchema.safeParse({ viewSize: "medium", columnCount: "3" }).data).toEqual({
      viewSize: "medium",
      columnCount: 3,
    });
    expect(GridPreferencesSchema.safeParse({ viewSize: "medium", columnCount: 5 }).success).toBe(false);
  });

  test("a chosen category shows small / 4 for that view and leaves the saved choice alone", () => {
    const saved = { viewSize: "medium", columnCount: 3 } as const;
    expect(gridForView(saved, { category: "", categoryView: null })).toEqual(saved);
    expect(gridForView(saved, { category: "dresses", categoryView: null })).toEqual({
      viewSize: "small",
      columnCount: 4,
    });
    const picked = { category: "dresses", grid: { viewSize: "large", columnCount: 2 } } as const;
    expect(gridForView(saved, { category: "dresses", categoryView: picked })).toEqual(picked.grid);
    // A pick inside one category does not carry to another, nor to the whole listing.
    expect(gridForView(saved, { category: "tops", categoryView: picked })).toEqual({
      viewSize: "small",
      columnCount: 4,
    });
    expect(gridForView(saved, { category: "", categoryView: picked })).toEqual(saved);
  });
});
