import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { AdminBreadcrumbs } from "~/components/admin/AdminBreadcrumbs";
import { AdminSessionMonitor } from "~/components/admin/AdminSessionMonitor";
import { AdminSidebar } from "~/components/admin/AdminSidebar";
import { ADMIN_SESSION_PATH, ADMIN_WARNING_MS } from "~/lib/admin/admin-session";
import { readAdminSessionState } from "~/lib/auth/admin-activity.server";
import { getSession, requireAdmin } from "~/lib/auth/session.server";

// The admin layout. Its guard protects the layout's own data only: every child
// loader and action runs requireAdmin itself (loaders run in parallel).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const [{ remainingMs }, session] = await Promise.all([readAdminSessionState(request, context), getSession(request, context)]);
  return { adminEmail: admin.email, remainingMs, signedInAt: session.get("signedInAt") ?? Date.now() };
}

export default function AdminLayout() {
  const { adminEmail, remainingMs, signedInAt } = useLoaderData<typeof loader>();
  const location = useLocation();
  const onWarningPage = location.pathname === ADMIN_SESSION_PATH;
  const warningPage = `${ADMIN_SESSION_PATH}?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row lg:py-8">
      {onWarningPage ? null : (
        // Without JavaScript: after 25 idle minutes, the warning page (which is not activity).
        <noscript>
          <meta httpEquiv="refresh" content={`${Math.max(0, Math.floor((remainingMs - ADMIN_WARNING_MS) / 1000))};url=${warningPage}`} />
        </noscript>
      )}
      <AdminSidebar />
      <main id="admin-main" className="min-w-0 flex-1">
        {onWarningPage ? null : <AdminSessionMonitor remainingMs={remainingMs} signedInAt={signedInAt} />}
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <AdminBreadcrumbs />
          <p className="text-sm text-ink-700">Signed in as {adminEmail}</p>
        </div>
        <Outlet />
      </main>
    </div>
  );
}
