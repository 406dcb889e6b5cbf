// Product image srcset widths: 400, 600, 800, 1200, 1600.
export const PRODUCT_IMAGE_WIDTHS = [400, 600, 800, 1200, 1600] as const;

/** The image URL at a width, as Shopify's CDN (and the demo shop) read it. */
export function sizedImageUrl(url: string, width: number): string {
  const parsed = new URL(url, "https://placeholder.invalid");
  parsed.searchParams.set("width", String(width));
  return parsed.origin === "https://placeholder.invalid" ? `${parsed.pathname}${parsed.search}` : parsed.toString();
}

/** The image's `src` at one width: cropped to its own proportions when its height is known. */
export function productImageSrc(url: string, width: number, height: number | undefined): string {
  const parsed = new URL(sizedImageUrl(url, width), "https://placeholder.invalid");
  if (height) parsed.searchParams.set("height", String(height));
  parsed.searchParams.set("crop", "center");
  return parsed.origin === "https://placeholder.invalid" ? `${parsed.pathname}${parsed.search}` : parsed.toString();
}

export function productImageSrcSet(url: string): string {
  return PRODUCT_IMAGE_WIDTHS.map((width) => `${sizedImageUrl(url, width)} ${width}w`).join(", ");
}
