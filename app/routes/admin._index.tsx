import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { SeverityBadge } from "../components/admin/SeverityBadge";
import { useShopTime } from "../components/admin/useShopTime";
import { adminMeta } from "../lib/admin/admin-meta";
import { DASHBOARD_PERIODS } from "../lib/admin/dashboard";
import { DASHBOARD_TOP_PRODUCTS, loadDashboard, parseDashboardPeriod } from "../lib/admin/dashboard.server";
import { nameViewedProducts } from "../lib/analytics/most-viewed-products.server";
import { MostViewedProducts } from "../components/admin/MostViewedProducts";
import { securityEventLabel } from "../lib/admin/security-log-display";
import { requireAdmin } from "../lib/auth/session.server";
import { DashboardStock } from "../components/admin/DashboardStock";
import { awaitAll } from "../lib/platform/await-all";
import { listRestockDemand } from "../lib/restock/back-in-stock-alerts.server";
import { listLowStockStudioPieces } from "../lib/studio/studio-pieces.server";

export const meta: MetaFunction = () => adminMeta("Dashboard");

/** The most-wanted sold-out variants the stock line names. */
const DASHBOARD_RESTOCK_LINES = 3;

/** The dashboard's widgets refresh every 30 s. */
const WIDGET_REFRESH_MS = 30_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const period = parseDashboardPeriod(new URL(request.url).searchParams.get("period"));
  const [{ viewedProducts, ...figures }, lowStock, demand] = await awaitAll([
    loadDashboard(context.db, period),
    listLowStockStudioPieces(context.db),
    listRestockDemand(context.db, DASHBOARD_RESTOCK_LINES),
  ]);
  return {
    ...figures,
    lowStock,
    demand,
    topProducts: await nameViewedProducts(context, viewedProducts, DASHBOARD_TOP_PRODUCTS),
  };
}

const money = (currency: string, amount: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);

export default function AdminDashboardPage() {
  const initial = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  const refresh = useFetcher<typeof loader>();
  // The background refresh is `_passive`: it must not count as the admin's activity.
  useEffect(() => {
    const timer = setInterval(() => {
      if (refresh.state === "idle") refresh.load(`/admin?index&_passive=1&period=${initial.period}`);
    }, WIDGET_REFRESH_MS);
    return () => clearInterval(timer);
  }, [initial.period, refresh]);
  const figures = refresh.data?.period === initial.period ? refresh.data : initial;
  const card = "rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200";
  const revenue = figures.revenue.length
    ? figures.revenue.map((row) => money(row.currency, row.amount)).join(" + ")
    : money("USD", 0);
  const stat = (label: string, value: string | number, hint?: string) => (
    <div className={card}>
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold text-ink-900">{value}</dd>
      {hint ? <dd className="text-xs text-ink-700">{hint}</dd> : null}
    </div>
  );
  return (
    <AdminPage title="Dashboard" description={`Figures as of ${shopTime(figures.generatedAt)}.`}>
      <nav aria-label="Period" className="mt-6 flex flex-wrap gap-2">
        {Object.entries(DASHBOARD_PERIODS).map(([period, label]) => (
          <Link
            key={period}
            to={`?period=${period}`}
            aria-current={figures.period === period ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${figures.period === period ? "bg-clay-700 text-white" : "border border-ink-900 text-ink-900 hover:bg-sand-100"}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="figures-heading" className="mt-4">
        <h2 id="figures-heading" className="sr-only">
          {DASHBOARD_PERIODS[figures.period]}
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="dashboard-figures">
          {stat("Orders", figures.orders)}
          {stat("Revenue", revenue)}
          {stat("New accounts", figures.newAccounts)}
          {stat("New newsletter subscribers", figures.newSubscribers, `${figures.totalSubscribers} in total`)}
          {stat("Visitors active now", figures.activeVisitors, "Seen in the last 5 minutes")}
        </dl>
      </section>
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <DashboardStock demand={figures.demand} lowStock={figures.lowStock} className={card} />
        <section aria-labelledby="top-products-heading" className={card}>
          <h2 id="top-products-heading" className="text-xl text-ink-900">
            Most viewed products
          </h2>
          {figures.topProducts.length === 0 ? (
            <p className="mt-2 text-sm text-ink-700">No product views in this period.</p>
          ) : (
            <MostViewedProducts products={figures.topProducts} />
          )}
        </section>
        <section aria-labelledby="events-heading" className={card}>
          <h2 id="events-heading" className="text-xl text-ink-900">
            Recent security events
          </h2>
          {figures.securityEvents.length === 0 ? (
            <p className="mt-2 text-sm text-ink-700">No security events yet.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {figures.securityEvents.map((event) => (
                <li key={event.id} className="flex flex-wrap items-center gap-2">
                  <SeverityBadge severity={event.severity} />
                  <span className="font-medium">{securityEventLabel(event.type)}</span>
                  <span className="text-ink-700">{shopTime(event.at)}</span>
                </li>
              ))}
            </ul>
          )}
          <Link to="/admin/security" className="text-clay-800 mt-3 inline-block text-sm font-medium underline">
            Open the security log
          </Link>
        </section>
      </div>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
