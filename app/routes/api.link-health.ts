import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { readCappedJson } from "../lib/platform/capped-body.server";
import { networkKeyOf } from "../lib/security/network-key";
import {
  countLinkReport,
  LINK_HEALTH_BODY_MAX_BYTES,
  LinkHealthReportSchema,
  storeLinkFindings,
} from "../lib/link-health/link-health.server";
import { logger } from "../lib/platform/logger";

// POST {page, findings: [{kind, href, reason}]} from the link health check and route watcher (sendBeacon).
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const body = await readCappedJson(request, LINK_HEALTH_BODY_MAX_BYTES);
  if (!body.ok) return Response.json({ error: body.error }, { status: body.status });
  const report = LinkHealthReportSchema.safeParse(body.value);
  if (!report.success) return Response.json({ error: "Invalid link health report" }, { status: 400 });
  try {
    const allowance = await countLinkReport(context.db, networkKeyOf(request));
    if (!allowance.allowed)
      return Response.json(
        { error: "Too many reports" },
        { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } },
      );
    return Response.json({ ok: true, stored: await storeLinkFindings(context.db, report.data) });
  } catch (error) {
    logger.error("Link health findings not stored", { error });
    return Response.json({ error: "Findings could not be stored right now" }, { status: 503 });
  }
}

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
