import { Image } from "@shopify/hydrogen-react";
import { useImageFallback } from "~/hooks/useImageFallback";
import type { CatalogImage } from "~/lib/catalog/types";
import { productImageSrcSet, PRODUCT_IMAGE_WIDTHS } from "~/lib/product/product-images";

type Props = { image: CatalogImage; alt: string; sizes: string; eager?: boolean; className?: string };

/**
 * A product image through hydrogen-react's Image with the spec's srcset widths.
 * On a load failure it retries the original file, then says "Image unavailable".
 */
export function ProductImage({ image, alt, sizes, eager = false, className = "" }: Props) {
  const { attempt, ref: element, onError } = useImageFallback();
  if (attempt === "failed") {
    return (
      <div className={`flex items-center justify-center bg-sand-100 text-sm text-ink-500 ${className}`} role="img" aria-label={alt}>
        Image unavailable
      </div>
    );
  }
  if (attempt === "original") {
    return <img ref={element} src={image.url} alt={alt} className={className} loading={eager ? "eager" : "lazy"} onError={onError} />;
  }
  return (
    <Image
      ref={element}
      data={{ url: image.url, altText: alt, width: image.width ?? undefined, height: image.height ?? undefined }}
      alt={alt}
      sizes={sizes}
      srcSet={productImageSrcSet(image.url)}
      width={PRODUCT_IMAGE_WIDTHS[2]}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      className={className}
      onError={onError}
    />
  );
}
