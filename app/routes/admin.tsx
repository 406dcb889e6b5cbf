import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminBreadcrumbs } from "~/components/admin/AdminBreadcrumbs";
import { AdminSidebar } from "~/components/admin/AdminSidebar";
import { requireAdmin } from "~/lib/auth/session.server";

// The admin layout. Its guard protects the layout's own data only: every child
// loader and action runs requireAdmin itself (loaders run in parallel).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  return { adminEmail: admin.email };
}

export default function AdminLayout() {
  const { adminEmail } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row lg:py-8">
      <AdminSidebar />
      <main id="admin-main" className="min-w-0 flex-1">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <AdminBreadcrumbs />
          <p className="text-sm text-ink-700">Signed in as {adminEmail}</p>
        </div>
        <Outlet />
      </main>
    </div>
  );
}
