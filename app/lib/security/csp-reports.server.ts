// CSP violation reports as security events (issue 16). Only the fields worth
// reading are kept, each cut short: a report is attacker-controlled text.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { logSecurityEvent, requestFacts } from "./events.server";

const KEPT_FIELDS = ["document-uri", "violated-directive", "effective-directive", "blocked-uri", "source-file", "line-number", "disposition", "status-code"] as const;
const MAX_FIELD_LENGTH = 300;

/** The report body of `report-uri` ({"csp-report": {...}}) or the Reporting API ([{type, body}]). */
function reportOf(payload: unknown): Record<string, unknown> | null {
  if (Array.isArray(payload)) return reportOf(payload[0]?.body ? { "csp-report": payload[0].body } : null);
  if (!payload || typeof payload !== "object") return null;
  const report = (payload as Record<string, unknown>)["csp-report"];
  return report && typeof report === "object" ? (report as Record<string, unknown>) : null;
}

export async function recordCspViolation(request: Request, context: AppLoadContext): Promise<boolean> {
  let payload: unknown;
  try {
    payload = JSON.parse(await request.text());
  } catch {
    return false;
  }
  const report = reportOf(payload);
  if (!report) return false;
  const details: Record<string, string> = { kind: "csp_violation" };
  for (const field of KEPT_FIELDS) {
    const camel = field.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    const value = report[field] ?? report[camel];
    if (value !== undefined && value !== null) details[field] = String(value).slice(0, MAX_FIELD_LENGTH);
  }
  await logSecurityEvent(context.db, { type: "suspicious_activity", severity: "low", details, facts: requestFacts(request) });
  return true;
}
