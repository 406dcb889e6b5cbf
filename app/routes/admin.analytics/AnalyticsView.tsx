import { useLoaderData } from "@remix-run/react";
import { BarChart } from "../../components/admin/BarChart";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { FilterBar } from "../../components/admin/kit/FilterBar";
import { MostViewedProducts } from "../../components/admin/MostViewedProducts";
import { useShopTime } from "../../components/admin/useShopTime";
import { SelectField } from "../../components/forms/Field";
import { DataTable } from "../../components/ui/DataTable";
import { ANALYTICS_PERIODS } from "../../lib/analytics/analytics-periods";
import type { loader } from "./route";
import { cardClass, Figure, ReportCard } from "./report-parts";
import { ShopFunnel } from "./ShopFunnel";

const PERIOD_LABELS: Record<number, string> = { 1: "Today", 7: "Last 7 days", 30: "Last 30 days" };
export function AnalyticsView() {
  const { report, topProducts } = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  return (
    <AdminPage
      title="Analytics"
      description="Visitors, product views, searches and the shop funnel, recorded on the server. Search data is kept 30 days."
    >
      <FilterBar label="Analytics period" submitLabel="Show">
        <SelectField
          label="Period"
          labelClassName="text-sm"
          id="analytics-days"
          selectProps={{ name: "days", defaultValue: String(report.days) }}
        >
          {ANALYTICS_PERIODS.map((days) => (
            <option key={days} value={days}>
              {PERIOD_LABELS[days]}
            </option>
          ))}
        </SelectField>
      </FilterBar>

      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Visitors (sessions)" value={report.visitors.total} />
        <Figure label="Product views" value={report.productViews.total} />
        <Figure label="Searches" value={report.searches.total} />
        <Figure label="Search click-through" value={`${report.searches.clickThroughPercent}%`} />
      </dl>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <BarChart
          id="visitors-chart"
          title="Visitors per day (by last visit)"
          unit="visitors"
          rows={report.visitors.perDay.map((d) => ({ label: d.day, value: d.count }))}
        />
        <BarChart
          id="views-chart"
          title="Product views per day"
          unit="views"
          rows={report.productViews.perDay.map((d) => ({ label: d.day, value: d.count }))}
        />
      </div>

      <ShopFunnel funnel={report.funnel} />

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="top-products-heading" className={cardClass}>
          <h2 id="top-products-heading" className="text-xl text-ink-900">
            Top products
          </h2>
          {topProducts.length === 0 ? (
            <p className="mt-2 text-ink-700">No product views in this period.</p>
          ) : (
            <MostViewedProducts products={topProducts} />
          )}
        </section>
        <ReportCard
          id="popular-heading"
          title="Popular searches"
          empty={report.searches.popular.length === 0 ? "No searches in this period." : null}
        >
          <DataTable
            caption="The 10 most popular searches"
            className="mt-2"
            rows={report.searches.popular}
            rowKey={(row) => row.query}
            columns={[
              { key: "query", header: "Search", cell: (row) => row.query },
              { key: "count", header: "Visitors", align: "right", cell: (row) => row.count },
              { key: "results", header: "Results", align: "right", cell: (row) => row.results },
              { key: "clicks", header: "Clicks", align: "right", cell: (row) => row.clicks },
            ]}
          />
        </ReportCard>
        <ReportCard
          id="recent-heading"
          title="Recent searches"
          empty={report.searches.recent.length === 0 ? "No searches in this period." : null}
        >
          <DataTable
            caption="The 5 most recent searches"
            className="mt-2"
            rows={report.searches.recent.map((row, index) => ({ ...row, key: `${row.timestamp}-${index}` }))}
            rowKey={(row) => row.key}
            columns={[
              { key: "query", header: "Search", cell: (row) => row.query },
              { key: "results", header: "Results", align: "right", cell: (row) => row.resultsCount },
              { key: "clicked", header: "Clicked", cell: (row) => row.clickedProduct ?? "—" },
              { key: "when", header: "When", cell: (row) => shopTime(row.timestamp) },
            ]}
          />
        </ReportCard>
        <ReportCard
          id="no-results-heading"
          title="Searches with no results"
          empty={report.searches.noResults.length === 0 ? "Every search found something." : null}
        >
          <DataTable
            caption="Searches that found no products"
            className="mt-2"
            rows={report.searches.noResults}
            rowKey={(row) => row.query}
            columns={[
              { key: "query", header: "Search", cell: (row) => row.query },
              { key: "count", header: "Visitors", align: "right", cell: (row) => row.count },
            ]}
          />
        </ReportCard>
      </div>
    </AdminPage>
  );
}
