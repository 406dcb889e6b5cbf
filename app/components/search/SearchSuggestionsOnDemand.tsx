import { type ComponentType, lazy, type RefObject, Suspense } from "react";

type SuggestionsProps = { input: RefObject<HTMLInputElement>; id: string; passEscape?: boolean };
const NoSuggestions: ComponentType<SuggestionsProps> = () => null;

// Without its code (offline before it was fetched) the search box stays the plain form it is without JavaScript.
const SearchSuggestions = lazy(() =>
  import("./SearchSuggestions").then(
    (module): { default: ComponentType<SuggestionsProps> } => ({ default: module.SearchSuggestions }),
    () => ({ default: NoSuggestions }),
  ),
);

/**
 * The suggestion list's code loads the first time its search box is focused,
 * not with the page: most visits never search. Without JavaScript there is no
 * list; the box's form goes to /products?q= as it always did.
 */
export function SearchSuggestionsOnDemand({
  input,
  id,
  wanted,
  passEscape = false,
}: {
  input: RefObject<HTMLInputElement>;
  /** The listbox's id, unique on the page */
  id: string;
  /** True once the box has been focused */
  wanted: boolean;
  /** Escape closes the list and still reaches the box's own handler (the listing clears its search) */
  passEscape?: boolean;
}) {
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SearchSuggestions input={input} id={id} passEscape={passEscape} />
    </Suspense>
  );
}
