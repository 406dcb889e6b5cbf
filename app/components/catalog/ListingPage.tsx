import { useLocation, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import type { GridPreferences } from "../../lib/catalog/grid-preferences";
import { activeFilters, showProductsLabel } from "../../lib/catalog/active-filters";
import { hasActiveFilters } from "../../lib/catalog/listing-params";
import type { ListingPageData, ListingUnavailable } from "../../lib/catalog/listing-page";
import { scopedListingHref, scopedSearchString, scopeOf } from "../../lib/catalog/listing-urls";
import { ActiveFilterChips } from "./ActiveFilterChips";
import { EmptyListing } from "./EmptyListing";
import { FilterSidebar, type ShowResultsButton } from "./FilterSidebar";
import { ListingToolbar } from "./ListingToolbar";
import { Pagination } from "./Pagination";
import { ProductGrid, gridClassOf } from "./ProductGrid";
import { CatalogUnavailable } from "./CatalogUnavailable";
import { SkeletonGrid } from "./SkeletonGrid";
import { useListingForm } from "./use-listing-form";
import { listingCards } from "./cards-from-markup";
import { ViewControls } from "./ViewControls";
import { PerformanceMonitorBar } from "../platform/PerformanceMonitorBar";
import { SearchCorrection } from "../search/SearchCorrection";
import { PAGE_VERSIONS } from "../../lib/analytics/page-versions";
import type { ListingShopper } from "../../lib/catalog/listing-shopper";

const FORM_ID = "listing-filters";

/** "46 results for 'maxi'": what the page is, above the grid (the footer line stays). */
const resultsHeading = (total: number, query: string) =>
  `${total} ${total === 1 ? "result" : "results"} for '${query}'`;

/** /products and /collections/{handle}: one page of products, the sidebar, search, sort and pagination. */
type ListingPageProps = {
  listing: ListingPageData | ListingUnavailable;
  grid: GridPreferences;
  shopper: ListingShopper;
  collectionHandle: string | null;
  heading: string;
};

export function ListingPage({ listing, grid, shopper, collectionHandle, heading }: ListingPageProps) {
  const scope = scopeOf(collectionHandle);
  const actionPath = collectionHandle === null ? "/products?index" : scope.basePath;
  const location = useLocation();
  const navigation = useNavigation();
  const currentUrl = `${location.pathname}${location.search}`;
  const cardShopper = useMemo(
    () => ({
      signedIn: shopper.signedIn,
      favoriteProductIds: new Set(shopper.favoriteProductIds),
      cartProductIds: new Set(shopper.cartProductIds),
    }),
    [shopper],
  );
  const params = listing.params;
  const correctedQuery = listing.status === "ok" ? listing.correctedQuery : null;
  const cards = listing.status === "ok" ? listingCards(listing) : [];
  const {
    onChange,
    onSubmit,
    onSearchKeyDown,
    pending: pendingFilters,
    applyPending,
  } = useListingForm(scope, params, FORM_ID);
  // Lets browser tests wait until JavaScript has taken over the controls.
  const hydrated = useHydrated();
  const pending =
    navigation.state === "loading" && navigation.location.pathname === scope.basePath && !navigation.formData;
  // The sidebar offers Clear All Filters whenever anything differs from the defaults (the page aside).
  const clearHref = scopedSearchString({ ...params, page: 1 }, scope) !== "" ? scope.basePath : null;
  const emptyClearHref = hasActiveFilters(params) ? scope.basePath : null;
  const collectionTitles = listing.status === "ok" ? listing.collections : [];
  const filtersOn = activeFilters(
    params,
    scope,
    (handle) => collectionTitles.find((c) => c.handle === handle)?.title ?? handle,
  );
  // Only with JavaScript: without it the panel's Apply filters button submits the form.
  let showResults: ShowResultsButton | null = null;
  if (hydrated && listing.status === "ok") {
    const count = pendingFilters?.count ?? { status: "counted" as const, total: listing.total };
    showResults = {
      label:
        count.status === "counted"
          ? showProductsLabel(count.total)
          : count.status === "loading"
            ? "Counting products..."
            : "Show products",
      busy: count.status === "loading",
      onShow: applyPending,
    };
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-8" onChange={onChange} data-hydrated={hydrated ? "true" : undefined}>
      <form id={FORM_ID} method="get" action={scope.basePath} onSubmit={onSubmit} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl text-ink-900">{heading}</h1>
          {listing.status === "ok" && listing.collection?.description ? (
            <p className="mt-2 max-w-2xl text-ink-700">{listing.collection.description}</p>
          ) : null}
        </div>
        <ViewControls
          grid={grid}
          actionPath={actionPath}
          currentUrl={currentUrl}
          category={collectionHandle === null ? params.category : ""}
        />
      </header>
      <div className="mt-6">
        <ListingToolbar
          params={params}
          formId={FORM_ID}
          actionPath={actionPath}
          currentUrl={currentUrl}
          onSearchKeyDown={onSearchKeyDown}
        />
      </div>
      {listing.status === "unavailable" ? (
        <div className="mt-8">
          <CatalogUnavailable title="Products unavailable" message={listing.message} retryHref={currentUrl} />
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-6 md:flex-row">
          <FilterSidebar
            key={scopedSearchString(params, scope)}
            listing={listing}
            formId={FORM_ID}
            clearHref={clearHref}
            activeFilterCount={filtersOn.length}
            showResults={showResults}
          />
          <section aria-labelledby="listing-results" className="min-w-0 flex-1">
            <h2
              id="listing-results"
              className={params.q && listing.total > 0 ? "mb-4 text-xl text-ink-900" : "sr-only"}
            >
              {params.q ? resultsHeading(listing.total, correctedQuery ?? params.q) : "Results"}
            </h2>
            {correctedQuery ? (
              <SearchCorrection
                corrected={correctedQuery}
                typed={params.q}
                typedHref={scopedListingHref(scope, params, { asTyped: true })}
              />
            ) : null}
            <ActiveFilterChips filters={filtersOn} />
            {pending ? (
              <SkeletonGrid gridClass={gridClassOf(grid)} />
            ) : cards.length === 0 ? (
              <EmptyListing query={params.q} clearHref={emptyClearHref} searchHelp={listing.searchHelp} />
            ) : (
              <>
                <ProductGrid products={cards} grid={grid} redirectTo={currentUrl} shopper={cardShopper} />
                <p className="mt-6 text-center text-sm text-ink-700" aria-live="polite">
                  {listing.showingText}
                </p>
                <Pagination
                  page={listing.page}
                  pageCount={listing.pageCount}
                  pageWindow={listing.pageWindow}
                  hrefOf={(page) => scopedListingHref(scope, params, { page })}
                />
              </>
            )}
          </section>
        </div>
      )}
      {collectionHandle === null ? <PerformanceMonitorBar page="products" version={PAGE_VERSIONS.products} /> : null}
    </main>
  );
}
