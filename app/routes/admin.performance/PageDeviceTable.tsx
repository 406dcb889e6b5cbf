import type { useLoaderData } from "@remix-run/react";
import type { ReportMetric } from "../../lib/analytics/performance-metrics.server";
import { formatMetric, METRIC_LABELS } from "./metric-format";
import type { loader } from "./route";

type Report = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["report"]>;

/** Each page's p75 of every metric, per device type. */
export function PageDeviceTable({ rows }: { rows: Report["byPageAndDevice"] }) {
  return (
    <section aria-labelledby="pages-heading" className="space-y-3">
      <h2 id="pages-heading" className="text-xl text-ink-900">
        p75 per page and device type
      </h2>
      <div className="relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-ink-700">
              <th scope="col" className="p-2">
                Page
              </th>
              <th scope="col" className="p-2">
                Device
              </th>
              <th scope="col" className="p-2">
                Views
              </th>
              {(Object.keys(METRIC_LABELS) as ReportMetric[]).map((metric) => (
                <th key={metric} scope="col" className="p-2">
                  {METRIC_LABELS[metric]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.page} ${row.deviceType}`} className="border-t border-sand-200">
                <th scope="row" className="p-2 font-normal">
                  <code>{row.page}</code>
                </th>
                <td className="p-2">{row.deviceType}</td>
                <td className="p-2">{row.views}</td>
                {(Object.keys(METRIC_LABELS) as ReportMetric[]).map((metric) => (
                  <td key={metric} className="p-2 whitespace-nowrap">
                    {formatMetric(metric, row[metric])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
