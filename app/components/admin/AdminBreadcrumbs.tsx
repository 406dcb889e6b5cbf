import { useLocation } from "@remix-run/react";
import { adminBreadcrumbs } from "../../lib/admin/admin-pages";

export function AdminBreadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = adminBreadcrumbs(pathname);
  return (
    <nav aria-label="Admin breadcrumb" className="text-sm text-ink-700">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="font-semibold text-ink-900">
                {crumb.title}
              </span>
            ) : (
              <a href={crumb.path} className="underline-offset-2 hover:underline">
                {crumb.title}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
