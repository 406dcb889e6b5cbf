// Product grid preferences (spec 000 sections 2 and 9): view size and column
// count, default large and 4. Client-safe: the controls and the grid read them.
export const VIEW_SIZES = ["large", "medium", "small"] as const;
export type ViewSize = (typeof VIEW_SIZES)[number];
export const COLUMN_COUNTS = [2, 3, 4] as const;
export type ColumnCount = (typeof COLUMN_COUNTS)[number];

export type GridPreferences = { viewSize: ViewSize; columnCount: ColumnCount };

export const DEFAULT_GRID_PREFERENCES: GridPreferences = { viewSize: "large", columnCount: 4 };
/** Choosing a category forces these (spec 000 section 4). */
export const CATEGORY_GRID_PREFERENCES: GridPreferences = { viewSize: "small", columnCount: 4 };

/** Any input into valid preferences; unknown values keep the fallback's. */
export function parseGridPreferences(input: { viewSize?: unknown; columnCount?: unknown } | null | undefined, fallback: GridPreferences = DEFAULT_GRID_PREFERENCES): GridPreferences {
  const viewSize = VIEW_SIZES.find((size) => size === input?.viewSize) ?? fallback.viewSize;
  const columnCount = COLUMN_COUNTS.find((count) => String(count) === String(input?.columnCount)) ?? fallback.columnCount;
  return { viewSize, columnCount };
}
