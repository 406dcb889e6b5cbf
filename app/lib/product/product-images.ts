// Spec 000 section 9: image srcset widths 400, 600, 800, 1200, 1600.
export const PRODUCT_IMAGE_WIDTHS = [400, 600, 800, 1200, 1600] as const;

/** The image URL at a width, as Shopify's CDN (and the demo shop) read it. */
export function sizedImageUrl(url: string, width: number): string {
  const parsed = new URL(url, "https://placeholder.invalid");
  parsed.searchParams.set("width", String(width));
  return parsed.origin === "https://placeholder.invalid" ? `${parsed.pathname}${parsed.search}` : parsed.toString();
}

export function productImageSrcSet(url: string): string {
  return PRODUCT_IMAGE_WIDTHS.map((width) => `${sizedImageUrl(url, width)} ${width}w`).join(", ");
}
