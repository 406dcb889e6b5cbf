import { useNavigate } from "@remix-run/react";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import type { SearchSuggestions as Suggestions } from "../../lib/search/search-suggestions";
import { SUGGESTION_QUERY_MIN_LENGTH } from "../../lib/search/search-suggestions";
import { headerSearchHref, sanitizeHeaderSearch } from "../../lib/navigation/header-search";
import { Icon } from "../ui/Icon";

/** Typing pauses shorter than this send no request: one per word, not one per key. */
const TYPING_PAUSE_MS = 120;

type Option = { id: string; href: string; kind: "product" | "collection" | "search" | "all"; index: number };

function optionsOf(id: string, suggestions: Suggestions): Option[] {
  const options: Option[] = [];
  const add = (kind: Option["kind"], href: string) =>
    options.push({ id: `${id}-option-${options.length}`, href, kind, index: options.length });
  for (const product of suggestions.products) add("product", `/products/${product.handle}`);
  for (const collection of suggestions.collections) add("collection", `/collections/${collection.handle}`);
  for (const completion of suggestions.completions) add("search", headerSearchHref(completion) ?? "/products");
  add("all", headerSearchHref(suggestions.query) ?? "/products");
  return options;
}

function announcementOf(suggestions: Suggestions | null, optionCount: number): string {
  if (!suggestions) return "";
  const count = optionCount - 1;
  if (count === 0) return `No suggestions for '${suggestions.query}'.`;
  return `${count} ${count === 1 ? "suggestion" : "suggestions"} for '${suggestions.query}', ${suggestions.total} ${
    suggestions.total === 1 ? "result" : "results"
  } in all. Use the up and down arrow keys to choose.`;
}

/**
 * A WAI-ARIA combobox over an existing search input: it adds the combobox
 * attributes and keys to the input (which stays in its form, so Enter without
 * a chosen option submits as before) and shows a listbox of products,
 * collections, completions and "See all results" from /api/search-suggestions.
 */
export function SearchSuggestions({
  input,
  id,
  passEscape = false,
}: {
  input: RefObject<HTMLInputElement>;
  id: string;
  /** Escape also reaches the box's own handler after closing the list */
  passEscape?: boolean;
}) {
  const navigate = useNavigate();
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => (suggestions ? optionsOf(id, suggestions) : []), [id, suggestions]);
  // The latest values for the input's own listeners, which are attached once.
  const state = useRef({ open, active, options });
  state.current = { open, active, options };

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const answers = new Map<string, Suggestions>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | null = null;

    const show = (answer: Suggestions) => {
      setSuggestions(answer);
      setActive(-1);
      setOpen(true);
    };
    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    const queryOf = () => {
      const cleaned = sanitizeHeaderSearch(box.value);
      return cleaned && cleaned.length >= SUGGESTION_QUERY_MIN_LENGTH ? cleaned.toLowerCase() : null;
    };
    const suggest = () => {
      clearTimeout(timer);
      inFlight?.abort();
      const query = queryOf();
      if (!query) {
        close();
        return;
      }
      const known = answers.get(query);
      if (known) {
        show(known);
        return;
      }
      timer = setTimeout(() => {
        const controller = new AbortController();
        inFlight = controller;
        fetch(`/api/search-suggestions?q=${encodeURIComponent(query)}`, { signal: controller.signal })
          .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
          .then((answer) => {
            if (!answer) return;
            answers.set(query, answer);
            // An answer for what the box no longer says is dropped.
            if (queryOf() === query && document.activeElement === box) show(answer);
          })
          // Offline or refused: the box is still a search form.
          .catch(() => undefined);
      }, TYPING_PAUSE_MS);
    };
    const go = (option: Option) => {
      close();
      navigate(option.href);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { open: isOpen, active: current, options: list } = state.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (list.length === 0) return;
        event.preventDefault();
        if (!isOpen) {
          setOpen(true);
          setActive(event.key === "ArrowDown" ? 0 : list.length - 1);
          return;
        }
        const step = event.key === "ArrowDown" ? 1 : -1;
        const next = current + step;
        setActive(next >= list.length ? 0 : next < 0 ? list.length - 1 : next);
      } else if (event.key === "Enter" && isOpen && current >= 0) {
        event.preventDefault();
        event.stopPropagation();
        go(list[current]);
      } else if (event.key === "Escape" && isOpen) {
        close();
        // The header's box only closes its list; the listing's also clears its search, as Escape always did there.
        if (!passEscape) {
          event.preventDefault();
          event.stopPropagation();
        }
      }
    };
    const onBlur = () => close();
    box.addEventListener("input", suggest);
    box.addEventListener("keydown", onKeyDown);
    box.addEventListener("blur", onBlur);
    // Letters typed while this code loaded.
    if (document.activeElement === box) suggest();
    return () => {
      clearTimeout(timer);
      inFlight?.abort();
      box.removeEventListener("input", suggest);
      box.removeEventListener("keydown", onKeyDown);
      box.removeEventListener("blur", onBlur);
    };
  }, [input, navigate, passEscape]);

  const expanded = open && suggestions !== null;
  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;
  // The input is React's, but these attributes are this module's alone: it sets them and takes them away.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("role", "combobox");
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-controls", id);
    box.setAttribute("aria-expanded", String(expanded));
    if (activeId) box.setAttribute("aria-activedescendant", activeId);
    else box.removeAttribute("aria-activedescendant");
  }, [input, id, expanded, activeId]);
  useEffect(() => {
    const box = input.current;
    return () => {
      for (const name of ["role", "aria-autocomplete", "aria-controls", "aria-expanded", "aria-activedescendant"])
        box?.removeAttribute(name);
    };
  }, [input]);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const optionClass = (option: Option) =>
    `flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink-900 ${
      option.index === active ? "bg-sand-200 ring-2 ring-clay-500 ring-inset" : "hover:bg-sand-100"
    }`;
  const optionProps = (option: Option) => ({
    id: option.id,
    role: "option" as const,
    "aria-selected": option.index === active,
    className: optionClass(option),
    onClick: () => {
      setOpen(false);
      navigate(option.href);
    },
    onMouseEnter: () => setActive(option.index),
  });
  const byKind = (kind: Option["kind"]) => options.filter((option) => option.kind === kind);
  const groupLabelClass = "px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-700 uppercase";

  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {expanded ? announcementOf(suggestions, options.length) : ""}
      </div>
      <ul
        id={id}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!expanded}
        // Keeps focus in the box while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[min(70vh,32rem)] min-w-[16rem] overflow-y-auto rounded-2xl bg-white p-2 text-left shadow-xl ring-1 ring-sand-300 md:min-w-[26rem]"
      >
        {suggestions && byKind("product").length > 0 ? (
          <li role="presentation">
            <ul role="group" aria-labelledby={`${id}-products`}>
              <li role="presentation" id={`${id}-products`} className={groupLabelClass}>
                Products
              </li>
              {byKind("product").map((option, i) => {
                const product = suggestions.products[i];
                return (
                  <li key={option.id} {...optionProps(option)}>
                    {product.image ? (
                      <img
                        src={product.image.url}
                        alt=""
                        width={36}
                        height={48}
                        className="h-12 w-9 shrink-0 rounded-md bg-sand-100 object-cover"
                      />
                    ) : (
                      <span aria-hidden="true" className="h-12 w-9 shrink-0 rounded-md bg-sand-100" />
                    )}
                    <span className="line-clamp-2 min-w-0 flex-1">{product.title}</span>
                    <span className="shrink-0 font-semibold text-clay-700">{product.price}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        ) : null}
        {suggestions && byKind("collection").length > 0 ? (
          <li role="presentation">
            <ul role="group" aria-labelledby={`${id}-collections`}>
              <li role="presentation" id={`${id}-collections`} className={groupLabelClass}>
                Collections
              </li>
              {byKind("collection").map((option, i) => (
                <li key={option.id} {...optionProps(option)}>
                  {suggestions.collections[i].title}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        {suggestions && byKind("search").length > 0 ? (
          <li role="presentation">
            <ul role="group" aria-labelledby={`${id}-searches`}>
              <li role="presentation" id={`${id}-searches`} className={groupLabelClass}>
                Searches
              </li>
              {byKind("search").map((option, i) => (
                <li key={option.id} {...optionProps(option)}>
                  <Icon name="search" className="h-4 w-4 shrink-0 text-ink-500" />
                  {suggestions.completions[i]}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        {suggestions
          ? byKind("all").map((option) => (
              <li key={option.id} {...optionProps(option)}>
                <span className="font-semibold text-clay-700 underline">
                  See all results for &apos;{suggestions.query}&apos;
                </span>
              </li>
            ))
          : null}
      </ul>
    </>
  );
}
