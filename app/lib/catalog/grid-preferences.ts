// Product grid preferences: view size and column
// count, default large and 4. The one module for them: the listing, its
// controls, the account page and the profile all read this schema.
// Client-safe: the controls and the grid read it too. Its Zod schema lives in
// grid-preferences-schema.server.ts so Zod (24 KiB gzip) stays out of the listing's first load.

export const VIEW_SIZES = ["large", "medium", "small"] as const;
export type ViewSize = (typeof VIEW_SIZES)[number];
export const COLUMN_COUNTS = [2, 3, 4] as const;
export type ColumnCount = (typeof COLUMN_COUNTS)[number];

export type GridPreferences = { viewSize: ViewSize; columnCount: ColumnCount };

export const DEFAULT_GRID_PREFERENCES: GridPreferences = { viewSize: "large", columnCount: 4 };
/** Choosing a category forces these for that view. */
export const CATEGORY_GRID_PREFERENCES: GridPreferences = { viewSize: "small", columnCount: 4 };

/** Any input into valid preferences; unknown values keep the fallback's. */
export function parseGridPreferences(
  input: { viewSize?: unknown; columnCount?: unknown } | null | undefined,
  fallback: GridPreferences = DEFAULT_GRID_PREFERENCES,
): GridPreferences {
  const viewSize = VIEW_SIZES.find((size) => size === input?.viewSize) ?? fallback.viewSize;
  const columnCount =
    COLUMN_COUNTS.find((count) => String(count) === String(input?.columnCount)) ?? fallback.columnCount;
  return { viewSize, columnCount };
}

/**
 * The grid a listing view shows. A view with a category chosen uses the
 * category preset, or what the shopper picked inside that category view; the
 * saved preference is never touched by it, so leaving the category brings it back.
 */
export function gridForView(
  saved: GridPreferences,
  view: { category: string; categoryView: { category: string; grid: GridPreferences } | null },
): GridPreferences {
  if (view.category === "") return saved;
  return view.categoryView?.category === view.category ? view.categoryView.grid : CATEGORY_GRID_PREFERENCES;
}
