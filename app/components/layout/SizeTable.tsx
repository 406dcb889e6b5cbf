import type { ReactNode } from "react";

/**
 * An accessible table of a help page (sizes, shipping rates): a caption, column headers and a row header per
 * line; scrolls sideways on phones. `captionShown={false}` keeps the caption for screen readers only.
 */
export function SizeTable({
  caption,
  columns,
  rows,
  captionShown = true,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  captionShown?: boolean;
}) {
  return (
    <div
      className="mt-6 overflow-x-auto rounded-2xl ring-1 ring-sand-200"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[32rem] bg-white/70 text-left text-sm">
        <caption className={captionShown ? "px-4 pt-4 text-left text-base font-semibold text-ink-900" : "sr-only"}>
          {caption}
        </caption>
        <thead className="bg-sand-100 text-ink-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, rowIndex) => (
            <tr key={rowIndex} className="border-t border-sand-200 text-ink-700">
              {cells.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-4 py-3 font-semibold text-ink-900">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-4 py-3">
                    {cell}
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
