import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FILTER_BUTTON, FILTER_INPUT, FILTER_LABEL } from "./admin-form-styles";
import { Alert } from "../ui/Alert";

type ProductTitleSearchProps<T> = {
  /** The search box's id (one page may hold more than one search). */
  inputId: string;
  ariaLabel: string;
  q: string;
  /** The page's other URL state, kept across a search (e.g. the look being edited). */
  keep?: Record<string, string | null | undefined>;
  matches: readonly T[] | "unavailable";
  /** The results, drawn by the page: each page offers its own action beside a product. */
  children: (matches: readonly T[]) => ReactNode;
};

/**
 * Admin pages that pick products (badges, lookbooks): a GET search by title
 * (works without JavaScript, the query stays in the URL), and the same answer
 * when nothing matched or the catalogue is unavailable.
 */
export function ProductTitleSearch<T>({
  inputId,
  ariaLabel,
  q,
  keep = {},
  matches,
  children,
}: ProductTitleSearchProps<T>) {
  return (
    <>
      <Form method="get" role="search" aria-label={ariaLabel} className="mt-3 flex flex-wrap items-end gap-3">
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div>
          <label htmlFor={inputId} className={FILTER_LABEL}>
            Find products by title
          </label>
          <input id={inputId} name="q" type="search" defaultValue={q} maxLength={100} className={FILTER_INPUT} />
        </div>
        <button type="submit" className={FILTER_BUTTON}>
          Search
        </button>
      </Form>
      {matches === "unavailable" ? (
        <Alert tone="error" className="mt-3">
          Products are unavailable right now; try again in a moment.
        </Alert>
      ) : q && matches.length === 0 ? (
        <p className="mt-3 text-ink-700">{`No product titles contain “${q}”.`}</p>
      ) : matches.length > 0 ? (
        children(matches)
      ) : null}
    </>
  );
}
