import type { ReactNode } from "react";

/** The actions on one row of an admin list (Edit, Delete…), kept together and named after the row. */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center justify-end gap-2">
      {children}
    </div>
  );
}
