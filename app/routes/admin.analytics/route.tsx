import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import { parsePeriod } from "../../lib/analytics/analytics-periods";
import { loadAnalyticsReport } from "../../lib/analytics/analytics-report.server";
import { nameViewedProducts } from "../../lib/analytics/most-viewed-products.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { AnalyticsView } from "./AnalyticsView";

export const meta: MetaFunction = () => adminMeta("Analytics");

/** Products listed under Top products. */
const TOP_PRODUCTS = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const days = parsePeriod(new URL(request.url).searchParams.get("days"));
  const report = await loadAnalyticsReport(context.db, days);
  return { report, topProducts: await nameViewedProducts(context, report.productViews.top, TOP_PRODUCTS) };
}

export default AnalyticsView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
