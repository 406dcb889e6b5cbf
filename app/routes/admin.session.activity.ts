import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { recordReportedActivity, writeTouchedAdminSession } from "../lib/auth/admin-activity.server";
import { requireAdmin } from "../lib/auth/session.server";
import { logSecurityEvent, requestFacts, writeAuditEntry } from "../lib/security/events.server";
import { z } from "zod";
import { readFormBody } from "../lib/forms/form-body.server";
import { formFailure } from "../lib/platform/reply";
import { formText, parseSubmission } from "../lib/forms/parse-submission";

// The in-page session monitor's endpoint (JavaScript only): heartbeats,
// Stay Logged In, and broken session metrics. A resource route, so calling it
// revalidates no loader (which would itself count as activity).
export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** What the monitor reports: a heartbeat with how long the admin was idle, Stay Logged In, or broken metrics. */
const ActivityReportSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("heartbeat"), idleMs: formText().transform(Number).pipe(z.number().finite()) }),
  z.object({ intent: z.literal("stay") }),
  z.object({ intent: z.literal("metrics-invalid"), stored: formText() }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = parseSubmission(await readFormBody(request), ActivityReportSchema);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (!parsed.ok) {
    return Response.json(formFailure({ formError: "Send intent=heartbeat with idleMs, or intent=stay." }), {
      status: 400,
      headers,
    });
  }
  const report = parsed.value;
  if (report.intent === "metrics-invalid") {
    await logSecurityEvent(context.db, {
      type: "suspicious_activity",
      severity: "medium",
      userId: admin.id,
      details: { reason: "invalid_admin_session_metrics", stored: report.stored.slice(0, 500) },
      facts: requestFacts(request),
    });
    return Response.json({ ok: true }, { headers });
  }
  const state = await recordReportedActivity(request, context, report.intent === "stay" ? 0 : report.idleMs);
  if (report.intent === "stay")
    await writeAuditEntry(context.db, {
      action: "token_refreshed",
      userId: admin.id,
      details: { reason: "stay_logged_in" },
    });
  await writeTouchedAdminSession(headers, request, context);
  return Response.json({ ok: true, remainingMs: state.remainingMs }, { headers });
}
