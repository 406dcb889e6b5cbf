// Variant selection through URL search parameters (?Size=M&Color=Sage), so a
// chosen option works without JavaScript and can be shared. Nothing is chosen
// for the shopper: an option with more than one value stays open until she
// picks one, and only a complete choice names a variant (decision 062).
import type { CatalogProduct, CatalogVariant } from "../catalog/types";

export type ProductOption = { name: string; values: string[] };

/** The shopper's choice so far, option name to value. */
export type OptionChoice = Readonly<Record<string, string>>;

/** The product page's own parameter for the quantity she typed, kept across option links and a refused add. */
export const QUANTITY_PARAM = "quantity";
/** Set when an add was refused for a missing choice: the page then says which option to choose. */
export const CHOICE_ASKED_PARAM = "choose";

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

function matches(variant: CatalogVariant, choice: OptionChoice): boolean {
  return Object.entries(choice).every(([name, value]) =>
    variant.selectedOptions.some((option) => option.name === name && option.value === value),
  );
}

/**
 * What is chosen: each option named in `params` with a value the product has (unknown names and values are
 * ignored), and every option that has only one value, since there is nothing to choose there.
 */
export function chosenOptionsOf(
  product: Pick<CatalogProduct, "options" | "variants">,
  params: URLSearchParams | OptionChoice,
): Record<string, string> {
  const read = (name: string) => (params instanceof URLSearchParams ? params.get(name) : (params[name] ?? null));
  const chosen: Record<string, string> = {};
  for (const option of optionsOf(product)) {
    const value = option.values.length === 1 ? option.values[0]! : read(option.name);
    if (value !== null && option.values.includes(value)) chosen[option.name] = value;
  }
  return chosen;
}

/** The options still to choose, in the product's order ("Size", "Color"). */
export function missingOptionsOf(options: readonly ProductOption[], chosen: OptionChoice): string[] {
  return options.filter((option) => chosen[option.name] === undefined).map((option) => option.name);
}

/** The variants a partial choice still allows. */
export function variantsMatching(product: Pick<CatalogProduct, "variants">, chosen: OptionChoice): CatalogVariant[] {
  return product.variants.filter((variant) => matches(variant, chosen));
}

/**
 * The variant a complete choice names, or null while an option is still open (or the combination is not
 * sold). A product with a single variant needs no choice.
 */
export function selectVariant(
  product: Pick<CatalogProduct, "options" | "variants">,
  params: URLSearchParams | OptionChoice,
): CatalogVariant | null {
  if (product.variants.length === 1) return product.variants[0]!;
  const chosen = chosenOptionsOf(product, params);
  if (missingOptionsOf(optionsOf(product), chosen).length > 0) return null;
  return variantsMatching(product, chosen)[0] ?? null;
}

/**
 * The URL search that selects `value` for `optionName`, keeping the rest of the choice and the quantity she
 * typed (a size link must not forget the colour or the 2 she asked for).
 */
export function optionSearch(chosen: OptionChoice, optionName: string, value: string, quantity?: number): string {
  const params = new URLSearchParams();
  for (const [name, chosenValue] of Object.entries(chosen)) params.set(name, chosenValue);
  params.set(optionName, value);
  if (quantity !== undefined && quantity > 1) params.set(QUANTITY_PARAM, String(quantity));
  return `?${params.toString()}`;
}

/** Whether any variant with this option value (the other choices as they are) can be bought. */
export function isOptionValueAvailable(
  product: Pick<CatalogProduct, "variants">,
  chosen: OptionChoice,
  optionName: string,
  value: string,
): boolean {
  return product.variants.some(
    (variant) => variant.availableForSale && matches(variant, { ...chosen, [optionName]: value }),
  );
}

/** "Choose a size", "Choose a color", "Choose a size and a color": what an add without a full choice answers. */
export function chooseOptionsMessage(missing: readonly string[]): string {
  const named = missing.map((name) => {
    const word = name.trim().toLowerCase();
    return `${/^[aeiou]/.test(word) ? "an" : "a"} ${word}`;
  });
  return named.length ? `Choose ${named.join(" and ")}` : "Choose a product option first.";
}

/** The quantity the page was given back (a refused add keeps it), within 1 and `max`. */
export function quantityParamOf(params: URLSearchParams, max: number): number {
  const asked = Number(params.get(QUANTITY_PARAM));
  return Number.isInteger(asked) && asked > 1 ? Math.min(asked, Math.max(1, max)) : 1;
}
