import { useState } from "react";
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from "../../lib/catalog/listing-params";

/** The price filter: a 0-500 slider that sets only the upper bound; a lower bound from the URL is kept. */
export function PriceFilter({ minPrice, maxPrice, formId }: { minPrice: number; maxPrice: number; formId: string }) {
  const [shown, setShown] = useState(maxPrice);
  return (
    <fieldset className="border-t border-sand-200 pt-4">
      <legend className="text-sm font-semibold tracking-wide text-ink-700 uppercase">Price</legend>
      {minPrice > PRICE_FILTER_MIN ? <input type="hidden" form={formId} name="minPrice" value={minPrice} /> : null}
      {/* The figure is part of the slider's name ("Up to $120"); an <output> may not sit inside another control's label. */}
      <label htmlFor="price-max" className="mt-2 block text-sm text-ink-900">
        Up to <span>${shown}</span>
      </label>
      <input
        id="price-max"
        type="range"
        form={formId}
        name="maxPrice"
        min={PRICE_FILTER_MIN}
        max={PRICE_FILTER_MAX}
        step={1}
        defaultValue={maxPrice}
        onInput={(event) => setShown(Number(event.currentTarget.value))}
        className="mt-1 w-full accent-clay-600"
      />
      <div className="flex justify-between text-xs text-ink-500" aria-hidden="true">
        <span>${minPrice}</span>
        <span>${PRICE_FILTER_MAX}</span>
      </div>
    </fieldset>
  );
}
