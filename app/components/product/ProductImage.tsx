import { useImageFallback } from "../../hooks/useImageFallback";
import type { CatalogImage } from "../../lib/catalog/types";
import { productImageSrc, productImageSrcSet, PRODUCT_IMAGE_WIDTHS } from "../../lib/product/product-images";

type Props = { image: CatalogImage; alt: string; sizes: string; eager?: boolean; className?: string };

/**
 * A product image with the spec's srcset widths (our own <img>, see below).
 * On a load failure it retries the original file, then says "Image unavailable".
 */
export function ProductImage({ image, alt, sizes, eager = false, className = "" }: Props) {
  const { attempt, ref: element, onError } = useImageFallback();
  if (attempt === "failed") {
    return (
      <div
        className={`flex items-center justify-center bg-sand-100 text-sm text-ink-500 ${className}`}
        role="img"
        aria-label={alt}
      >
        Image unavailable
      </div>
    );
  }
  if (attempt === "original") {
    return (
      <img
        ref={element}
        src={image.url}
        alt={alt}
        className={className}
        loading={eager ? "eager" : "lazy"}
        onError={onError}
      />
    );
  }
  // Our own <img> rather than hydrogen-react's Image, which drops `sizes` at a fixed width and can compute a fractional height.
  const width = PRODUCT_IMAGE_WIDTHS[2];
  const known = image.width && image.height ? { width: image.width, height: image.height } : null;
  const height = known ? Math.round((width * known.height) / known.width) : undefined;
  return (
    <img
      ref={element}
      alt={alt}
      decoding="async"
      width={width}
      height={height}
      src={productImageSrc(image.url, width, height)}
      sizes={sizes}
      srcSet={productImageSrcSet(image.url)}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      className={className}
      style={known ? { aspectRatio: `${known.width}/${known.height}` } : undefined}
      onError={onError}
    />
  );
}
