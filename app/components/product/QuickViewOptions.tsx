import type { CatalogProduct } from "../../lib/catalog/types";
import {
  chooseOptionsMessage,
  isOptionValueAvailable,
  type OptionChoice,
  type ProductOption,
} from "../../lib/product/variant-selection";

type Props = {
  product: CatalogProduct;
  options: ProductOption[];
  chosen: OptionChoice;
  /** Options the shopper tried to add without choosing: each says "Choose a size" */
  missing: readonly string[];
  onChoose: (optionName: string, value: string) => void;
};

/** The radio group's name for an option (focus goes to it when a choice is asked for). */
export function quickViewOptionName(optionName: string): string {
  return `quick-view-${optionName}`;
}

/**
 * The quick view's choices: one radio group per option (Size, then Color), as the product page offers them.
 * A value that cannot be bought with the other choices is struck through and read as "(sold out)".
 */
export function QuickViewOptions({ product, options, chosen, missing, onChoose }: Props) {
  return (
    <div className="space-y-4">
      {options.map((option) => {
        const current = chosen[option.name];
        const invalid = missing.includes(option.name);
        const errorId = `${quickViewOptionName(option.name)}-error`.replace(/[^\w-]+/g, "-");
        return (
          <fieldset
            key={option.name}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
          >
            <legend className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
              {option.name}
              {current ? (
                <span className="ml-2 font-normal tracking-normal text-ink-900 normal-case">{current}</span>
              ) : null}
            </legend>
            {invalid ? (
              <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-clay-700">
                {chooseOptionsMessage([option.name])}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-2">
              {option.values.map((value) => {
                const available = isOptionValueAvailable(product, chosen, option.name, value);
                return (
                  <label key={value} className="relative">
                    <input
                      type="radio"
                      name={quickViewOptionName(option.name)}
                      value={value}
                      checked={value === current}
                      onChange={() => onChoose(option.name, value)}
                      className="peer sr-only"
                    />
                    <span
                      className={`inline-flex min-w-11 cursor-pointer items-center justify-center rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition peer-checked:bg-ink-900 peer-checked:text-sand-50 peer-checked:ring-ink-900 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-clay-600 ${available ? `bg-white text-ink-900 ${invalid ? "ring-clay-600" : "ring-sand-300"} hover:ring-clay-500` : "bg-sand-100 text-ink-700 line-through decoration-1 ring-sand-300 hover:ring-clay-500"}`}
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
