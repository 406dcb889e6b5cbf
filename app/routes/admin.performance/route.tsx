import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import {
  loadPerformanceReport,
  REPORT_PERIODS,
  type ReportPeriod,
} from "../../lib/analytics/performance-metrics.server";
import { withinDeadline } from "../../lib/platform/deadline.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { loadCountryCounts } from "../../lib/worker/geo.server";
import { logger } from "../../lib/platform/logger";
import { PerformanceView } from "./PerformanceView";
import { awaitAll } from "../../lib/platform/await-all";

export const meta: MetaFunction = () => adminMeta("Performance");

const REPORT_DEADLINE_MS = 3_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const asked = new URL(request.url).searchParams.get("period");
  const period: ReportPeriod = asked && asked in REPORT_PERIODS ? (asked as ReportPeriod) : "7d";
  const [report, countries] = await awaitAll([
    withinDeadline(loadPerformanceReport(context.db, period), REPORT_DEADLINE_MS, context.waitUntil).catch((error) => {
      logger.error("Performance report failed", { error });
      return null;
    }),
    withinDeadline(loadCountryCounts(context.db, REPORT_PERIODS[period]), REPORT_DEADLINE_MS, context.waitUntil).catch(
      (error) => {
        logger.error("Country counts failed", { error });
        return null;
      },
    ),
  ]);
  return { period, report, countries };
}

export default PerformanceView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
