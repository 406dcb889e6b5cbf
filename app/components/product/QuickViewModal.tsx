import { useNavigate } from "@remix-run/react";
import { Button } from "../ui/Button";
import { useEffect, useRef, useState } from "react";
import { useDialogFocus } from "../../hooks/useDialogFocus";
import { offerOf } from "../../lib/product/product-page";
import { descriptionExcerpt } from "../../lib/product/description-excerpt";
import {
  chosenOptionsOf,
  missingOptionsOf,
  selectVariant,
  variantsMatching,
  type OptionChoice,
} from "../../lib/product/variant-selection";
import { choiceFromListingFilters } from "../../lib/product/listing-choice";
import { fullProductPath, loadQuickView, type QuickViewData } from "../../lib/product/quick-view-cache";
import { recordRecentlyViewed } from "../../lib/product/recently-viewed";
import { AddToCartForm } from "../cart/AddToCartForm";
import { BackInStockForm } from "./BackInStockForm";
import { ProductImage } from "./ProductImage";
import { ProductPrice } from "./ProductPrice";
import { quickViewOptionName, QuickViewOptions } from "./QuickViewOptions";
import { StockIndicator } from "./StockIndicator";
import { Icon } from "../ui/Icon";

const CLOSE_ANIMATION_MS = 200;

type Props = { handle: string; title: string; open: boolean; onClose: () => void; onClosed: () => void };

/** The quick-view modal: focus trapped and returned, Escape and the backdrop close it. */
export default function QuickViewModal({ handle, title, open, onClose, onClosed }: Props) {
  const [data, setData] = useState<QuickViewData | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The choice as the product page keeps it in its URL (?Size=M&Color=Sage), resolved the same way. It starts
  // empty, or on the size (or colour) the listing is filtered to: nothing else is chosen for the shopper.
  const [choice, setChoice] = useState<OptionChoice>({});
  const [asked, setAsked] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useDialogFocus(dialog, open, onClose);

  useEffect(() => {
    let live = true;
    loadQuickView(handle).then(
      (loaded) =>
        live && (setData(loaded), setChoice(choiceFromListingFilters(loaded.options, window.location.search))),
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, [handle]);

  // Closing clears the product after the animation.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      setData(null);
      onClosed();
    }, CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open, onClosed]);

  const product = data?.product;
  const chosen = product ? chosenOptionsOf(product, choice) : {};
  const variant = product ? selectVariant(product, chosen) : null;
  const offer = product ? offerOf(product, variant, variantsMatching(product, chosen)) : null;
  const missing = data && !variant ? missingOptionsOf(data.options, chosen) : [];
  const variantId = variant?.id ?? null;
  const optionsSearch = new URLSearchParams(chosen).toString();
  const viewFull = () => {
    if (!product || !data) return;
    recordRecentlyViewed({
      id: product.id,
      title: product.title,
      handle: product.handle,
      price: data.listPrice,
      image: product.images[0]?.url ?? null,
    });
    onClose();
    navigate(fullProductPath(product));
  };

  return (
    <div
      className={`fixed inset-0 z-50 flex items-center justify-center p-4 transition-opacity duration-200 ${open ? "opacity-100" : "pointer-events-none opacity-0"}`}
    >
      <div
        className="absolute inset-0 bg-scrim/60"
        onClick={onClose}
        aria-hidden="true"
        data-testid="quick-view-backdrop"
      />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={`Quick view: ${title}`}
        tabIndex={-1}
        className="relative max-h-[90vh] w-full max-w-3xl overflow-y-auto rounded-3xl bg-sand-50 p-5 shadow-2xl sm:p-6"
      >
        <button
          type="button"
          onClick={onClose}
          className="absolute top-3 right-3 z-10 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-ink-900 ring-1 ring-sand-300 hover:bg-sand-100"
          aria-label="Close quick view"
        >
          <Icon name="close" className="h-5 w-5" />
        </button>
        {error ? (
          <p role="alert" className="p-8 text-center text-ink-700">
            {error}
          </p>
        ) : !product || !offer ? (
          <p role="status" className="p-8 text-center text-ink-700">
            Loading…
          </p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="aspect-[4/5] overflow-hidden rounded-2xl bg-sand-100">
              {product.images[0] ? (
                <ProductImage
                  image={product.images[0]}
                  alt={product.images[0].altText ?? product.title}
                  sizes="(min-width: 640px) 24rem, 90vw"
                  eager
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
            <div className="flex flex-col gap-4">
              <h2 className="pr-10 text-2xl text-ink-900">{product.title}</h2>
              <ProductPrice offer={offer} size="small" />
              {data && data.options.length > 0 ? (
                <QuickViewOptions
                  product={product}
                  options={data.options}
                  chosen={chosen}
                  missing={asked ? missing : []}
                  onChoose={(name, value) => setChoice({ ...chosen, [name]: value })}
                />
              ) : null}
              {variant || !offer.available ? (
                <StockIndicator level={offer.stockLevel} quantity={offer.quantityAvailable} />
              ) : null}
              <AddToCartForm
                key={variantId}
                variantId={variantId}
                available={offer.available}
                choice={{
                  productHandle: product.handle,
                  chosen,
                  missing,
                  onAskForChoice: () => {
                    setAsked(true);
                    const first = missing[0];
                    if (first)
                      dialog.current
                        ?.querySelector<HTMLInputElement>(`input[name="${quickViewOptionName(first)}"]`)
                        ?.focus();
                  },
                }}
                quantityAvailable={offer.quantityAvailable}
                redirectTo={`/products/${product.handle}`}
              />
              {variant && !offer.available ? (
                <BackInStockForm
                  key={variant.id}
                  productHandle={product.handle}
                  variantId={variant.id}
                  redirectTo={`/products/${product.handle}?${optionsSearch}`}
                />
              ) : null}
              <Button type="button" onClick={viewFull} variant="outline" size="lg">
                View Full Product
              </Button>
              {product.description ? (
                <p className="text-sm leading-relaxed text-ink-700" data-testid="quick-view-description">
                  {descriptionExcerpt(product.description)}
                </p>
              ) : null}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
