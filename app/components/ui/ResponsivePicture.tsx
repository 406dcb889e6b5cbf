import type { ResponsiveImage } from "../../lib/images/responsive-image";

/** An optimized image: AVIF and WebP sources when built, the JPEG variants (or the original alone) in the <img>. */
export function ResponsivePicture({
  image,
  alt,
  className,
  loading,
}: {
  image: ResponsiveImage;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  const sizes = image.sizes ?? undefined;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet ?? undefined}
        sizes={sizes}
        alt={alt}
        className={className}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
