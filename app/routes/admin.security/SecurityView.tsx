import { buttonClass } from "~/components/ui/button-styles";
import { Button } from "~/components/ui/Button";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { AdminPagination } from "~/components/admin/AdminPagination";
import { SeverityBadge } from "~/components/admin/SeverityBadge";
import { useShopTime } from "~/components/admin/useShopTime";
import { auditActionLabel, describeLogDetails, securityEventLabel } from "~/lib/admin/security-log-display";
import { SEVERITIES, STORED_SECURITY_EVENT_TYPES } from "~/lib/security/security-event";
import type { loader } from "./route";

export function AdminSecurityPage() {
  const { rows, total, filters, pages } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const shopTime = useShopTime();
  const label = filters.log === "audit" ? auditActionLabel : securityEventLabel;
  const input = "mt-1 block rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900";
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
      <Form
        method="get"
        role="search"
        aria-label="Filter the log"
        className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <input type="hidden" name="log" value={filters.log} />
        <label className="text-sm text-ink-900">
          {filters.log === "audit" ? "Action" : "Type"}
          {filters.log === "audit" ? (
            <input name="type" defaultValue={filters.type} placeholder="site_settings_updated" className={input} />
          ) : (
            <select name="type" defaultValue={filters.type} className={input}>
              <option value="">Any</option>
              {STORED_SECURITY_EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {securityEventLabel(type)}
                </option>
              ))}
            </select>
          )}
        </label>
        <label className="text-sm text-ink-900">
          Severity
          <select name="severity" defaultValue={filters.severity} className={input}>
            <option value="">Any</option>
            {SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {severity[0].toUpperCase() + severity.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-ink-900">
          User (email or id)
          <input name="user" defaultValue={filters.user} className={input} />
        </label>
        <label className="text-sm text-ink-900">
          Text in details
          <input type="search" name="q" defaultValue={filters.q} className={input} />
        </label>
        <label className="text-sm text-ink-900">
          From
          <input type="date" name="from" defaultValue={filters.from} className={input} />
        </label>
        <label className="text-sm text-ink-900">
          To
          <input type="date" name="to" defaultValue={filters.to} className={input} />
        </label>
        <div className="flex items-end">
          <Button type="submit">Filter</Button>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">
          Nothing matches these filters.
        </p>
      ) : (
        <div className="relative mt-6 overflow-x-auto rounded-2xl bg-white/90 ring-1 ring-sand-200">
          {/* Below 768 px each entry is a card (the cells stacked), so the details are read, not scrolled to. */}
          <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]">
            <caption className="sr-only">{filters.log === "audit" ? "Audit log" : "Security events"}</caption>
            <thead className="bg-sand-100 text-ink-900 max-md:sr-only">
              <tr>
                <th scope="col" className="p-3">
                  When
                </th>
                <th scope="col" className="p-3">
                  {filters.log === "audit" ? "Action" : "Type"}
                </th>
                <th scope="col" className="p-3">
                  Severity
                </th>
                <th scope="col" className="p-3">
                  User
                </th>
                <th scope="col" className="p-3">
                  Details
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-t border-sand-200 align-top max-md:block max-md:px-4 max-md:py-3 max-md:first:border-t-0 [&>td]:max-md:block [&>td]:max-md:px-0 [&>td]:max-md:py-0.5"
                  data-testid="log-row"
                >
                  <td className="p-3 whitespace-nowrap">{shopTime(row.at, { seconds: true })}</td>
                  <td className="p-3 font-medium" title={row.type}>
                    {label(row.type)}
                  </td>
                  <td className="p-3">
                    <SeverityBadge severity={row.severity} />
                  </td>
                  <td className="p-3 break-words">
                    {row.userEmail ?? <span className="max-md:hidden">—</span>}
                    {row.ipAddress ? (
                      <span className="block text-xs whitespace-nowrap text-ink-700">Network {row.ipAddress}</span>
                    ) : null}
                  </td>
                  <td className="max-w-md p-3 text-xs">
                    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
                      {describeLogDetails(row.details).map((detail, index) => (
                        <div key={index} className="contents">
                          <dt className="text-ink-700">{detail.label}</dt>
                          <dd className="[overflow-wrap:anywhere] break-words">{detail.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination page={filters.page} pages={pages} total={total} label="Log" />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
