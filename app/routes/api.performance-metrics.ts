import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { PERFORMANCE_BODY_MAX_BYTES } from "../lib/analytics/performance-beacon";
import {
  countPerformanceBeacon,
  PerformanceBeaconSchema,
  storePerformanceBeacon,
} from "../lib/analytics/performance-metrics.server";
import { readCappedJson } from "../lib/platform/capped-body.server";
import { networkKeyOf } from "../lib/security/network-key";
import { logger } from "../lib/platform/logger";

// POST one page view's real-user metrics (sendBeacon from the performance monitor).
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const body = await readCappedJson(request, PERFORMANCE_BODY_MAX_BYTES);
  if (!body.ok) return Response.json({ error: body.error }, { status: body.status });
  const beacon = PerformanceBeaconSchema.safeParse(body.value);
  if (!beacon.success)
    return Response.json(
      {
        error: "Invalid performance metrics",
        issues: beacon.error.issues.slice(0, 5).map((issue) => issue.path.join(".")),
      },
      { status: 400 },
    );

  try {
    const allowance = await countPerformanceBeacon(context.db, networkKeyOf(request));
    if (!allowance.allowed)
      return Response.json(
        { error: "Too many reports" },
        { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } },
      );
    return Response.json({ ok: true, ...(await storePerformanceBeacon(context.db, beacon.data)) });
  } catch (error) {
    logger.error("Performance metrics not stored", { error, page: beacon.data.page });
    return Response.json({ error: "Metrics could not be stored right now" }, { status: 503 });
  }
}

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
