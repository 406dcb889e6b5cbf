import { useImageFallback } from "~/hooks/useImageFallback";
import type { BrowserProductCard } from "~/lib/catalog/product-cards";
import type { ViewSize } from "~/lib/catalog/grid-preferences";

/** The shop's srcset widths. */
export const CARD_IMAGE_WIDTHS = [400, 600, 800, 1200, 1600] as const;

const ASPECT: Record<ViewSize, { className: string; ratio: number }> = {
  large: { className: "aspect-3/4", ratio: 4 / 3 },
  medium: { className: "aspect-square", ratio: 1 },
  small: { className: "aspect-square", ratio: 1 },
};

const SIZES: Record<ViewSize, string> = {
  large: "(min-width: 1024px) 25vw, 50vw",
  medium: "(min-width: 1024px) 25vw, 50vw",
  small: "(min-width: 1024px) 16vw, 33vw",
};

/**
 * The URL for one width. Width alone (no height and crop): the card's `object-cover` crops to its shape at the
 * centre as the shop's crop would, and each of the 24 cards' five URLs is 30 characters shorter.
 */
function sizedImageUrl(src: string, width: number): string {
  const url = new URL(src, "https://placeholder.invalid");
  url.searchParams.set("width", String(width));
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
  image: BrowserProductCard["image"];
  viewSize: ViewSize;
  eager: boolean;
  first?: boolean;
}) {
  const aspect = ASPECT[viewSize];
  const { attempt, ref, onError } = useImageFallback();
  if (!image || attempt === "failed") {
    return <div className={`card-img-missing ${aspect.className}`}>Image unavailable</div>;
  }
  const srcSet = CARD_IMAGE_WIDTHS.map((width) => `${sizedImageUrl(image.url, width)} ${width}w`).join(", ");
  // React 18 knows no fetchPriority prop: the lowercase attribute passes through as written.
  const priority = first ? { fetchpriority: "high" } : {};
  const className = `card-img ${aspect.className}`;
  if (attempt === "original") {
    return (
      <img
        ref={ref}
        src={image.url}
        alt={image.altText}
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
      src={sizedImageUrl(image.url, width)}
      sizes={SIZES[viewSize]}
      srcSet={srcSet}
      loading={eager ? "eager" : "lazy"}
      {...priority}
      className={className}
    />
  );
}
