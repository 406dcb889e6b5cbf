import { useLocation } from "@remix-run/react";
import { Pagination } from "../ui/Pagination";
import { pageHref } from "../../lib/admin/admin-list";

/** An admin list's pages: the kit's Pagination, with links that keep the list's filters and a count. */
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
  const count = total === undefined ? "" : ` · ${total} ${total === 1 ? "entry" : "entries"}`;
  return (
    <Pagination
      page={page}
      pageCount={pages}
      hrefOf={(target) => pageHref(search, target)}
      label={`${label} pages`}
      summary={`Page ${page} of ${pages}${count}`}
    />
  );
}
