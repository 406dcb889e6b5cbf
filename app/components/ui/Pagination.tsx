import { Link } from "@remix-run/react";

const step = "inline-flex min-w-10 items-center justify-center rounded-full px-3 py-2 text-sm font-medium";

/**
 * Previous / page numbers / Next as plain links (they work without JavaScript). `hrefOf` keeps the list's
 * filters; `pageWindow` (optional) lists the page numbers to show around the current one.
 */
export function Pagination({
  page,
  pageCount,
  hrefOf,
  label = "Pagination",
  pageWindow = [],
  summary,
  onNavigate,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  label?: string;
  pageWindow?: readonly number[];
  summary?: string;
  onNavigate?: () => void;
}) {
  if (pageCount <= 1 && !summary) return null;
  const edge = (target: number, text: string, enabled: boolean, rel: "prev" | "next") =>
    enabled ? (
      <Link
        to={hrefOf(target)}
        rel={rel}
        preventScrollReset={Boolean(onNavigate)}
        onClick={onNavigate}
        className={`${step} text-clay-700 ring-1 ring-sand-300 hover:bg-sand-100`}
      >
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${step} text-ink-500 ring-1 ring-sand-200`}>
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-2 text-sm text-ink-700">
      {pageCount > 1 ? edge(page - 1, "Previous", page > 1, "prev") : null}
      {pageWindow.map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className={`${step} bg-ink-900 text-sand-50`}>
            <span className="sr-only">Page </span>
            {number}
          </span>
        ) : (
          <Link
            key={number}
            to={hrefOf(number)}
            preventScrollReset={Boolean(onNavigate)}
            onClick={onNavigate}
            className={`${step} text-ink-900 hover:bg-sand-100`}
          >
            <span className="sr-only">Page </span>
            {number}
          </Link>
        ),
      )}
      {summary ? <span>{summary}</span> : null}
      {pageCount > 1 ? edge(page + 1, "Next", page < pageCount, "next") : null}
    </nav>
  );
}
