import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { FILTER_BUTTON, FILTER_INPUT, FILTER_LABEL } from "~/components/admin/admin-form-styles";
import { BarChart } from "~/components/admin/BarChart";
import { useShopTime } from "~/components/admin/useShopTime";
import { adminMeta } from "~/lib/admin/admin-meta";
import { ANALYTICS_PERIODS, parsePeriod } from "~/lib/analytics/analytics-periods";
import { loadAnalyticsReport } from "~/lib/analytics/analytics-report.server";
import { nameViewedProducts } from "~/lib/analytics/most-viewed-products.server";
import { MostViewedProducts } from "~/components/admin/MostViewedProducts";
import { requireAdmin } from "~/lib/auth/session.server";

export const meta: MetaFunction = () => adminMeta("Analytics");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const days = parsePeriod(new URL(request.url).searchParams.get("days"));
  const report = await loadAnalyticsReport(context.db, days);
  return { report, topProducts: await nameViewedProducts(context, report.productViews.top, TOP_PRODUCTS) };
}

/** Products listed under Top products. */
const TOP_PRODUCTS = 10;
const PERIOD_LABELS: Record<number, string> = { 1: "Today", 7: "Last 7 days", 30: "Last 30 days" };
const cardClass = "rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200";
const TABLE = "mt-2 w-full text-left";
const HEAD = "text-sm text-ink-700";
const ROW = "border-t border-sand-200";
const CELL = "py-1";
const NUM = "py-1 pl-3 text-right";

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className={cardClass}>
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="mt-1 text-3xl text-ink-900">{value}</dd>
    </div>
  );
}

export default function AdminAnalyticsPage() {
  const { report, topProducts } = useLoaderData<typeof loader>();
  const funnelBase = report.funnel.sessionsWithAnyStep;
  const shopTime = useShopTime();
  return (
    <AdminPage
      title="Analytics"
      description="Visitors, product views, searches and the shop funnel, recorded on the server. Search data is kept 30 days."
    >
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="analytics-days" className={FILTER_LABEL}>
            Period
          </label>
          <select id="analytics-days" name="days" defaultValue={String(report.days)} className={FILTER_INPUT}>
            {ANALYTICS_PERIODS.map((days) => (
              <option key={days} value={days}>
                {PERIOD_LABELS[days]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={FILTER_BUTTON}>
          Show
        </button>
      </Form>

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

      <section aria-labelledby="funnel-heading" className={`mt-6 ${cardClass}`}>
        <h2 id="funnel-heading" className="text-xl text-ink-900">
          Shop funnel
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          Visitor sessions that took each step (a session can add to the cart from a listing without opening a product
          page). Share: of the sessions that took any step.
        </p>
        <table className="mt-3 w-full text-left" data-testid="shop-funnel">
          <caption className="sr-only">
            Shop funnel: sessions that viewed a product, added to cart, handed off to checkout
          </caption>
          <thead className={HEAD}>
            <tr>
              <th scope="col" className={CELL}>
                Step
              </th>
              <th scope="col" className={NUM}>
                Sessions
              </th>
              <th scope="col" className={NUM}>
                Share
              </th>
              <th scope="col" className="w-1/3 py-1">
                <span className="sr-only">Bar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {report.funnel.steps.map((step) => {
              const percent = funnelBase ? Math.round((step.sessions / funnelBase) * 1000) / 10 : 0;
              return (
                <tr key={step.step} className={ROW}>
                  <th scope="row" className="py-2 font-normal">
                    {step.step}
                  </th>
                  <td className="py-2 text-right" data-testid="funnel-sessions">
                    {step.sessions}
                  </td>
                  <td className="py-2 text-right">{funnelBase ? `${percent}%` : "—"}</td>
                  <td className="py-2 pl-3" aria-hidden="true">
                    <svg viewBox="0 0 100 8" className="h-2 w-full">
                      <rect width={Math.min(100, percent)} height="8" rx="2" className="fill-sage-700" />
                    </svg>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

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
        <section aria-labelledby="popular-heading" className={cardClass}>
          <h2 id="popular-heading" className="text-xl text-ink-900">
            Popular searches
          </h2>
          {report.searches.popular.length === 0 ? (
            <p className="mt-2 text-ink-700">No searches in this period.</p>
          ) : (
            <table className={TABLE}>
              <caption className="sr-only">The 10 most popular searches</caption>
              <thead className={HEAD}>
                <tr>
                  <th scope="col" className={CELL}>
                    Search
                  </th>
                  <th scope="col" className={NUM}>
                    Visitors
                  </th>
                  <th scope="col" className={NUM}>
                    Results
                  </th>
                  <th scope="col" className={NUM}>
                    Clicks
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.searches.popular.map((row) => (
                  <tr key={row.query} className={ROW}>
                    <td className={CELL}>{row.query}</td>
                    <td className={NUM}>{row.count}</td>
                    <td className={NUM}>{row.results}</td>
                    <td className={NUM}>{row.clicks}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="recent-heading" className={cardClass}>
          <h2 id="recent-heading" className="text-xl text-ink-900">
            Recent searches
          </h2>
          {report.searches.recent.length === 0 ? (
            <p className="mt-2 text-ink-700">No searches in this period.</p>
          ) : (
            <table className={TABLE}>
              <caption className="sr-only">The 5 most recent searches</caption>
              <thead className={HEAD}>
                <tr>
                  <th scope="col" className={CELL}>
                    Search
                  </th>
                  <th scope="col" className={NUM}>
                    Results
                  </th>
                  <th scope="col" className="py-1 pl-3">
                    Clicked
                  </th>
                  <th scope="col" className={CELL}>
                    When
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.searches.recent.map((row, index) => (
                  <tr key={`${row.timestamp}-${index}`} className={ROW}>
                    <td className={CELL}>{row.query}</td>
                    <td className={NUM}>{row.resultsCount}</td>
                    <td className="py-1 pl-3">{row.clickedProduct ?? "—"}</td>
                    <td className={CELL}>{shopTime(row.timestamp)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="no-results-heading" className={cardClass}>
          <h2 id="no-results-heading" className="text-xl text-ink-900">
            Searches with no results
          </h2>
          {report.searches.noResults.length === 0 ? (
            <p className="mt-2 text-ink-700">Every search found something.</p>
          ) : (
            <table className={TABLE}>
              <caption className="sr-only">Searches that found no products</caption>
              <thead className={HEAD}>
                <tr>
                  <th scope="col" className={CELL}>
                    Search
                  </th>
                  <th scope="col" className={NUM}>
                    Visitors
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.searches.noResults.map((row) => (
                  <tr key={row.query} className={ROW}>
                    <td className={CELL}>{row.query}</td>
                    <td className={NUM}>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
