import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useDialogFocus } from "../../hooks/useDialogFocus";
import type { CatalogImage } from "../../lib/catalog/types";
import { productImageSrcSet, sizedImageUrl } from "../../lib/product/product-images";
import { Icon } from "../ui/Icon";

/** A horizontal move of at least this many CSS pixels is a swipe, not a tap. */
const SWIPE_PX = 40;

export type ProductLightboxProps = {
  images: readonly CatalogImage[];
  title: string;
  startIndex: number;
  /** Called with the image shown last, so the gallery can show it too */
  onClose: (index: number) => void;
};

/**
 * The product images full screen (JavaScript only: without it each gallery
 * image is a link to its full-size file). A modal: focus moves in and stays,
 * Escape or Close shuts it and focus returns to the image that opened it;
 * arrow keys, Previous/Next and a swipe move between images.
 */
export function ProductLightbox({ images, title, startIndex, onClose }: ProductLightboxProps) {
  const [index, setIndex] = useState(startIndex);
  const panel = useRef<HTMLDivElement>(null);
  const indexRef = useRef(index);
  indexRef.current = index;
  const close = () => onClose(indexRef.current);
  useDialogFocus(panel, true, close);

  const count = images.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setIndex((current) => (current + step + count) % count);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [count]);

  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === "mouse") return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }
  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId || count < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    go(dx < 0 ? 1 : -1);
  }

  const image = images[index] ?? images[0];
  if (!image) return null;
  const controlClass =
    // Fixed light-on-dark colours: the viewer is dark in both themes (the theme flips "white").
    "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-[#1a1310]/70 text-[#fbf7f1] ring-1 ring-[#fbf7f1]/40 hover:bg-[#1a1310]/90 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#fbf7f1]";
  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={`${title}: images`}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-scrim text-[#fbf7f1]"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p aria-live="polite" className="text-sm font-medium tabular-nums" data-testid="lightbox-counter">
          {index + 1} / {count}
          <span className="sr-only">: {image.altText ?? title}</span>
        </p>
        <button type="button" onClick={close} data-autofocus aria-label="Close" className={controlClass}>
          <Icon name="close" className="h-5 w-5" />
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 select-none sm:px-16"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        data-testid="lightbox-stage"
      >
        <img
          key={image.url}
          src={sizedImageUrl(image.url, 1600)}
          srcSet={productImageSrcSet(image.url)}
          sizes="100vw"
          alt={image.altText ?? title}
          draggable={false}
          className="max-h-full max-w-full rounded-xl object-contain"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous image"
              className={`${controlClass} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}
            >
              <Icon name="chevron-left" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next image"
              className={`${controlClass} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}
            >
              <Icon name="chevron-right" className="h-5 w-5" />
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
