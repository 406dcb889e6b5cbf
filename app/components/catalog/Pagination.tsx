import { Link } from "@remix-run/react";

/** Previous, up to 5 page numbers and Next; only when there is more than one page. Page changes scroll smoothly to the top. */
export function Pagination({
  page,
  pageCount,
  pageWindow,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  pageWindow: readonly number[];
  hrefOf: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const toTop = () => window.scrollTo({ top: 0, behavior: "smooth" });
  const base = "inline-flex min-w-10 items-center justify-center rounded-full px-3 py-2 text-sm font-medium";
  const edge = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link
        to={hrefOf(target)}
        preventScrollReset
        onClick={toTop}
        className={`${base} text-clay-700 ring-1 ring-sand-300 hover:bg-sand-100`}
      >
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${base} text-ink-500 ring-1 ring-sand-200`}>
        {label}
      </span>
    );
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {edge(page - 1, "Previous", page > 1)}
      {pageWindow.map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className={`${base} bg-ink-900 text-sand-50`}>
            <span className="sr-only">Page </span>
            {number}
          </span>
        ) : (
          <Link
            key={number}
            to={hrefOf(number)}
            preventScrollReset
            onClick={toTop}
            className={`${base} text-ink-900 hover:bg-sand-100`}
          >
            <span className="sr-only">Page </span>
            {number}
          </Link>
        ),
      )}
      {edge(page + 1, "Next", page < pageCount)}
    </nav>
  );
}
