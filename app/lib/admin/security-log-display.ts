// The security log in a shop owner's words: "Failed sign-in" rather than
// `failed_login`, and details as labelled values rather than JSON. The stored
// codes stay as they are (filters, CSV export and the spec's event types use them).
import type { StoredSecurityEventType } from "../security/security-event";

export const SECURITY_EVENT_LABELS: Record<StoredSecurityEventType, string> = {
  failed_login: "Failed sign-in",
  rate_limit_exceeded: "Too many attempts",
  suspicious_activity: "Suspicious activity",
  admin_action: "Admin action",
  data_access: "Data access",
  backup_failed: "Backup failed",
};

/** Audit actions whose plain reading ("user signed in") is not the clearest one. */
const AUDIT_ACTION_LABELS: Record<string, string> = {
  user_signed_in: "Signed in",
  user_signed_out: "Signed out",
  token_refreshed: "Session refreshed",
  sessions_revoked: "Signed out everywhere",
  site_settings_updated: "Settings changed",
  log_event: "Event logged",
};

/** Detail names as an owner reads them; others are spelled out from their code. */
const DETAIL_LABELS: Record<string, string> = {
  email: "Email",
  network: "Network",
  intent: "Form",
  attempts: "Attempts",
  path: "Page",
  page: "Page",
  kind: "Kind",
  "document-uri": "Page",
  "violated-directive": "Rule",
  "effective-directive": "Rule",
  "blocked-uri": "Blocked",
  "source-file": "Script",
  "line-number": "Line",
  disposition: "Action taken",
  "status-code": "Status",
  runId: "Backup run",
  objectKey: "File",
  error: "Error",
  reason: "Reason",
  stored: "Stored value",
  changed: "Changed",
  field: "Field",
  key: "Limit",
  endpoint: "Endpoint",
};

/** Codes that appear as detail values, in words. */
const VALUE_LABELS: Record<string, string> = {
  csp_violation: "Blocked by the browser's content security policy",
  invalid_admin_session_metrics: "The admin session's stored activity was not valid",
  signin: "Sign in",
  signup: "Create account",
  reset: "Password reset",
  enforce: "Blocked",
  report: "Reported only",
};

/** "backup_settings_updated" -> "Backup settings updated"; "runId" -> "Run id". */
function spellOut(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : code;
}

export function securityEventLabel(type: string): string {
  return (SECURITY_EVENT_LABELS as Record<string, string>)[type] ?? spellOut(type);
}

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? spellOut(action);
}

export type LogDetail = { label: string; value: string };

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "string") return VALUE_LABELS[value] ?? value;
  if (Array.isArray(value))
    return value.length
      ? value.map((item) => (typeof item === "string" ? spellOut(item) : valueText(item))).join(", ")
      : "None";
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${DETAIL_LABELS[key] ?? spellOut(key)}: ${valueText(inner)}`)
    .join("; ");
}

/**
 * A row's stored details (a JSON object, as text) as labelled values. Text that
 * is not a JSON object is shown as it is, under "Details".
 */
export function describeLogDetails(details: string): LogDetail[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return details.trim() ? [{ label: "Details", value: details }] : [];
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    return details.trim() && details !== "null" ? [{ label: "Details", value: valueText(parsed) }] : [];
  return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => ({
    label: DETAIL_LABELS[key] ?? spellOut(key),
    value: valueText(value),
  }));
}
