import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPagination } from "../../components/admin/AdminPagination";
import { BarChart } from "../../components/admin/BarChart";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { AdminTable, type AdminColumn } from "../../components/admin/kit/AdminTable";
import { FilterBar } from "../../components/admin/kit/FilterBar";
import { useShopTime } from "../../components/admin/useShopTime";
import { Field, SelectField } from "../../components/forms/Field";
import { Alert } from "../../components/ui/Alert";
import { buttonClass } from "../../components/ui/button-styles";
import { SUBSCRIBER_CHART_PERIODS, SUBSCRIBER_STATUSES, type SubscriberRow } from "../../lib/admin/newsletter-admin";
import { isFormFailure } from "../../lib/platform/reply";
import type { action, loader } from "./route";
import { Figure, UnsubscribeButton } from "./SubscriberParts";

const PERIOD_LABELS: Record<number, string> = { 7: "Last 7 days", 30: "Last 30 days", 90: "Last 90 days" };

export function NewsletterView() {
  const { rows, total, counts, filters, pages } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData<typeof action>();
  const failure = isFormFailure(reply) ? reply : null;
  const shopTime = useShopTime();
  const { search } = useLocation();
  const csvParams = new URLSearchParams(search);
  csvParams.delete("page");
  csvParams.delete("days");
  const newInPeriod = counts.perDay.reduce((sum, day) => sum + day.count, 0);
  const columns: AdminColumn<SubscriberRow>[] = [
    { key: "email", header: "Email", rowHeader: true, className: "break-all", cell: (row) => row.email },
    {
      key: "status",
      header: "Status",
      cell: (row) => (row.unsubscribedAt ? `Unsubscribed ${shopTime(row.unsubscribedAt)}` : "Subscribed"),
    },
    { key: "subscribed", header: "Subscribed", className: "whitespace-nowrap", cell: (row) => shopTime(row.createdAt) },
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      align: "right",
      cell: (row) => (row.unsubscribedAt ? null : <UnsubscribeButton row={row} />),
    },
  ];
  return (
    <AdminPage
      title="Newsletter"
      description="Everyone who subscribed from the footer, newest first."
      actions={
        <a
          href={`/admin/newsletter/export?${csvParams}`}
          download
          className={buttonClass({ variant: "ghost", size: "sm" })}
        >
          Export CSV
        </a>
      }
    >
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <Figure label="Subscribed" value={counts.subscribed} />
        <Figure label="Unsubscribed" value={counts.unsubscribed} />
        <Figure label={`New in the ${PERIOD_LABELS[filters.days].toLowerCase()}`} value={newInPeriod} />
      </dl>
      <FilterBar label="Subscribers" submitLabel="Search">
        <Field
          label="Email contains"
          labelClassName="text-sm"
          id="newsletter-q"
          inputProps={{ type: "search", name: "q", defaultValue: filters.q }}
        />
        <SelectField
          label="Status"
          labelClassName="text-sm"
          id="newsletter-status"
          selectProps={{ name: "status", defaultValue: filters.status }}
        >
          <option value="">Any</option>
          {SUBSCRIBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === "subscribed" ? "Subscribed" : "Unsubscribed"}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Chart period"
          labelClassName="text-sm"
          id="newsletter-days"
          selectProps={{ name: "days", defaultValue: String(filters.days) }}
        >
          {SUBSCRIBER_CHART_PERIODS.map((days) => (
            <option key={days} value={days}>
              {PERIOD_LABELS[days]}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <div className="mt-6">
        <BarChart
          id="subscribers-chart"
          title={`New subscribers per day, ${PERIOD_LABELS[filters.days].toLowerCase()}`}
          unit="subscribers"
          rows={counts.perDay.map((day) => ({ label: day.day, value: day.count }))}
        />
      </div>
      {failure?.formError ? (
        <Alert tone="error" className="mt-4">
          {failure.formError}
        </Alert>
      ) : null}
      <AdminTable
        caption="Subscribers"
        // Relative: the buttons' screen-reader text is absolutely placed, and would otherwise widen the page.
        className="relative mt-6"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowTestId="subscriber-row"
        emptyTitle="No subscribers match."
      />
      <AdminPagination page={filters.page} pages={pages} total={total} label="Subscribers" />
    </AdminPage>
  );
}
