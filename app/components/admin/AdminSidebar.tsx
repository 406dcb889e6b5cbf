import { NavLink } from "@remix-run/react";
import { ADMIN_PAGE_GROUPS } from "../../lib/admin/admin-pages";

function AdminNavList() {
  return (
    <nav aria-label="Admin">
      {ADMIN_PAGE_GROUPS.map((group) => (
        <div key={group.title} className="mb-5">
          <p className="px-3 text-xs font-semibold tracking-[0.18em] text-ink-500 uppercase">{group.title}</p>
          <ul className="mt-1">
            {group.pages.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={page.path}
                  end
                  prefetch="intent"
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-1.5 text-sm ${isActive ? "bg-clay-600 font-semibold text-sand-50" : "text-ink-900 hover:bg-sand-100"}`
                  }
                >
                  {page.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * The admin sidebar. From 1024 px it is a column under the top bar, as tall as
 * the window and scrolling on its own, so its last page is always reachable;
 * below, a <details> menu that opens and closes without JavaScript.
 */
export function AdminSidebar() {
  return (
    <>
      <details className="rounded-2xl bg-white/80 ring-1 ring-sand-200 lg:hidden">
        <summary className="cursor-pointer list-none px-4 py-3 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
          Admin menu <span aria-hidden="true">▾</span>
        </summary>
        <div className="border-t border-sand-200 px-1 py-3">
          <AdminNavList />
        </div>
      </details>
      <aside
        className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-60 shrink-0 self-start overflow-y-auto overscroll-contain border-r border-sand-200 bg-white/60 px-2 py-6 lg:block"
        data-testid="admin-sidebar"
      >
        <AdminNavList />
      </aside>
    </>
  );
}
