// The product grid's view size and column count (spec 000: user profile preferences).
import { z } from "zod";

export const GridPreferencesSchema = z.object({
  viewSize: z.enum(["large", "medium", "small"]),
  columnCount: z.coerce.number().pipe(z.union([z.literal(2), z.literal(3), z.literal(4)])),
});

export type GridPreferences = z.infer<typeof GridPreferencesSchema>;
export const DEFAULT_GRID_PREFERENCES: GridPreferences = { viewSize: "medium", columnCount: 3 };
