// JavaScript's upgrade of the listing's GET form: search as you type
// (debounced, replacing the history entry), filters on change, Escape clears
// the search. Every URL is built canonically, defaults omitted.
// On narrow screens the open filter panel does not apply each tap: it asks the
// server how many products the pending choice gives and applies on its
// "Show N products" button, so the shopper keeps the panel while choosing.
import { useNavigate } from "@remix-run/react";
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { listingSearchString, type ListingParams, parseListingParams } from "../../lib/catalog/listing-params";
import { type ListingScope, scopedSearchString } from "../../lib/catalog/listing-urls";

const TYPING_DEBOUNCE_MS = 300;
/** Below Tailwind's md breakpoint the filters sit in the Filter Products panel. */
const NARROW_SCREEN = "(max-width: 47.99rem)";
/** Marks the filter panel, whose changes wait for its button on narrow screens. */
export const FILTER_PANEL_ATTRIBUTE = "data-filter-panel";

/** A filter state chosen in the panel but not applied yet, and the server's count for it. */
export type PendingFilters = {
  search: string;
  count: { status: "loading" } | { status: "counted"; total: number } | { status: "failed" };
};

async function fetchListingCount(params: ListingParams, signal: AbortSignal): Promise<number> {
  const response = await fetch(`/api/listing-count${listingSearchString(params)}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Listing count answered ${response.status}`);
  const body = (await response.json()) as { total?: unknown };
  if (typeof body.total !== "number") throw new Error("Listing count without a total");
  return body.total;
}

export function useListingForm(scope: ListingScope, current: ListingParams, formId: string) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const focused = useRef<{ name: string; value: string; type: string } | null>(null);
  const counting = useRef<AbortController | null>(null);
  const [pending, setPending] = useState<PendingFilters | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      counting.current?.abort();
    },
    [],
  );

  // The sidebar is re-rendered fresh for each URL; give keyboard focus back to the control that changed.
  const searchString = scopedSearchString(current, scope);
  useEffect(() => {
    counting.current?.abort();
    setPending(null);
    const last = focused.current;
    focused.current = null;
    if (!last) return;
    const selector =
      last.type === "range"
        ? `[form="${formId}"][name="${last.name}"]`
        : `[form="${formId}"][name="${last.name}"][value="${CSS.escape(last.value)}"]`;
    const control = document.querySelector<HTMLInputElement>(selector);
    if (
      control &&
      document.activeElement !== control &&
      (document.activeElement === document.body || document.activeElement === null)
    )
      control.focus();
  }, [searchString, formId]);

  /** What the form holds now, as params on page 1; null before the form exists. */
  const formParams = useCallback((): ListingParams | null => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return null;
    const searchParams = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") searchParams.append(name, value);
    if (scope.collectionHandle !== null) searchParams.set("category", scope.collectionHandle);
    return { ...parseListingParams(searchParams), page: 1 };
  }, [formId, scope]);

  const apply = useCallback(() => {
    clearTimeout(timer.current);
    const next = formParams();
    if (!next) return;
    const href = `${scope.basePath}${scopedSearchString({ ...next, page: 1 }, scope)}`;
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.form?.id === formId && active.type !== "search") {
      focused.current = { name: active.name, value: active.value, type: active.type };
    }
    navigate(href, { replace: true, preventScrollReset: true });
  }, [formId, formParams, navigate, scope]);

  /** Counts the panel's pending choice on the server; nothing pending when it equals the page shown. */
  const preview = useCallback(() => {
    clearTimeout(timer.current);
    const next = formParams();
    if (!next) return;
    counting.current?.abort();
    const search = scopedSearchString(next, scope);
    if (search === searchString) {
      setPending(null);
      return;
    }
    const controller = new AbortController();
    counting.current = controller;
    setPending({ search, count: { status: "loading" } });
    fetchListingCount(next, controller.signal).then(
      (total) => {
        if (!controller.signal.aborted) setPending({ search, count: { status: "counted", total } });
      },
      () => {
        if (!controller.signal.aborted) setPending({ search, count: { status: "failed" } });
      },
    );
  }, [formParams, scope, searchString]);

  /** The panel's button: apply what is pending (the panel closes as the page changes). */
  const applyPending = useCallback(() => {
    if (pending) apply();
  }, [apply, pending]);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.form?.id !== formId) return;
      clearTimeout(timer.current);
      const next =
        target.closest(`[${FILTER_PANEL_ATTRIBUTE}]`) && window.matchMedia(NARROW_SCREEN).matches ? preview : apply;
      if (target.type === "search" || target.type === "range") timer.current = setTimeout(next, TYPING_DEBOUNCE_MS);
      else next();
    },
    [apply, formId, preview],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      apply();
    },
    [apply],
  );

  const onSearchKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.currentTarget.value = "";
      apply();
    },
    [apply],
  );

  return { onChange, onSubmit, onSearchKeyDown, pending, applyPending };
}
