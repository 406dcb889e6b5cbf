import { Link, useLocation } from "@remix-run/react";
import { pageHref } from "~/lib/admin/admin-list";

/** Previous / next links that keep the list's filters; plain links, so they work without JavaScript. */
export function AdminPagination({
  page,
  pages,
  total,
  label,
}: {
  page: number;
  pages: number;
  total?: number;
  label: string;
}) {
  const { search } = useLocation();
  const link = "rounded-full border border-ink-900 px-4 py-1.5 text-sm font-medium text-ink-900 hover:bg-sand-100";
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex flex-wrap items-center gap-3 text-sm text-ink-700">
      {page > 1 ? (
        <Link to={pageHref(search, page - 1)} className={link} rel="prev">
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
        {total === undefined ? null : ` · ${total} ${total === 1 ? "entry" : "entries"}`}
      </span>
      {page < pages ? (
        <Link to={pageHref(search, page + 1)} className={link} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
