import { useLocation } from "@remix-run/react";
import { breadcrumbBarCrumbs } from "../../lib/seo/breadcrumbs";

/** The breadcrumb bar: hidden on the home page; crumbs only for the five paths in BREADCRUMB_BAR_PATHS. */
export function BreadcrumbBar() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbBarCrumbs(pathname);
  if (!crumbs) return null;
  const current = pathname.replace(/\/+$/, "") || "/";
  return (
    <nav aria-label="Breadcrumb" className="border-b border-sand-200 bg-sand-100/60">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-2 text-sm text-ink-700">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 ? (
              <span aria-hidden="true" className="text-ink-500">
                /
              </span>
            ) : null}
            {crumb.path === current ? (
              <span aria-current="page" className="font-medium text-ink-900">
                {crumb.name}
              </span>
            ) : (
              <a href={crumb.path} className="rounded underline-offset-4 hover:text-clay-700 hover:underline">
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
