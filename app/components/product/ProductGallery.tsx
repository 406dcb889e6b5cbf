import { type ComponentType, lazy, type MouseEvent, Suspense, useEffect, useState } from "react";
import type { CatalogImage } from "../../lib/catalog/types";
import { ProductImage } from "./ProductImage";
import type { ProductLightboxProps } from "./ProductLightbox";
import { Icon } from "../ui/Icon";

const loadLightbox = () => import("./ProductLightbox");

/** Without its code (offline before it was fetched) the image opens as the plain link does without JavaScript. */
const FullSizeFallback: ComponentType<ProductLightboxProps> = ({ images, startIndex }) => {
  useEffect(() => {
    const image = images[startIndex];
    if (image) window.location.assign(image.url);
  }, [images, startIndex]);
  return null;
};

// The lightbox's code loads on the first zoom (or a hover or focus just before it), not with the page.
const ProductLightbox = lazy(() =>
  loadLightbox().then(
    (module): { default: ComponentType<ProductLightboxProps> } => ({ default: module.ProductLightbox }),
    () => ({ default: FullSizeFallback }),
  ),
);

/** A plain click (not one meant to open a new tab or window), which JavaScript may take over. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Main image (eager, preloaded by the route) and thumbnails. Every image is a
 * link to its full-size file; with JavaScript a thumbnail switches the main
 * image and the main image opens the lightbox.
 */
export function ProductGallery({
  images,
  title,
  selectedImageUrl,
}: {
  images: CatalogImage[];
  title: string;
  selectedImageUrl: string | null;
}) {
  const initial = Math.max(
    0,
    images.findIndex((image) => image.url === selectedImageUrl),
  );
  const [active, setActive] = useState(initial);
  const [zoomed, setZoomed] = useState(false);
  const current = images[active] ?? images[0];
  if (!current)
    return (
      <div className="flex aspect-[4/5] items-center justify-center rounded-3xl bg-sand-100 text-ink-500">
        Image unavailable
      </div>
    );
  const preload = () => void loadLightbox().catch(() => undefined);
  return (
    <div>
      <a
        href={current.url}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setZoomed(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={`Zoom image ${active + 1} of ${images.length}: ${current.altText ?? title}`}
        className="group relative block aspect-[4/5] cursor-zoom-in overflow-hidden rounded-3xl bg-sand-100 ring-1 ring-sand-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600"
      >
        <ProductImage
          key={current.url}
          image={current}
          alt={current.altText ?? title}
          sizes="(min-width: 1024px) 50vw, 100vw"
          eager={active === initial}
          className="h-full w-full object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-sand-50/90 text-ink-900 shadow-sm ring-1 ring-sand-200 transition group-hover:scale-105"
        >
          <Icon name="zoom-in" className="h-5 w-5" />
        </span>
      </a>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.url}>
              <a
                href={image.url}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  setActive(index);
                }}
                aria-label={`Show image ${index + 1} of ${images.length}${image.altText ? `: ${image.altText}` : ""}`}
                aria-current={index === active ? "true" : undefined}
                className={`block aspect-square w-full overflow-hidden rounded-xl bg-sand-100 ring-2 ${index === active ? "ring-clay-500" : "ring-transparent hover:ring-sand-300"}`}
              >
                <ProductImage image={image} alt="" sizes="20vw" className="h-full w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <Suspense fallback={null}>
          <ProductLightbox
            images={images}
            title={title}
            startIndex={active}
            onClose={(index) => {
              setActive(index);
              setZoomed(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
