import { Link } from "@remix-run/react";
import type { CatalogProduct, CatalogVariant } from "../../lib/catalog/types";
import { isOptionValueAvailable, optionSearch, type ProductOption } from "../../lib/product/variant-selection";

/**
 * One group of links per option (Size, then Color): works without JavaScript and can be shared.
 * Sold-out values are struck through on a muted ground, never faded: faded text failed contrast.
 */
export function VariantPicker({
  product,
  options,
  selected,
  basePath,
  sizeGuidePath = null,
}: {
  product: CatalogProduct;
  options: ProductOption[];
  selected: CatalogVariant | null;
  basePath: string;
  sizeGuidePath?: string | null;
}) {
  return (
    <div className="space-y-5">
      {options.map((option) => {
        const current = selected?.selectedOptions.find((o) => o.name === option.name)?.value;
        return (
          <fieldset key={option.name}>
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
            <ul className="clear-both flex flex-wrap gap-2 pt-2">
              {option.values.map((value) => {
                const isCurrent = value === current;
                const available = isOptionValueAvailable(product, selected, option.name, value);
                return (
                  <li key={value}>
                    <Link
                      to={`${basePath}${optionSearch(selected, option.name, value)}`}
                      replace
                      preventScrollReset
                      aria-current={isCurrent ? "true" : undefined}
                      aria-label={`${option.name} ${value}${available ? "" : " (sold out)"}`}
                      className={`inline-flex min-w-12 items-center justify-center rounded-full px-4 py-2 text-sm font-medium ring-1 transition ${isCurrent ? "bg-ink-900 text-sand-50 ring-ink-900" : available ? "bg-white text-ink-900 ring-sand-300 hover:ring-clay-500" : "bg-sand-100 text-ink-700 ring-sand-300 hover:ring-clay-500"} ${available ? "" : "line-through decoration-1"}`}
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
