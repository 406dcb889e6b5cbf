import { useRef } from "react";
import { buttonClass } from "../ui/button-styles";
import { Button } from "../ui/Button";
import { FILTER_COLORS } from "../../lib/catalog/colors";
import type { ListingPageData } from "../../lib/catalog/listing-page";
import { CLOTHING_SIZE_RANGES } from "../../lib/catalog/size-groups";
import { isSubCategoryGroup } from "../../lib/catalog/sub-categories";
import { CheckboxFacet } from "./CheckboxFacet";
import { CollectionFilter, SubCategoryList } from "./CollectionFilter";
import { PriceFilter } from "./PriceFilter";
import { FILTER_PANEL_ATTRIBUTE } from "./use-listing-form";

/** The narrow-screen panel's closing button: the server's count for the pending choice, or null without JavaScript. */
export type ShowResultsButton = { label: string; busy: boolean; onShow: () => void };

const SWATCHES: Record<(typeof FILTER_COLORS)[number], string> = {
  Black: "#1f1a17",
  White: "#ffffff",
  Brown: "#7a4b2a",
  Beige: "#e4d3b5",
  Sage: "#9caf88",
  Blue: "#4f6d8f",
  Pink: "#e6a5a8",
  Gold: "#c9a23f",
};

/**
 * The filter sidebar: every control belongs to the listing's
 * GET form, so it works without JavaScript (Apply filters); with JavaScript
 * the form applies on change. Below 768 px it collapses behind Filter Products,
 * which counts the filters in effect; there, with JavaScript, the panel stays
 * open while the shopper chooses and closes on its Show N products button.
 */
export function FilterSidebar({
  listing,
  formId,
  clearHref,
  activeFilterCount,
  showResults,
}: {
  listing: ListingPageData;
  formId: string;
  clearHref: string | null;
  activeFilterCount: number;
  showResults: ShowResultsButton | null;
}) {
  const { params, facets } = listing;
  const onCollectionPage = listing.collection !== null;
  const toggleRef = useRef<HTMLInputElement>(null);
  const onShow = () => {
    // Close the panel and bring the toggle and the first products into view, not the middle of the grid.
    if (toggleRef.current) {
      toggleRef.current.checked = false;
      toggleRef.current.parentElement?.scrollIntoView({ block: "nearest" });
    }
    showResults?.onShow();
  };
  return (
    <div className="scroll-mt-20 md:w-60 md:shrink-0">
      <input type="checkbox" id="filter-panel-toggle" ref={toggleRef} className="peer sr-only md:hidden" />
      <label
        htmlFor="filter-panel-toggle"
        className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-clay-600 px-4 py-2 text-sm font-medium text-clay-700 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-clay-500 md:hidden"
      >
        Filter Products
        {activeFilterCount > 0 ? (
          <span
            data-testid="active-filter-count"
            className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-clay-600 px-1.5 text-xs font-semibold text-sand-50"
          >
            {activeFilterCount}
            <span className="sr-only">{activeFilterCount === 1 ? " filter on" : " filters on"}</span>
          </span>
        ) : null}
      </label>
      <section
        aria-label="Filters"
        {...{ [FILTER_PANEL_ATTRIBUTE]: "" }}
        className="mt-3 hidden space-y-4 rounded-2xl bg-white/70 p-4 ring-1 ring-sand-200 peer-checked:block md:mt-0 md:block"
      >
        {onCollectionPage ? (
          isSubCategoryGroup(params.category) ? (
            <fieldset>
              <legend className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
                {listing.collection!.title}
              </legend>
              <SubCategoryList
                group={params.category}
                params={params}
                counts={facets.subCategories[params.category]}
                formId={formId}
              />
            </fieldset>
          ) : null
        ) : (
          <CollectionFilter
            collections={listing.collections}
            params={params}
            subCategoryCounts={facets.subCategories}
            formId={formId}
          />
        )}
        <CheckboxFacet
          legend="Size"
          name="sizes"
          formId={formId}
          selected={params.sizes}
          options={CLOTHING_SIZE_RANGES.map((range) => ({
            value: range.id,
            label: range.displayLabel,
            count: facets.sizes[range.id],
          }))}
        />
        <CheckboxFacet
          legend="Color"
          name="colors"
          formId={formId}
          selected={params.colors}
          options={FILTER_COLORS.map((color) => ({
            value: color,
            label: color,
            count: facets.colors[color],
            swatch: SWATCHES[color],
          }))}
        />
        <PriceFilter minPrice={params.minPrice} maxPrice={params.maxPrice} formId={formId} />
        <fieldset className="border-t border-sand-200 pt-4">
          <legend className="sr-only">Availability</legend>
          <label className="flex cursor-pointer items-center gap-2 text-sm text-ink-900">
            <input
              type="checkbox"
              form={formId}
              name="hideOutOfStock"
              value="true"
              defaultChecked={params.hideOutOfStock}
              className="h-4 w-4 accent-clay-600"
            />
            Hide out of stock
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-2 border-t border-sand-200 pt-4">
          <noscript>
            <Button type="submit" form={formId} size="sm">
              Apply filters
            </Button>
          </noscript>
          {clearHref ? (
            <a href={clearHref} className={buttonClass({ variant: "outline", size: "sm" })}>
              Clear All Filters
            </a>
          ) : null}
        </div>
        {showResults ? (
          <div className="sticky bottom-0 -mx-4 -mb-4 rounded-b-2xl bg-sand-50 p-4 pr-16 shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.25)] md:hidden">
            <Button type="button" onClick={onShow} aria-busy={showResults.busy || undefined} size="lg" fullWidth>
              {showResults.label}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
