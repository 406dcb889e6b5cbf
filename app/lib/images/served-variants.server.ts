// Reading the built variants for pages (the hero, blog covers), apart from building them
// (image-variants.server.ts): the home page's image cache reads these, and building forgets that cache.
import { asc, inArray } from "drizzle-orm";
import { imageVariants } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { VARIANT_FORMATS, type ServedFormat } from "./image-variant-files";
import type { ServedVariants } from "./responsive-image";

/**
 * Per source, its variants by format for a <picture> (the hero's, a blog cover's): AVIF and WebP as
 * typed sources, the JPEG for the <img>. A format is offered only when none of
 * its files is larger than the JPEG of the same width (variants built before
 * lossy WebP were lossless and larger); the JPEG always is.
 */
export async function readServedVariants(
  db: Database,
  sourcePaths: readonly string[],
): Promise<Map<string, ServedVariants>> {
  const served = new Map<string, ServedVariants>();
  if (sourcePaths.length === 0) return served;
  const rows = await db
    .select({
      sourcePath: imageVariants.sourcePath,
      width: imageVariants.width,
      format: imageVariants.format,
      path: imageVariants.path,
      bytes: imageVariants.bytes,
      originalWidth: imageVariants.originalWidth,
    })
    .from(imageVariants)
    .where(inArray(imageVariants.sourcePath, [...sourcePaths]))
    .orderBy(asc(imageVariants.width));
  for (const sourcePath of new Set(rows.map((row) => row.sourcePath))) {
    const own = rows.filter((row) => row.sourcePath === sourcePath);
    const jpegBytes = new Map(own.filter((row) => row.format === "jpeg").map((row) => [row.width, row.bytes]));
    const formats: ServedFormat[] = [];
    for (const format of VARIANT_FORMATS) {
      const files = own.filter((row) => row.format === format);
      if (files.length === 0) continue;
      if (format !== "jpeg" && files.some((row) => row.bytes > (jpegBytes.get(row.width) ?? 0))) continue;
      formats.push({ format, variants: files.map(({ width, path }) => ({ width, path })) });
    }
    served.set(sourcePath, { originalWidth: own[0].originalWidth, formats });
  }
  return served;
}
