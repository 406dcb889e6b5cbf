// Variant selection through URL search parameters (?Size=M&Color=Sage), so a
// chosen option works without JavaScript and can be shared.
import type { CatalogProduct, CatalogVariant } from "../catalog/types";

export type ProductOption = { name: string; values: string[] };

/** The product's options; derived from variants when the fetch did not include them. */
export function optionsOf(product: Pick<CatalogProduct, "options" | "variants">): ProductOption[] {
  const fromVariants = new Map<string, string[]>();
  for (const variant of product.variants) {
    for (const option of variant.selectedOptions) {
      const values = fromVariants.get(option.name) ?? [];
      if (!values.includes(option.value)) values.push(option.value);
      fromVariants.set(option.name, values);
    }
  }
  const options = product.options?.length
    ? product.options
    : [...fromVariants].map(([name, values]) => ({ name, values }));
  // "Title: Default Title" is Shopify's placeholder for a product without options.
  return options.filter((option) => !(option.values.length === 1 && option.values[0] === "Default Title"));
}

function matches(variant: CatalogVariant, wanted: ReadonlyMap<string, string>): boolean {
  return [...wanted].every(([name, value]) =>
    variant.selectedOptions.some((option) => option.name === name && option.value === value),
  );
}

/**
 * The variant the URL asks for: every option named in the URL must match (unknown
 * option names and values are ignored); else the first available variant; else the first.
 */
export function selectVariant(
  product: Pick<CatalogProduct, "options" | "variants">,
  params: URLSearchParams,
): CatalogVariant | null {
  const options = optionsOf(product);
  const wanted = new Map<string, string>();
  for (const option of options) {
    const value = params.get(option.name);
    if (value !== null && option.values.includes(value)) wanted.set(option.name, value);
  }
  if (wanted.size > 0) {
    const candidates = product.variants.filter((variant) => matches(variant, wanted));
    const chosen = candidates.find((variant) => variant.availableForSale) ?? candidates[0];
    if (chosen) return chosen;
  }
  return product.variants.find((variant) => variant.availableForSale) ?? product.variants[0] ?? null;
}

/** The URL search that selects `value` for `optionName`, keeping the rest of the current selection. */
export function optionSearch(selected: CatalogVariant | null, optionName: string, value: string): string {
  const params = new URLSearchParams();
  for (const option of selected?.selectedOptions ?? []) params.set(option.name, option.value);
  params.set(optionName, value);
  return `?${params.toString()}`;
}

/** Whether any variant with this option value (others as currently selected) can be bought. */
export function isOptionValueAvailable(
  product: Pick<CatalogProduct, "variants">,
  selected: CatalogVariant | null,
  optionName: string,
  value: string,
): boolean {
  const wanted = new Map((selected?.selectedOptions ?? []).map((option) => [option.name, option.value]));
  wanted.set(optionName, value);
  return product.variants.some((variant) => variant.availableForSale && matches(variant, wanted));
}
