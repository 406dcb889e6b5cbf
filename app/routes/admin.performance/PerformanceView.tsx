import type { ReportMetric, ReportPeriod } from "../../lib/analytics/performance-metrics.server";
import { Button } from "../../components/ui/Button";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminPageHeader } from "../../components/admin/kit/AdminPage";
import { CacheSummaryPanel } from "../../components/platform/CacheSummaryPanel";
import { CountryRequests } from "./CountryRequests";
import { formatMetric, METRIC_LABELS } from "./metric-format";
import { PageDeviceTable } from "./PageDeviceTable";
import { type loader } from "./route";
import { Alert } from "../../components/ui/Alert";
import { AdminTable } from "../../components/admin/kit/AdminTable";

const PERIOD_LABELS: Record<ReportPeriod, string> = {
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
};

export function PerformanceView() {
  const { period, report, countries } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Performance"
        description="Real-user metrics from the performance monitor (75th percentile), scored and graded, and this browser's service worker cache."
        actions={
          <Form method="get" className="flex items-end gap-2">
            <label className="text-sm text-ink-700">
              Period
              <select
                name="period"
                defaultValue={period}
                className="mt-1 block rounded-full border border-sand-300 bg-white px-3 py-1.5 text-ink-900"
              >
                {Object.entries(PERIOD_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="sm">
              Show
            </Button>
          </Form>
        }
      />

      {report === null ? (
        <Alert tone="error">The metrics could not be loaded in time. Reload the page to try again.</Alert>
      ) : report.views === 0 ? (
        <p className="rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">
          No page views were measured in this period yet.
        </p>
      ) : (
        <>
          <section aria-labelledby="overall-heading" className="space-y-3">
            <h2 id="overall-heading" className="text-xl text-ink-900">
              Overall (p75 of {report.views.toLocaleString("en-US")} page views{report.sampled ? ", latest 5,000" : ""})
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
              {(Object.keys(METRIC_LABELS) as ReportMetric[]).map((metric) => (
                <div key={metric} className="rounded-xl bg-white/80 p-3 ring-1 ring-sand-200">
                  <dt className="text-xs text-ink-700">{METRIC_LABELS[metric]}</dt>
                  <dd className="text-lg text-ink-900">{formatMetric(metric, report.overall[metric])}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="grades-heading" className="space-y-3">
            <h2 id="grades-heading" className="text-xl text-ink-900">
              Scores and grades
            </h2>
            <p className="text-ink-700">Average score {report.averageScore ?? "–"} of 100.</p>
            <AdminTable
              caption="Page views per grade"
              columns={[
                { key: "grade", header: "Grade", rowHeader: true, cell: ([grade]) => grade },
                { key: "views", header: "Page views", cell: ([, count]) => count },
                { key: "share", header: "Share", cell: ([, count]) => `${Math.round((count / report.views) * 100)}%` },
              ]}
              rows={Object.entries(report.grades)}
              rowKey={([grade]) => grade}
              className="max-w-md"
              emptyTitle="No page views were measured in this period yet."
            />
          </section>

          <section aria-labelledby="slowest-heading" className="space-y-3">
            <h2 id="slowest-heading" className="text-xl text-ink-900">
              Slowest pages (by p75 LCP)
            </h2>
            <ol className="list-decimal space-y-1 pl-6 text-ink-900">
              {report.slowestPages.map((page) => (
                <li key={page.page}>
                  <code>{page.page}</code>: LCP {formatMetric("lcp", page.lcp)}, average score {page.averageScore},{" "}
                  {page.views} views
                </li>
              ))}
            </ol>
          </section>

          <PageDeviceTable rows={report.byPageAndDevice} />
        </>
      )}

      <section aria-labelledby="cache-heading" className="space-y-3">
        <h2 id="cache-heading" className="text-xl text-ink-900">
          Service worker cache
        </h2>
        <CacheSummaryPanel />
      </section>

      <CountryRequests countries={countries} />
    </div>
  );
}
