// Quick view opened from a listing filtered to one size (or one colour) starts on
// that size: the shopper chose it already, in the filter. Nothing else is chosen
// for her: two sizes in the filter, or a filter size the product spells twice,
// leave the choice open.
import { filterColorsOfValue, isColorOptionName } from "../catalog/colors";
import { parseListingParams } from "../catalog/listing-params";
import { isSizeOptionName, sizeGroupOf } from "../catalog/size-groups";
import type { ProductOption } from "./variant-selection";

export function choiceFromListingFilters(
  options: readonly ProductOption[],
  listingSearch: string,
): Record<string, string> {
  const { sizes, colors } = parseListingParams(new URLSearchParams(listingSearch));
  const choice: Record<string, string> = {};
  for (const option of options) {
    let fitting: string[] = [];
    if (isSizeOptionName(option.name) && sizes.length === 1)
      fitting = option.values.filter((value) => sizeGroupOf(value) === sizes[0]);
    else if (isColorOptionName(option.name) && colors.length === 1)
      fitting = option.values.filter((value) => filterColorsOfValue(value).includes(colors[0]!));
    if (fitting.length === 1) choice[option.name] = fitting[0]!;
  }
  return choice;
}
