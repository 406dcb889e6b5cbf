import type { ReactNode } from "react";

/** What a list says when it has nothing to show, and what to do next (a link or a form). */
export function EmptyState({
  title,
  children,
  action,
  className,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={["rounded-2xl bg-white/70 px-6 py-12 text-center ring-1 ring-sand-200", className]
        .filter(Boolean)
        .join(" ")}
    >
      <p className="text-lg text-ink-900">{title}</p>
      {children ? <div className="mx-auto mt-2 max-w-prose text-ink-700">{children}</div> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
