// The hero picks one active homepage image at random; the default
// image stands in when there is none (and, in the browser, when it fails).
import { HERO_SIZES } from "../images/image-variant-files";
import { responsiveImageOf, type ServedVariants } from "../images/responsive-image";

export const DEFAULT_HERO_IMAGE = {
  src: "/images/hero/default.svg",
  alt: "Warm desert landscape in sand and clay tones",
} as const;

/**
 * srcSet/sizes: the optimizer's JPEG variants with the original as the widest
 * candidate, for the <img>; sources: the AVIF and WebP ones (same widths, the
 * original last) as typed <picture> sources, smallest format first. Null/empty until built.
 */
export type HeroImage = {
  src: string;
  alt: string;
  caption: string | null;
  positioning: string | null;
  srcSet?: string | null;
  sizes?: string | null;
  sources?: { type: string; srcSet: string }[];
};
export type HomepageImageRow = {
  filePath: string;
  altText: string | null;
  caption: string | null;
  positioning: string | null;
  variants?: ServedVariants | null;
};

/** Only same-site paths and http(s) URLs may become an <img src>. */
function isSafeImagePath(path: string): boolean {
  if (path.startsWith("/") && !path.startsWith("//")) return true;
  try {
    const url = new URL(path);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export function pickHeroImage(rows: readonly HomepageImageRow[], random: () => number = Math.random): HeroImage {
  const usable = rows.filter((row) => isSafeImagePath(row.filePath));
  if (usable.length === 0) return { ...DEFAULT_HERO_IMAGE, caption: null, positioning: null };
  const row = usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))];
  const { srcSet, sizes, sources } = responsiveImageOf(row.filePath, row.variants, HERO_SIZES);
  return {
    src: row.filePath,
    alt: row.altText || DEFAULT_HERO_IMAGE.alt,
    caption: row.caption,
    positioning: row.positioning,
    srcSet,
    sizes,
    sources,
  };
}

/** `positioning` is free text from the admin; only CSS object-position keywords and percentages pass. */
export function heroObjectPosition(positioning: string | null): string {
  if (!positioning) return "center";
  const value = positioning.trim().toLowerCase();
  return /^((left|right|center|top|bottom|\d{1,3}%)\s*){1,2}$/.test(value) ? value : "center";
}
