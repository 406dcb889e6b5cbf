import type { ReactNode } from "react";

export type Column<Row> = {
  /** A stable key for React, and the sort key when the table sorts by this column. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers read right-aligned. */
  align?: "left" | "right";
  /** The first column names the row for screen readers (a row header). */
  rowHeader?: boolean;
  className?: string;
};

/**
 * A captioned table that scrolls sideways inside its card on narrow screens (the page never does).
 * `headerCell` lets a caller draw a header (a sort link, say) in place of the plain text.
 */
export function DataTable<Row>({
  caption,
  captionHidden = true,
  columns,
  rows,
  rowKey,
  headerCell,
  sortedBy,
  empty,
  className,
  rowTestId,
  scrollLabel,
  tableClassName,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  headerCell?: (column: Column<Row>) => ReactNode;
  /** The column the rows are sorted by, announced with aria-sort. */
  sortedBy?: { key: string; direction: "asc" | "desc" };
  empty?: ReactNode;
  className?: string;
  /** A test id on every body row, for tests that count or pick rows. */
  rowTestId?: string;
  /**
   * Names the scroll box and makes it a tab stop, for a wide table with nothing focusable in it: a keyboard
   * can then scroll it sideways (axe's scrollable-region-focusable).
   */
  scrollLabel?: string;
  /** Classes for the table itself, such as a min width below which it scrolls rather than squeezes. */
  tableClassName?: string;
}) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  const align = (column: Column<Row>) => (column.align === "right" ? "text-right" : "text-left");
  return (
    // `relative`: a visually hidden label in a cell is positioned absolutely; without a positioned scroll box it is
    // placed against the page and widens it past a phone's screen.
    <div
      className={["relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200", className]
        .filter(Boolean)
        .join(" ")}
      {...(scrollLabel ? { tabIndex: 0, role: "region", "aria-label": scrollLabel } : {})}
    >
      <table className={tableClassName ? `w-full text-sm ${tableClassName}` : "w-full text-sm"}>
        <caption className={captionHidden ? "sr-only" : "px-4 pt-4 text-left font-medium text-ink-900"}>
          {caption}
        </caption>
        <thead className="text-ink-700">
          <tr className="border-b border-sand-200">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={
                  sortedBy?.key === column.key ? (sortedBy.direction === "asc" ? "ascending" : "descending") : undefined
                }
                className={`px-4 py-3 font-medium ${align(column)}`}
              >
                {headerCell ? headerCell(column) : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200 text-ink-900">
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={`px-4 py-3 font-medium ${align(column)} ${column.className ?? ""}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={`px-4 py-3 ${align(column)} ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
