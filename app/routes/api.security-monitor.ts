import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getUser } from "../lib/auth/session.server";
import { readCappedJson } from "../lib/platform/capped-body.server";
import { networkKeyOf } from "../lib/security/network-key";
import { logger } from "../lib/platform/logger";
import { requestFacts, logSecurityEvent } from "../lib/security/events.server";
import { SECURITY_BODY_MAX_BYTES } from "../lib/security/security-event";
import {
  checkSecurityEvents,
  countSecurityBatch,
  SecurityMonitorEnvelopeSchema,
  storeSecurityEvents,
} from "../lib/security/security-monitor.server";

// POST {action: "log_event", events: [...]} from the browser's security event
// queue (fetch, or sendBeacon on page hide). Answers JSON; the client only logs failures.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const body = await readCappedJson(request, SECURITY_BODY_MAX_BYTES);
  if (!body.ok) return Response.json({ error: body.error }, { status: body.status });
  const envelope = SecurityMonitorEnvelopeSchema.safeParse(body.value);
  if (!envelope.success)
    return Response.json({ error: 'Expected {action: "log_event", events: [1 to 50 events]}' }, { status: 400 });

  const facts = requestFacts(request);
  // Checked in memory first, so the allowance counts the rows this batch would store.
  const batch = checkSecurityEvents(envelope.data.events, { ...facts, now: new Date() });
  try {
    const allowance = await countSecurityBatch(context.db, networkKeyOf(request), batch.rows.length);
    if (!allowance.allowed) {
      if (allowance.firstRefusal) {
        context.waitUntil(
          logSecurityEvent(context.db, {
            type: "rate_limit_exceeded",
            severity: "medium",
            details: { endpoint: "security-monitor" },
            facts,
          }),
        );
      }
      return Response.json(
        { error: "Too many security reports" },
        { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } },
      );
    }
    if (batch.rows.length === 0)
      return Response.json({ error: "No valid events", stored: 0, rejected: batch.rejected }, { status: 400 });
    const user = await getUser(request, context);
    const result = await storeSecurityEvents(context.db, batch, user?.id ?? null);
    return Response.json({ ok: true, ...result });
  } catch (error) {
    logger.error("Security events not stored", { error, count: envelope.data.events.length });
    return Response.json({ error: "Security events could not be stored right now" }, { status: 503 });
  }
}

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
