// Product image srcset widths: 400, 600, 800, 1200, 1600.
export const PRODUCT_IMAGE_WIDTHS = [400, 600, 800, 1200, 1600] as const;

const PLACEHOLDER_ORIGIN = "https://placeholder.invalid";

/**
 * `url` with one query parameter set. A URL without that parameter or a fragment (nearly every image URL) gets it
 * appended as text: a page's srcsets ask for dozens of these, and parsing each into a URL was 3% of a product
 * page's render CPU (issue 39).
 */
function withSearchParam(url: string, name: string, value: string): string {
  if (!url.includes("#") && !url.includes(`?${name}=`) && !url.includes(`&${name}=`))
    return `${url}${url.includes("?") ? "&" : "?"}${name}=${value}`;
  const parsed = new URL(url, PLACEHOLDER_ORIGIN);
  parsed.searchParams.set(name, value);
  return parsed.origin === PLACEHOLDER_ORIGIN ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/** The image URL at a width, as Shopify's CDN (and the demo shop) read it. */
export function sizedImageUrl(url: string, width: number): string {
  return withSearchParam(url, "width", String(width));
}

/** The image's `src` at one width: cropped to its own proportions when its height is known. */
export function productImageSrc(url: string, width: number, height: number | undefined): string {
  const sized = sizedImageUrl(url, width);
  return withSearchParam(height ? withSearchParam(sized, "height", String(height)) : sized, "crop", "center");
}

export function productImageSrcSet(url: string): string {
  return PRODUCT_IMAGE_WIDTHS.map((width) => `${sizedImageUrl(url, width)} ${width}w`).join(", ");
}
