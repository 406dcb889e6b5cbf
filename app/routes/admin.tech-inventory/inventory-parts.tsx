// The frame every part of the tech inventory page is built from: a titled section and a captioned table.
import type { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { loader } from "./route";

/** What the page's loader read, as the page receives it. */
export type Inventory = ReturnType<typeof useLoaderData<typeof loader>>["inventory"];

export const cell = "px-3 py-2";
const card = "relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200";

export function Section({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id={id} className="text-xl text-ink-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className={card} tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
