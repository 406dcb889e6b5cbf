import type { ReactNode } from "react";

/** The header every admin page starts with: its title, what it is for, and its actions on the right. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl text-ink-900">{title}</h1>
        {description ? <p className="mt-1 max-w-2xl text-ink-700">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

/** An admin page: the header, then the page's sections. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <AdminPageHeader title={title} description={description} actions={actions} />
      {children}
    </>
  );
}
