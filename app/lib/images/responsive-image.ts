// An image the optimizer has variants of, as a <picture> offers it (client-safe):
// the JPEG variants with the original as the widest candidate in the <img>'s
// srcset, the AVIF and WebP ones as typed sources, smallest format first. An
// image without variants (not built yet, an SVG, a URL elsewhere) is its src alone.
import { srcSetOf, VARIANT_CONTENT_TYPES, type ServedFormat } from "./image-variant-files";

/** What the database knows of an original's variants (readServedVariants in image-variants.server.ts). */
export type ServedVariants = { originalWidth: number; formats: ServedFormat[] };

export type ResponsiveImage = {
  src: string;
  srcSet: string | null;
  sizes: string | null;
  sources: { type: string; srcSet: string }[];
};

export function responsiveImageOf(
  src: string,
  variants: ServedVariants | null | undefined,
  sizes: string,
): ResponsiveImage {
  const original = variants ? { path: src, width: variants.originalWidth } : null;
  const formats = variants?.formats ?? [];
  const jpeg = formats.find((entry) => entry.format === "jpeg");
  const srcSet = jpeg ? srcSetOf(jpeg.variants, original) : null;
  const sources = srcSet
    ? formats
        .filter((entry) => entry.format !== "jpeg")
        .map((entry) => ({
          type: VARIANT_CONTENT_TYPES[entry.format],
          srcSet: srcSetOf(entry.variants, original) as string,
        }))
    : [];
  return { src, srcSet, sizes: srcSet ? sizes : null, sources };
}
