// CSP violation reports as security events. Only the fields worth
// reading are kept, each cut short: a report is attacker-controlled text.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { countAttempt } from "../auth/rate-limit.server";
import { readCappedJson } from "../platform/capped-body.server";
import { JSON_BODY_LIMIT_BYTES } from "./request-body.server";
import { logSecurityEvent, requestFacts } from "./events.server";
import { networkKeyOf } from "./network-key";

const KEPT_FIELDS = [
  "document-uri",
  "violated-directive",
  "effective-directive",
  "blocked-uri",
  "source-file",
  "line-number",
  "disposition",
  "status-code",
] as const;
const MAX_FIELD_LENGTH = 300;
/** Reports one network may have stored per minute: a page with a real violation sends a few. */
export const CSP_REPORTS_PER_NETWORK_PER_MINUTE = 10;
/** The same violation (directive, blocked resource, page, source) from one network is stored once in this window. */
export const CSP_REPORT_REPEAT_WINDOW_MS = 3_600_000;

export type CspReportOutcome = "stored" | "unreadable" | "limited" | "repeated";

/** The report body of `report-uri` ({"csp-report": {...}}) or the Reporting API ([{type, body}]). */
function reportOf(payload: unknown): Record<string, unknown> | null {
  if (Array.isArray(payload)) return reportOf(payload[0]?.body ? { "csp-report": payload[0].body } : null);
  if (!payload || typeof payload !== "object") return null;
  const report = (payload as Record<string, unknown>)["csp-report"];
  return report && typeof report === "object" ? (report as Record<string, unknown>) : null;
}

/** Stores the violation unless it is unreadable, over its network's limit, or a repeat of one stored lately. */
export async function recordCspViolation(
  request: Request,
  context: AppLoadContext,
  now = Date.now(),
): Promise<CspReportOutcome> {
  // Browsers send report-uri reports as application/csp-report and Reporting API ones as application/reports+json.
  const body = await readCappedJson(request, JSON_BODY_LIMIT_BYTES, "any");
  if (!body.ok) return "unreadable";
  const report = reportOf(body.value);
  if (!report) return "unreadable";
  const details: Record<string, string> = { kind: "csp_violation", source: "client" };
  for (const field of KEPT_FIELDS) {
    const camel = field.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    const value = report[field] ?? report[camel];
    if (value !== undefined && value !== null) details[field] = String(value).slice(0, MAX_FIELD_LENGTH);
  }
  const network = networkKeyOf(request);
  const allowance = await countAttempt(
    context.db,
    `csp-report:${network}`,
    CSP_REPORTS_PER_NETWORK_PER_MINUTE,
    60_000,
    now,
  );
  if (!allowance.allowed) return "limited";
  const sameViolation = await sha256Hex(
    [
      details["effective-directive"] ?? details["violated-directive"],
      details["blocked-uri"],
      details["document-uri"],
      details["source-file"],
    ].join("|"),
  );
  const first = await countAttempt(
    context.db,
    `csp-report:seen:${network}:${sameViolation}`,
    1,
    CSP_REPORT_REPEAT_WINDOW_MS,
    now,
  );
  if (!first.allowed) return "repeated";
  await logSecurityEvent(context.db, {
    type: "suspicious_activity",
    severity: "low",
    details,
    facts: requestFacts(request),
  });
  return "stored";
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
