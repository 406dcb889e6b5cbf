import { buttonClass } from "../../components/ui/button-styles";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { AdminPagination } from "../../components/admin/AdminPagination";
import { SecurityLogFilters } from "./SecurityLogFilters";
import { SecurityLogTable } from "./SecurityLogTable";
import type { loader } from "./route";

export function AdminSecurityPage() {
  const { rows, total, filters, pages } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const tab = (log: "events" | "audit", label: string) => (
    <Link
      to={`?log=${log}`}
      aria-current={filters.log === log ? "page" : undefined}
      className={`rounded-full px-4 py-1.5 text-sm font-medium ${filters.log === log ? "bg-clay-700 text-white" : "border border-ink-900 text-ink-900 hover:bg-sand-100"}`}
    >
      {label}
    </Link>
  );
  return (
    <AdminPage
      title="Security log"
      description="Security events and the audit log of admin actions."
      actions={
        <a href={`/admin/security/export${search}`} className={buttonClass({ variant: "ghost", size: "sm" })} download>
          Export CSV
        </a>
      }
    >
      <nav aria-label="Logs" className="mt-6 flex gap-2">
        {tab("events", "Security events")}
        {tab("audit", "Audit log")}
      </nav>
      <SecurityLogFilters filters={filters} />
      <SecurityLogTable rows={rows} log={filters.log} />
      <AdminPagination page={filters.page} pages={pages} total={total} label="Log" />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
