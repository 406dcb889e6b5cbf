// JavaScript's upgrade of the listing's GET form: search as you type
// (debounced, replacing the history entry), filters on change, Escape clears
// the search. Every URL is built canonically, defaults omitted.
import { useNavigate } from "@remix-run/react";
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef } from "react";
import { type ListingParams, parseListingParams } from "~/lib/catalog/listing-params";
import { type ListingScope, scopedSearchString } from "~/lib/catalog/listing-urls";

const TYPING_DEBOUNCE_MS = 300;

export function useListingForm(scope: ListingScope, current: ListingParams, formId: string) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const focused = useRef<{ name: string; value: string; type: string } | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The sidebar is re-rendered fresh for each URL; give keyboard focus back to the control that changed.
  const searchString = scopedSearchString(current, scope);
  useEffect(() => {
    const last = focused.current;
    focused.current = null;
    if (!last) return;
    const selector = last.type === "range" ? `[form="${formId}"][name="${last.name}"]` : `[form="${formId}"][name="${last.name}"][value="${CSS.escape(last.value)}"]`;
    const control = document.querySelector<HTMLInputElement>(selector);
    if (control && document.activeElement !== control && (document.activeElement === document.body || document.activeElement === null)) control.focus();
  }, [searchString, formId]);

  const apply = useCallback(() => {
    clearTimeout(timer.current);
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    const searchParams = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") searchParams.append(name, value);
    if (scope.collectionHandle !== null) searchParams.set("category", scope.collectionHandle);
    const next = parseListingParams(searchParams);
    const href = `${scope.basePath}${scopedSearchString({ ...next, page: 1 }, scope)}`;
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.form?.id === formId && active.type !== "search") {
      focused.current = { name: active.name, value: active.value, type: active.type };
    }
    navigate(href, { replace: true, preventScrollReset: true });
  }, [formId, navigate, scope]);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.form?.id !== formId) return;
      clearTimeout(timer.current);
      if (target.type === "search" || target.type === "range") timer.current = setTimeout(apply, TYPING_DEBOUNCE_MS);
      else apply();
    },
    [apply, formId],
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

  return { onChange, onSubmit, onSearchKeyDown };
}
