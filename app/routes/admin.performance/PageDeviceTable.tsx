import type { useLoaderData } from "@remix-run/react";
import type { ReportMetric } from "../../lib/analytics/performance-metrics.server";
import { AdminTable, type AdminColumn } from "../../components/admin/kit/AdminTable";
import { formatMetric, METRIC_LABELS } from "./metric-format";
import type { loader } from "./route";

type Report = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["report"]>;

type Row = Report["byPageAndDevice"][number];

const COLUMNS: AdminColumn<Row>[] = [
  { key: "page", header: "Page", rowHeader: true, cell: (row) => <code>{row.page}</code> },
  { key: "device", header: "Device", cell: (row) => row.deviceType },
  { key: "views", header: "Views", cell: (row) => row.views },
  ...(Object.keys(METRIC_LABELS) as ReportMetric[]).map((metric) => ({
    key: metric,
    header: METRIC_LABELS[metric],
    className: "whitespace-nowrap",
    cell: (row: Row) => formatMetric(metric, row[metric]),
  })),
];

/** Each page's p75 of every metric, per device type. */
export function PageDeviceTable({ rows }: { rows: Report["byPageAndDevice"] }) {
  return (
    <section aria-labelledby="pages-heading" className="space-y-3">
      <h2 id="pages-heading" className="text-xl text-ink-900">
        p75 per page and device type
      </h2>
      <AdminTable
        caption="p75 per page and device type"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => `${row.page} ${row.deviceType}`}
        emptyTitle="No page views were measured in this period yet."
      />
    </section>
  );
}
