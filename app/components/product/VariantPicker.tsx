import { Link } from "@remix-run/react";
import type { CatalogProduct } from "../../lib/catalog/types";
import {
  chooseOptionsMessage,
  isOptionValueAvailable,
  optionSearch,
  type OptionChoice,
  type ProductOption,
} from "../../lib/product/variant-selection";

/** Where "Choose a size" leads: the bar's button and the refused add point here. */
export const PRODUCT_OPTIONS_ANCHOR = "product-options";

/** The id of an option's first value: focus lands there when the shopper is asked to choose. */
export function firstOptionValueId(optionName: string): string {
  return `option-${optionName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-first`;
}

/**
 * One group of links per option (Size, then Color): works without JavaScript and can be shared.
 * Nothing is chosen for the shopper; when she tries to add without a choice (`asked`), each open option
 * says "Choose a size" and is marked invalid.
 * Sold-out values are struck through on a muted ground, never faded: faded text failed contrast.
 */
export function VariantPicker({
  product,
  options,
  chosen,
  missing,
  asked,
  quantity,
  basePath,
  sizeGuidePath = null,
}: {
  product: CatalogProduct;
  options: ProductOption[];
  chosen: OptionChoice;
  missing: readonly string[];
  /** The shopper tried to add before choosing every option */
  asked: boolean;
  /** The quantity she typed, kept by the option links */
  quantity?: number;
  basePath: string;
  sizeGuidePath?: string | null;
}) {
  return (
    <div className="space-y-5" id={PRODUCT_OPTIONS_ANCHOR} tabIndex={-1}>
      {options.map((option) => {
        const current = chosen[option.name];
        const invalid = asked && missing.includes(option.name);
        const errorId = `option-${option.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-error`;
        return (
          <fieldset
            key={option.name}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            data-option={option.name}
          >
            <legend className="float-left text-sm font-semibold tracking-wide text-ink-700 uppercase">
              {option.name}
              {current ? (
                <span className="ml-2 font-normal tracking-normal text-ink-900 normal-case">{current}</span>
              ) : null}
            </legend>
            {option.name === "Size" && sizeGuidePath ? (
              <a
                href={sizeGuidePath}
                className="float-right text-sm font-medium text-clay-700 underline underline-offset-2 hover:text-clay-600"
              >
                Size guide
              </a>
            ) : null}
            {invalid ? (
              <p id={errorId} role="alert" className="clear-both pt-2 text-sm font-semibold text-clay-700">
                {chooseOptionsMessage([option.name])}
              </p>
            ) : null}
            <ul className="clear-both flex flex-wrap gap-2 pt-2">
              {option.values.map((value, index) => {
                const isCurrent = value === current;
                const available = isOptionValueAvailable(product, chosen, option.name, value);
                return (
                  <li key={value}>
                    <Link
                      id={index === 0 ? firstOptionValueId(option.name) : undefined}
                      to={`${basePath}${optionSearch(chosen, option.name, value, quantity)}`}
                      replace
                      preventScrollReset
                      aria-current={isCurrent ? "true" : undefined}
                      aria-label={`${option.name} ${value}${available ? "" : " (sold out)"}`}
                      className={`inline-flex min-w-12 items-center justify-center rounded-full px-4 py-2 text-sm font-medium ring-1 transition ${isCurrent ? "bg-ink-900 text-sand-50 ring-ink-900" : available ? `bg-white text-ink-900 ${invalid ? "ring-clay-600" : "ring-sand-300"} hover:ring-clay-500` : "bg-sand-100 text-ink-700 ring-sand-300 hover:ring-clay-500"} ${available ? "" : "line-through decoration-1"}`}
                    >
                      {value}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
