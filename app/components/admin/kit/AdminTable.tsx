import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { DataTable, type Column } from "../../ui/DataTable";
import { EmptyState } from "../../ui/EmptyState";
import { sortHref, type ListSort } from "../../../lib/admin/admin-list";

export type AdminColumn<Row> = Column<Row> & { sortable?: boolean };

/**
 * An admin list as a table. Sortable headers are links (`?sort=&dir=`): the server sorts, so they work
 * without JavaScript, and the sorted column says so to screen readers (aria-sort).
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  emptyTitle,
  emptyAction,
  className,
  rowTestId,
  scrollLabel,
  tableClassName,
}: {
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: ListSort<string>;
  emptyTitle: ReactNode;
  emptyAction?: ReactNode;
  className?: string;
  rowTestId?: string;
  scrollLabel?: string;
  tableClassName?: string;
}) {
  const { search } = useLocation();
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      className={className}
      rowTestId={rowTestId}
      scrollLabel={scrollLabel}
      tableClassName={tableClassName}
      sortedBy={sort}
      empty={<EmptyState title={emptyTitle} action={emptyAction} className={className} />}
      headerCell={(column) => {
        if (!sort || !(column as AdminColumn<Row>).sortable) return column.header;
        const active = sort.key === column.key;
        return (
          <Link
            to={sortHref(search, column.key, sort)}
            className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
          >
            {column.header}
            <span aria-hidden="true">{active ? (sort.direction === "asc" ? "↑" : "↓") : "↕"}</span>
          </Link>
        );
      }}
    />
  );
}
