// Where image variants live and how they are named (client-safe). A variant of
// /homepage-images/<id>.jpg is stored in the same R2 bucket beside the
// original under variants/<id>-<width>.<avif|webp|jpg>; a blog cover's under
// variants/cover-<id>-<width>.<ext>. /image-variants/<name> serves them.
export const VARIANT_WIDTHS = [640, 1024, 1600] as const;
export const IMAGE_VARIANT_URL_PREFIX = "/image-variants/";

/** Smallest first: the order the hero's <picture> offers them (AVIF, then WebP, then the JPEG in the <img>). */
export const VARIANT_FORMATS = ["avif", "webp", "jpeg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
const EXTENSION: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

export type VariantSource = { path: string; key: string; stem: string };

const HOMEPAGE_SOURCE = /^\/homepage-images\/([0-9a-f-]{36})\.(jpe?g|png|webp|gif)$/;
const COVER_SOURCE = /^\/blog-covers\/([0-9a-f-]{36})\.(jpg|png|webp)$/;

/** The R2 key and variant stem of an original we can resize; null for SVGs, AVIF and anything not ours. */
export function variantSourceOf(path: string): VariantSource | null {
  const homepage = HOMEPAGE_SOURCE.exec(path);
  if (homepage) return { path, key: `${homepage[1]}.${homepage[2]}`, stem: homepage[1] };
  const cover = COVER_SOURCE.exec(path);
  if (cover) return { path, key: `blog-covers/${cover[1]}.${cover[2]}`, stem: `cover-${cover[1]}` };
  return null;
}

export function variantNameOf(source: VariantSource, width: number, format: VariantFormat): string {
  return `${source.stem}-${width}.${EXTENSION[format]}`;
}

export const VARIANT_NAME = /^(?:cover-)?[0-9a-f-]{36}-(?:640|1024|1600)\.(?:avif|webp|jpg)$/;

export function variantKeyOf(name: string): string {
  return `variants/${name}`;
}

/** Bytes and percent saved by a variant against its original (negative when larger). */
export function savingOf(originalBytes: number, variantBytes: number): { bytes: number; percent: number } {
  const bytes = originalBytes - variantBytes;
  return { bytes, percent: originalBytes > 0 ? Math.round((bytes / originalBytes) * 1000) / 10 : 0 };
}

export type ServedVariant = { width: number; path: string };
export type ServedFormat = { format: VariantFormat; variants: ServedVariant[] };

/** `srcset` from the chosen variants plus the original at its own width (the largest candidate). */
export function srcSetOf(
  variants: readonly ServedVariant[],
  original: { path: string; width: number } | null,
): string | null {
  if (variants.length === 0) return null;
  const candidates = [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.path} ${variant.width}w`);
  if (original) candidates.push(`${original.path} ${original.width}w`);
  return candidates.join(", ");
}

/** The hero fills the viewport's width. */
export const HERO_SIZES = "100vw";
