import type { ReactNode } from "react";

// min-w-0: a grid item otherwise grows to its widest table, and the page scrolls sideways on a phone.
export const cardClass = "min-w-0 rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200";

/** One headline figure of the period. */
export function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className={cardClass}>
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="mt-1 text-3xl text-ink-900">{value}</dd>
    </div>
  );
}

/** One report card: its heading, then the table, or what it says when there is nothing to list. */
export function ReportCard({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="text-xl text-ink-900">
        {title}
      </h2>
      {empty ? <p className="mt-2 text-ink-700">{empty}</p> : children}
    </section>
  );
}
