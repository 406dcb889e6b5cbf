import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { AdminBreadcrumbs } from "../components/admin/AdminBreadcrumbs";
import { AdminSessionMonitor } from "../components/admin/AdminSessionMonitor";
import { AdminSidebar } from "../components/admin/AdminSidebar";
import { AdminTopBar } from "../components/admin/AdminTopBar";
import { GeneralErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
import { ADMIN_SESSION_PATH, ADMIN_WARNING_MS } from "../lib/admin/admin-session";
import { readAdminSessionState } from "../lib/auth/admin-activity.server";
import { getSession } from "../lib/auth/session-cookie.server";
import { requireAdmin } from "../lib/auth/session.server";
import { loadSiteSettings } from "../lib/settings/site-settings.server";
import type { NoScriptRefreshHandle } from "../lib/platform/no-script-refresh";
import { revalidateUnlessIntent } from "../lib/platform/revalidate-unless-intent";
import { awaitAll } from "../lib/platform/await-all";

// The admin layout: its own bar, sidebar and main, without the shop's header and
// footer (root renders none on /admin). Its guard protects the layout's own data
// only: every child loader and action runs requireAdmin itself (loaders run in parallel).
// A live preview changes nothing the admin's layout reads.
export const shouldRevalidate = revalidateUnlessIntent("preview");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const [{ remainingMs }, session, settings] = await awaitAll([
    readAdminSessionState(request, context),
    getSession(request, context),
    loadSiteSettings(context),
  ]);
  return { admin, remainingMs, signedInAt: session.get("signedInAt") ?? Date.now(), timeZone: settings.shopTimeZone };
}

/** Without JavaScript: after 25 idle minutes, the warning page (which is not activity). */
export const handle: NoScriptRefreshHandle<typeof loader> = {
  noScriptRefresh({ remainingMs }, location) {
    if (location.pathname === ADMIN_SESSION_PATH) return null;
    const warningPage = `${ADMIN_SESSION_PATH}?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
    return `${Math.max(0, Math.floor((remainingMs - ADMIN_WARNING_MS) / 1000))}; url=${warningPage}`;
  },
};

export default function AdminLayout() {
  const { admin, remainingMs, signedInAt } = useLoaderData<typeof loader>();
  const onWarningPage = useLocation().pathname === ADMIN_SESSION_PATH;
  return (
    <>
      <AdminTopBar user={admin} />
      <div className="flex w-full flex-1 flex-col gap-4 px-3 py-4 sm:px-4 lg:flex-row lg:gap-8 lg:py-0 lg:pl-0">
        <AdminSidebar />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none lg:py-8">
          {onWarningPage ? null : <AdminSessionMonitor remainingMs={remainingMs} signedInAt={signedInAt} />}
          <div className="mb-4">
            <AdminBreadcrumbs />
          </div>
          <Outlet />
        </main>
      </div>
    </>
  );
}

/** The layout's own failure (its loader): the admin's message in a plain frame, since the bar's data is missing. */
export function ErrorBoundary() {
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 py-10 outline-none">
      <GeneralErrorBoundary />
    </main>
  );
}
