import { useState } from "react";
import type { CatalogImage } from "~/lib/catalog/types";
import { ProductImage } from "./ProductImage";

/** Main image (eager, preloaded by the route) and thumbnails that switch it; links without JavaScript. */
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
  const current = images[active] ?? images[0];
  if (!current)
    return (
      <div className="flex aspect-[4/5] items-center justify-center rounded-3xl bg-sand-100 text-ink-500">
        Image unavailable
      </div>
    );
  return (
    <div>
      <div className="aspect-[4/5] overflow-hidden rounded-3xl bg-sand-100 ring-1 ring-sand-200">
        <ProductImage
          key={current.url}
          image={current}
          alt={current.altText ?? title}
          sizes="(min-width: 1024px) 50vw, 100vw"
          eager={active === initial}
          className="h-full w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === active}
                className={`block aspect-square w-full overflow-hidden rounded-xl bg-sand-100 ring-2 ${index === active ? "ring-clay-500" : "ring-transparent hover:ring-sand-300"}`}
              >
                <ProductImage image={image} alt="" sizes="20vw" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
