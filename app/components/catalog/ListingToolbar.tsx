import { Form, useNavigation } from "@remix-run/react";
import { Button } from "../ui/Button";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { SearchSuggestionsOnDemand } from "../search/SearchSuggestionsOnDemand";
import type { ListingParams } from "../../lib/catalog/listing-params";
import { defaultSortFor, sortOptionsFor } from "../../lib/catalog/sort";

/**
 * The dropdown's value for a sort: the default order for the page's search term is the empty value, so the
 * form sends "use the default" and a search typed from a page sorted by default gets relevance, not the
 * order the page without a term had.
 */
const sortFieldValue = (params: ListingParams) =>
  params.sort === defaultSortFor(params.q) ? "" : params.sort === "title" ? "updated" : params.sort;

/** Search box, sort and Refresh above the grid; search and sort belong to the listing form. */
export function ListingToolbar({
  params,
  formId,
  actionPath,
  currentUrl,
  onSearchKeyDown,
}: {
  params: ListingParams;
  formId: string;
  actionPath: string;
  currentUrl: string;
  onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const navigation = useNavigation();
  const searchRef = useRef<HTMLInputElement>(null);
  const sortRef = useRef<HTMLSelectElement>(null);
  const [searchFocused, setSearchFocused] = useState(false);
  // After a navigation (back, Clear All) show the URL's values, but never under the shopper's typing.
  useEffect(() => {
    if (searchRef.current && document.activeElement !== searchRef.current) searchRef.current.value = params.q;
    if (sortRef.current) sortRef.current.value = sortFieldValue(params);
  }, [params]);
  const refreshing = navigation.state !== "idle" && navigation.formData?.get("intent") === "refresh";
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-[14rem] flex-1 items-center gap-2">
        <label htmlFor="listing-search" className="sr-only">
          Search products
        </label>
        <div className="relative flex-1">
          <input
            id="listing-search"
            type="search"
            form={formId}
            name="q"
            defaultValue={params.q}
            ref={searchRef}
            maxLength={100}
            placeholder="Search products..."
            onKeyDown={onSearchKeyDown}
            onFocus={() => setSearchFocused(true)}
            autoComplete="off"
            className="w-full rounded-full border border-sand-300 bg-white px-4 py-2 text-ink-900 placeholder:text-ink-500"
          />
          <SearchSuggestionsOnDemand
            input={searchRef}
            id="listing-search-suggestions"
            wanted={searchFocused}
            passEscape
          />
        </div>
        {params.asTyped ? (
          // Carries the term it was chosen for: a new term typed in the box is spelt as the catalogue spells it.
          <input type="hidden" form={formId} name="asTyped" value={params.q} />
        ) : null}
        <Button type="submit" form={formId} size="sm">
          Search
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="listing-sort" className="text-sm text-ink-700">
          Sort by
        </label>
        <select
          id="listing-sort"
          form={formId}
          name="sort"
          defaultValue={sortFieldValue(params)}
          ref={sortRef}
          className="rounded-full border border-sand-300 bg-white px-3 py-2 text-sm text-ink-900"
        >
          {sortOptionsFor(params.q).map((option) => (
            <option key={option.value} value={option.value === defaultSortFor(params.q) ? "" : option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Form method="post" action={actionPath} preventScrollReset replace>
        <input type="hidden" name="intent" value="refresh" />
        <input type="hidden" name="redirectTo" value={currentUrl} />
        <Button type="submit" disabled={refreshing} variant="outline" size="sm">
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
      </Form>
    </div>
  );
}
