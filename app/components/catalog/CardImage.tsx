import { useImageFallback } from "~/hooks/useImageFallback";
import type { ProductCardData } from "~/lib/catalog/product-cards";
import type { ViewSize } from "~/lib/catalog/grid-preferences";

/** Spec 000 section 9: srcset widths 400, 600, 800, 1200, 1600. */
export const CARD_IMAGE_WIDTHS = [400, 600, 800, 1200, 1600] as const;

const ASPECT: Record<ViewSize, { css: string; ratio: number }> = {
  large: { css: "3/4", ratio: 4 / 3 },
  medium: { css: "1/1", ratio: 1 },
  small: { css: "1/1", ratio: 1 },
};

const SIZES: Record<ViewSize, string> = {
  large: "(min-width: 1024px) 25vw, 50vw",
  medium: "(min-width: 1024px) 25vw, 50vw",
  small: "(min-width: 1024px) 16vw, 33vw",
};

/** The URL for one width, as hydrogen-react's loader writes it (the shop's image URLs take width, height and crop). */
function sizedImageUrl(src: string, width: number, height: number): string {
  const url = new URL(src, "https://placeholder.invalid");
  url.searchParams.set("width", String(width));
  url.searchParams.set("height", String(height));
  url.searchParams.set("crop", "center");
  return url.origin === "https://placeholder.invalid" ? `${url.pathname}${url.search}` : url.href;
}

/** A card's image; on a load failure it retries the original file, then says "Image unavailable". */
/**
 * `eager` cards are in the first row; `first` ones are what a phone shows first (its LCP image),
 * fetched ahead of the scripts.
 */
export function CardImage({
  image,
  viewSize,
  eager,
  first = false,
}: {
  image: ProductCardData["image"];
  viewSize: ViewSize;
  eager: boolean;
  first?: boolean;
}) {
  const aspect = ASPECT[viewSize];
  const { attempt, ref, onError } = useImageFallback();
  if (!image || attempt === "failed") {
    return (
      <div
        className="flex items-center justify-center bg-sand-100 text-sm text-ink-500"
        style={{ aspectRatio: aspect.css }}
      >
        Image unavailable
      </div>
    );
  }
  const srcSet = CARD_IMAGE_WIDTHS.map(
    (width) => `${sizedImageUrl(image.url, width, Math.round(width * aspect.ratio))} ${width}w`,
  ).join(", ");
  // React 18 knows no fetchPriority prop: the lowercase attribute passes through as written.
  const priority = first ? { fetchpriority: "high" } : {};
  const className = "h-full w-full bg-sand-100 object-cover transition duration-300 group-hover:scale-[1.03]";
  if (attempt === "original") {
    return (
      <img
        ref={ref}
        src={image.url}
        alt={image.altText}
        style={{ aspectRatio: aspect.css }}
        className={className}
        loading={eager ? "eager" : "lazy"}
        onError={onError}
        {...priority}
      />
    );
  }
  // Our own <img> rather than hydrogen-react's Image, whose computed height (400 × 4/3) is not an integer.
  const width = CARD_IMAGE_WIDTHS[0];
  const height = Math.round(width * aspect.ratio);
  return (
    <img
      ref={ref}
      onError={onError}
      alt={image.altText ?? ""}
      decoding="async"
      width={width}
      height={height}
      src={sizedImageUrl(image.url, width, height)}
      sizes={SIZES[viewSize]}
      srcSet={srcSet}
      loading={eager ? "eager" : "lazy"}
      {...priority}
      className={className}
      style={{ width: "100%", aspectRatio: aspect.css }}
    />
  );
}
