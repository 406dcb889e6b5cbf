// What a submitted or stored grid preference must be. Server-only, so Zod
// (24 KiB gzip) stays out of the listing's first-load JavaScript.
import { z } from "zod";
import { COLUMN_COUNTS, VIEW_SIZES } from "./grid-preferences";

export const GridPreferencesSchema = z.object({
  viewSize: z.enum(VIEW_SIZES),
  columnCount: z.coerce
    .number()
    .pipe(z.union([z.literal(COLUMN_COUNTS[0]), z.literal(COLUMN_COUNTS[1]), z.literal(COLUMN_COUNTS[2])])),
});
