import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { recordReportedActivity, writeTouchedAdminSession } from "~/lib/auth/admin-activity.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { logSecurityEvent, requestFacts, writeAuditEntry } from "~/lib/security/events.server";
import { readFormBody } from "~/lib/forms/form-body.server";

// The in-page session monitor's endpoint (JavaScript only): heartbeats,
// Stay Logged In, and broken session metrics. A resource route, so calling it
// revalidates no loader (which would itself count as activity).
export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (intent === "metrics-invalid") {
    await logSecurityEvent(context.db, {
      type: "suspicious_activity",
      severity: "medium",
      userId: admin.id,
      details: { reason: "invalid_admin_session_metrics", stored: String(form.get("stored") ?? "").slice(0, 500) },
      facts: requestFacts(request),
    });
    return Response.json({ ok: true }, { headers });
  }
  const idleMs = intent === "stay" ? 0 : Number(form.get("idleMs"));
  if ((intent !== "heartbeat" && intent !== "stay") || !Number.isFinite(idleMs)) {
    return Response.json(
      { ok: false, error: "Send intent=heartbeat with idleMs, or intent=stay." },
      { status: 400, headers },
    );
  }
  const state = await recordReportedActivity(request, context, idleMs);
  if (intent === "stay")
    await writeAuditEntry(context.db, {
      action: "token_refreshed",
      userId: admin.id,
      details: { reason: "stay_logged_in" },
    });
  await writeTouchedAdminSession(headers, request, context);
  return Response.json({ ok: true, remainingMs: state.remainingMs }, { headers });
}
