import { useImageFallback } from "../../hooks/useImageFallback";
import type { BrowserProductCard } from "../../lib/catalog/product-cards";
import type { ColumnCount, GridPreferences, ViewSize } from "../../lib/catalog/grid-preferences";

/** Height over width of a card's image; the shape itself is the grid's CSS (`[data-view-size] .card-img`). */
const ASPECT: Record<ViewSize, number> = { large: 4 / 3, medium: 1, small: 1 };

/** The shop's srcset widths, every one on every card (the specification's constant). */
const CARD_IMAGE_WIDTHS = [400, 600, 800, 1200, 1600] as const;

/*
 * How wide a card's image is drawn for each grid choice (ProductGrid's columns, in max-w-6xl beside the 15rem
 * sidebar): phones show two cards a row (small view: three), from md the chosen columns share at most 856px. With
 * the true width a browser fetches the smallest of the widths that fits, not a quarter of the screen's.
 */
const LARGE_CARD_SIZES: Record<ColumnCount, string> = {
  2: "(min-width: 1152px) 420px, (min-width: 768px) 37vw, 50vw",
  3: "(min-width: 768px) 275px, 50vw",
  4: "(min-width: 768px) 232px, 50vw",
};
const SMALL_CARD_SIZES: Record<ColumnCount, string> = {
  2: "(min-width: 768px) 202px, 33vw",
  3: "(min-width: 768px) 158px, 33vw",
  4: "(min-width: 768px) 158px, 33vw",
};

function cardImageChoice(grid: GridPreferences): { sizes: string; widths: readonly number[] } {
  const sizes = (grid.viewSize === "small" ? SMALL_CARD_SIZES : LARGE_CARD_SIZES)[grid.columnCount];
  return { sizes, widths: CARD_IMAGE_WIDTHS };
}

/**
 * The URL for one width: the image's own URL with `width` added. Width alone (no height and crop): the card's
 * `object-cover` crops to its shape at the centre as the shop's crop would. Added to the end as written, so the
 * browser can read the image's URL back from a server-rendered card (`originalImageUrl`).
 */
export function cardImageUrl(src: string, width: number): string {
  return `${src}${src.includes("?") ? "&" : "?"}width=${width}`;
}

/** The image's own URL, from one of `cardImageUrl`'s (a server-rendered card's `src`). */
export function originalImageUrl(sized: string): string {
  return sized.replace(/[?&]width=\d+$/, "");
}

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
  const aspect = ASPECT[grid.viewSize];
  const choice = cardImageChoice(grid);
  const { attempt, ref, onError } = useImageFallback();
  if (!image || attempt === "failed") {
    return <div className="card-img-missing">Image unavailable</div>;
  }
  const srcSet = choice.widths.map((width) => `${cardImageUrl(image.url, width)} ${width}w`).join(", ");
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
  const width = choice.widths[0]!;
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
      sizes={choice.sizes}
      srcSet={srcSet}
      loading={eager ? "eager" : "lazy"}
      {...priority}
      className={className}
    />
  );
}
