import type { ReactNode } from "react";

export const cell = "px-3 py-2";
export const card = "relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200";

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
