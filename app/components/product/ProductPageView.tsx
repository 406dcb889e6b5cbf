import { useEffect, useRef, useState } from "react";
import { trackViewItem } from "../../lib/analytics/commerce-events";
import type { ProductPageData } from "../../lib/product/product-page";
import { recordRecentlyViewed } from "../../lib/product/recently-viewed";
import { AddToCartForm } from "../cart/AddToCartForm";
import { ProductBadges } from "../catalog/ProductBadges";
import { ProductGallery } from "./ProductGallery";
import { ProductPrice } from "./ProductPrice";
import { ProductStructuredData } from "./ProductStructuredData";
import { RecentlyViewedStrip } from "./RecentlyViewedStrip";
import { RelatedProducts } from "./RelatedProducts";
import { CompleteTheLook } from "./CompleteTheLook";
import type { CompleteTheLookPiece } from "../../lib/product/complete-the-look";
import type { ProductFavoriteState, RelatedProduct } from "../../lib/product/product-page";
import type { ProductReviewsView } from "../../lib/reviews/review-rules";
import { FavoriteButton } from "../account/FavoriteButton";
import { StockIndicator } from "./StockIndicator";
import { AddToCartBar } from "./AddToCartBar";
import { BackInStockForm } from "./BackInStockForm";
import { sizeGuidePathOf } from "../../lib/product/size-guide";
import { firstOptionValueId, PRODUCT_OPTIONS_ANCHOR, VariantPicker } from "./VariantPicker";
import {
  CHOICE_ASKED_PARAM,
  chooseOptionsMessage,
  quantityParamOf,
  variantsMatching,
} from "../../lib/product/variant-selection";
import { useFreeShippingLabel } from "../layout/useFreeShippingLabel";
import { FitSummary, ProductReviews } from "./ProductReviews";

/** The product page: gallery, options, price, stock, add to cart, description, recently viewed. */
export function ProductPageView({
  data,
  path,
  currentUrl,
}: {
  data: ProductPageData & {
    related: RelatedProduct[];
    favorite: ProductFavoriteState;
    completeTheLook: CompleteTheLookPiece[];
    reviews?: ProductReviewsView | null;
  };
  path: string;
  currentUrl: string;
}) {
  const freeShipping = useFreeShippingLabel();
  const { product, offer, options, badges, chosen, missingOptions } = data;
  const variant = offer.variant;
  const mainForm = useRef<HTMLDivElement>(null);
  const search = new URLSearchParams(currentUrl.split("?")[1] ?? "");
  // A refused add (without JavaScript) comes back with ?choose=1 and the quantity she typed; with it, the
  // button asks here without posting. Either way each open option says "Choose a size".
  const [asked, setAsked] = useState(search.get(CHOICE_ASKED_PARAM) === "1");
  const [quantity, setQuantity] = useState(() => quantityParamOf(search, offer.quantityAvailable ?? 99));
  const askForChoice = () => {
    setAsked(true);
    const first = missingOptions[0];
    const target = first ? document.getElementById(firstOptionValueId(first)) : null;
    target?.scrollIntoView({ block: "center", behavior: "smooth" });
    target?.focus({ preventScroll: true });
  };
  // The colour she chose shows in the gallery before the size is chosen too.
  const shownVariant =
    variant ?? (Object.keys(chosen).length > 0 ? (variantsMatching(product, chosen)[0] ?? null) : null);

  // A view is recorded once per product, not per variant change: the effect runs on a new product id and
  // reads the product and variant shown at that moment from this ref.
  const shown = useRef({ product, variant, listPrice: data.listPrice });
  shown.current = { product, variant, listPrice: data.listPrice };
  useEffect(() => {
    const { product, variant, listPrice } = shown.current;
    recordRecentlyViewed({
      id: product.id,
      title: product.title,
      handle: product.handle,
      price: listPrice,
      image: product.images[0]?.url ?? null,
    });
    trackViewItem({
      id: variant?.id ?? product.id,
      name: product.title,
      variant: variant?.title,
      price: listPrice,
      quantity: 1,
    });
  }, [product.id]);

  return (
    <main className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
      <ProductStructuredData data={data.structuredData} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          key={`${product.id} ${shownVariant?.image?.url ?? ""}`}
          images={product.images}
          title={product.title}
          selectedImageUrl={shownVariant?.image?.url ?? null}
        />
        <div className="flex flex-col gap-6">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              {product.vendor ? (
                <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">{product.vendor}</p>
              ) : null}
              <h1 className="mt-1 text-4xl leading-tight text-ink-900">{product.title}</h1>
              <div className="mt-3">
                <ProductBadges badges={badges} layout="inline" />
              </div>
            </div>
            <div className="mt-1 flex-none rounded-full ring-1 ring-sand-300">
              <FavoriteButton
                product={{
                  id: product.id,
                  name: product.title,
                  image: product.images[0]?.url ?? null,
                  price: String(data.listPrice),
                }}
                isFavorite={data.favorite.isFavorite}
                signedIn={data.favorite.signedIn}
                redirectTo={currentUrl}
              />
            </div>
          </div>
          <ProductPrice offer={offer} />
          {options.length > 0 ? (
            <VariantPicker
              product={product}
              options={options}
              chosen={chosen}
              missing={missingOptions}
              asked={asked}
              quantity={quantity}
              basePath={path}
              sizeGuidePath={sizeGuidePathOf(product)}
            />
          ) : null}
          <FitSummary summary={data.reviews?.summary} />
          {variant || offer.stockLevel === "out" ? (
            <StockIndicator level={offer.stockLevel} quantity={offer.quantityAvailable} />
          ) : null}
          <div ref={mainForm}>
            <AddToCartForm
              key={variant?.id}
              variantId={variant?.id ?? null}
              available={offer.available}
              choice={{ productHandle: product.handle, chosen, missing: missingOptions, onAskForChoice: askForChoice }}
              quantityAvailable={offer.quantityAvailable}
              defaultQuantity={quantity}
              onQuantityChange={(typed) => Number.isInteger(typed) && typed > 0 && setQuantity(typed)}
              redirectTo={currentUrl}
              showQuantity
            />
          </div>
          {variant && !offer.available ? (
            <BackInStockForm
              key={variant.id}
              productHandle={product.handle}
              variantId={variant.id}
              redirectTo={currentUrl}
            />
          ) : null}
          <ul className="grid gap-2 rounded-2xl bg-white/60 p-4 text-sm text-ink-700 ring-1 ring-sand-200">
            <li>Free shipping on orders of {freeShipping} or more</li>
            <li>30-day returns</li>
            <li>24/7 support</li>
          </ul>
          {product.description ? (
            <section aria-labelledby="product-description">
              <h2 id="product-description" className="text-xl text-ink-900">
                Description
              </h2>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-700">{product.description}</p>
            </section>
          ) : null}
        </div>
      </div>
      <CompleteTheLook pieces={data.completeTheLook} redirectTo={currentUrl} />
      <ProductReviews handle={product.handle} view={data.reviews ?? null} currentUrl={currentUrl} />
      <RelatedProducts products={data.related} />
      <RecentlyViewedStrip currentProductId={product.id} />
      <AddToCartBar
        mainForm={mainForm}
        title={product.title}
        optionsLabel={
          options.length > 0 ? (variant?.selectedOptions.map((option) => option.value).join(" / ") ?? null) : null
        }
        choose={
          missingOptions.length > 0 && offer.available
            ? {
                label: chooseOptionsMessage(missingOptions),
                href: `#${PRODUCT_OPTIONS_ANCHOR}`,
                onChoose: askForChoice,
              }
            : null
        }
        price={offer.price}
        variantId={variant?.id ?? null}
        available={offer.available}
        quantityAvailable={offer.quantityAvailable}
        redirectTo={currentUrl}
      />
    </main>
  );
}
