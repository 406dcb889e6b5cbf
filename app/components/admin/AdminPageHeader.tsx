import type { ReactNode } from "react";

/** The heading every admin page starts with, with optional actions on the right. */
export function AdminPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl text-ink-900">{title}</h1>
        {description ? <p className="mt-1 max-w-2xl text-ink-700">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
