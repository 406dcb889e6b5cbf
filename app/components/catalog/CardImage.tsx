import { useImageFallback } from "../../hooks/useImageFallback";
import type { BrowserProductCard } from "../../lib/catalog/product-cards";
import type { GridPreferences } from "../../lib/catalog/grid-preferences";
import {
  CARD_IMAGE_ASPECT,
  CARD_IMAGE_WIDTHS,
  cardImageSizes,
  cardImageSrcSet,
  cardImageUrl,
} from "../../lib/catalog/card-markup";

/** A card's image; on a load failure it retries the original file, then says "Image unavailable". */
/**
 * `eager` cards are in the first row; `first` ones are what a phone shows first (its LCP image),
 * fetched ahead of the scripts.
 */
export function CardImage({
  image,
  grid,
  eager,
  first = false,
}: {
  image: BrowserProductCard["image"];
  grid: GridPreferences;
  eager: boolean;
  first?: boolean;
}) {
  const aspect = CARD_IMAGE_ASPECT[grid.viewSize];
  const { attempt, ref, onError } = useImageFallback();
  if (!image || attempt === "failed") {
    return <div className="card-img-missing">Image unavailable</div>;
  }
  // React 18 knows no fetchPriority prop: the lowercase attribute passes through as written.
  const priority = first ? { fetchpriority: "high" } : {};
  const className = "card-img";
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
  const height = Math.round(width * aspect);
  return (
    <img
      ref={ref}
      onError={onError}
      alt={image.altText ?? ""}
      decoding="async"
      width={width}
      height={height}
      src={cardImageUrl(image.url, width)}
      sizes={cardImageSizes(grid)}
      srcSet={cardImageSrcSet(image.url)}
      loading={eager ? "eager" : "lazy"}
      {...priority}
      className={className}
    />
  );
}
