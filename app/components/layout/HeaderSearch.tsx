import { useNavigate } from "@remix-run/react";
import { type FormEvent, useRef, useState } from "react";
import { SearchSuggestionsOnDemand } from "../search/SearchSuggestionsOnDemand";
import { HEADER_SEARCH_MAX_LENGTH, headerSearchHref } from "../../lib/navigation/header-search";
import { reportSecurityEvent } from "../../lib/security/browser-security-events";
import { sanitizeText } from "../../lib/security/sanitize";
import { Icon } from "../ui/Icon";

/**
 * Site search: a GET form to /products with `q`, so it works before
 * JavaScript. With JavaScript the query is cleaned per the spec first, and an
 * empty one goes nowhere.
 */
export function HeaderSearch({ id }: { id: string }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get("q") ?? "");
    // Script- or SQL-like input is logged as suspicious_activity (the query itself is not sent).
    if (sanitizeText(raw).suspicious)
      reportSecurityEvent({
        type: "suspicious_activity",
        severity: "medium",
        details: { field: "header_search", length: raw.length },
      });
    const href = headerSearchHref(raw);
    if (href) navigate(href);
  }
  return (
    <form role="search" method="get" action="/products" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        ref={inputRef}
        onFocus={() => setFocused(true)}
        type="search"
        name="q"
        required
        maxLength={HEADER_SEARCH_MAX_LENGTH}
        placeholder="Search products..."
        enterKeyHint="search"
        autoComplete="off"
        className="w-full rounded-full border border-sand-300 bg-white py-2 pr-10 pl-4 text-sm text-ink-900 placeholder:text-ink-500 focus:border-clay-500"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-1 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100"
        aria-label="Search"
      >
        <Icon name="search" className="h-4 w-4" />
      </button>
      <SearchSuggestionsOnDemand input={inputRef} id={`${id}-suggestions`} wanted={focused} />
    </form>
  );
}
