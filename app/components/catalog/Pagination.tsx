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
  const edge = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link to={hrefOf(target)} preventScrollReset onClick={toTop} className="edge">
        {label}
      </Link>
    ) : (
      <span aria-disabled="true">{label}</span>
    );
  return (
    // The links' look is the `.pager` CSS (app/tailwind.css), not spelled out on each.
    <nav aria-label="Pagination" className="pager">
      {edge(page - 1, "Previous", page > 1)}
      {pageWindow.map((number) =>
        number === page ? (
          <span key={number} aria-current="page">
            <span className="sr-only">Page </span>
            {number}
          </span>
        ) : (
          <Link key={number} to={hrefOf(number)} preventScrollReset onClick={toTop}>
            <span className="sr-only">Page </span>
            {number}
          </Link>
        ),
      )}
      {edge(page + 1, "Next", page < pageCount)}
    </nav>
  );
}
