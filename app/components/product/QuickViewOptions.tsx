import type { CatalogProduct, CatalogVariant } from "../../lib/catalog/types";
import { isOptionValueAvailable, type ProductOption } from "../../lib/product/variant-selection";

type Props = {
  product: CatalogProduct;
  options: ProductOption[];
  selected: CatalogVariant | null;
  onChoose: (optionName: string, value: string) => void;
};

/**
 * The quick view's choices: one radio group per option (Size, then Color), as the product page offers them.
 * A value that cannot be bought with the other choices is struck through and read as "(sold out)".
 */
export function QuickViewOptions({ product, options, selected, onChoose }: Props) {
  return (
    <div className="space-y-4">
      {options.map((option) => {
        const current = selected?.selectedOptions.find((o) => o.name === option.name)?.value;
        return (
          <fieldset key={option.name}>
            <legend className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
              {option.name}
              {current ? (
                <span className="ml-2 font-normal tracking-normal text-ink-900 normal-case">{current}</span>
              ) : null}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {option.values.map((value) => {
                const available = isOptionValueAvailable(product, selected, option.name, value);
                return (
                  <label key={value} className="relative">
                    <input
                      type="radio"
                      name={`quick-view-${option.name}`}
                      value={value}
                      checked={value === current}
                      onChange={() => onChoose(option.name, value)}
                      className="peer sr-only"
                    />
                    <span
                      className={`inline-flex min-w-11 cursor-pointer items-center justify-center rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition peer-checked:bg-ink-900 peer-checked:text-sand-50 peer-checked:ring-ink-900 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-clay-600 ${available ? "bg-white text-ink-900 ring-sand-300 hover:ring-clay-500" : "bg-sand-100 text-ink-700 line-through decoration-1 ring-sand-300 hover:ring-clay-500"}`}
                    >
                      {value}
                      {available ? null : <span className="sr-only"> (sold out)</span>}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
