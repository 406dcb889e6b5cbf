// The security event as the browser sends it to
// /api/security-monitor. No schema library here: this file ships to the browser.
// The server validates with the zod schema in security-monitor.server.ts.

export const SECURITY_EVENT_TYPES = [
  "failed_login",
  "rate_limit_exceeded",
  "suspicious_activity",
  "admin_action",
  "data_access",
] as const;
export const SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];
/** Every type stored in security_events: what a browser may report, plus what only the server records. */
export const STORED_SECURITY_EVENT_TYPES = [...SECURITY_EVENT_TYPES, "backup_failed"] as const;
export type StoredSecurityEventType = (typeof STORED_SECURITY_EVENT_TYPES)[number];
export type Severity = (typeof SEVERITIES)[number];

/** The wire shape (spec field names). ip_address is never set by the client; the server stamps it. */
export type ClientSecurityEvent = {
  event_type: SecurityEventType;
  severity: Severity;
  details: Record<string, unknown>;
  timestamp: string;
  user_agent?: string;
};

export type SecurityMonitorRequest = { action: "log_event"; events: ClientSecurityEvent[] };

export const SECURITY_MONITOR_PATH = "/api/security-monitor";
/** The most events one request may carry; the queue sends larger backlogs in several requests. */
export const SECURITY_BATCH_MAX_EVENTS = 50;
/** The largest body the endpoint reads (sendBeacon itself stops at 64 KiB). */
export const SECURITY_BODY_MAX_BYTES = 32 * 1024;
