// Security events and the audit log. Written
// straight to the database: a Worker has no long-lived queue to batch in.
import { and, lt, sql } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { logger, maskSecrets as maskSecretFields } from "../platform/logger";
import { auditLog, securityEvents } from "../../../db/schema";
import type { Severity, StoredSecurityEventType } from "./security-event";

export type { Severity };
export type SecurityEventType = StoredSecurityEventType;

export type RequestFacts = { ipAddress: string | null; userAgent: string | null };

/** Stored sizes of what a request says about itself (a User-Agent can be 130 KB). */
export const FACT_IP_MAX_CHARS = 64;
export const FACT_USER_AGENT_MAX_CHARS = 256;
/** Security events are kept this long (the daily job deletes older ones). */
export const SECURITY_EVENT_RETENTION_DAYS = 180;
/**
 * What browsers report (`details.source = "client"`: the security monitor, CSP reports) is kept a month:
 * anyone can send it, and it stays off the dashboard; what the server itself records keeps the 180 days.
 */
export const CLIENT_REPORT_RETENTION_DAYS = 30;

export function requestFacts(request: Request): RequestFacts {
  return {
    ipAddress: request.headers.get("CF-Connecting-IP")?.slice(0, FACT_IP_MAX_CHARS) ?? null,
    userAgent: request.headers.get("User-Agent")?.slice(0, FACT_USER_AGENT_MAX_CHARS) ?? null,
  };
}

/** Masks values whose names look secret, as the spec's logging rule asks. */
function maskSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return maskSecretFields(details) as Record<string, unknown>;
}

export async function logSecurityEvent(
  db: Database,
  event: {
    type: SecurityEventType;
    severity: Severity;
    details?: Record<string, unknown>;
    userId?: string | null;
    facts?: RequestFacts;
  },
): Promise<void> {
  try {
    await db.insert(securityEvents).values({
      eventType: event.type,
      severity: event.severity,
      details: maskSecrets(event.details ?? {}),
      userId: event.userId ?? null,
      ipAddress: event.facts?.ipAddress?.slice(0, FACT_IP_MAX_CHARS) ?? null,
      userAgent: event.facts?.userAgent?.slice(0, FACT_USER_AGENT_MAX_CHARS) ?? null,
    });
  } catch (error) {
    // Logging must never break the request that triggered it.
    logger.error("Security event not stored", { error });
  }
}

/** The session events; admin mutations name their own action ("homepage_image_deleted"). */
export type AuditAction = "user_signed_in" | "user_signed_out" | "token_refreshed" | (string & {});

/**
 * One audit entry: who did what, with the values before and after for a
 * change. Sign-in, sign-out and session refresh are low-severity admin_action
 * entries; admin mutations pass their own severity.
 */
export async function writeAuditEntry(
  db: Database,
  entry: {
    action: AuditAction;
    userId: string | null;
    details?: Record<string, unknown>;
    before?: unknown;
    after?: unknown;
    severity?: Severity;
  },
): Promise<void> {
  const change = {
    ...(entry.before !== undefined ? { before: entry.before } : {}),
    ...(entry.after !== undefined ? { after: entry.after } : {}),
  };
  try {
    await db.insert(auditLog).values({
      eventType: "admin_action",
      userId: entry.userId,
      action: entry.action,
      details: { action: entry.action, ...maskSecrets(entry.details ?? {}), ...change },
      severity: entry.severity ?? "low",
    });
  } catch (error) {
    logger.error("Audit entry not stored", { error });
  }
}

/** Daily retention: browser reports older than CLIENT_REPORT_RETENTION_DAYS go, the rest after SECURITY_EVENT_RETENTION_DAYS. */
export async function deleteExpiredSecurityEvents(db: Database, now = new Date()): Promise<number> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const [clientReports, older] = await db.batch([
    db
      .delete(securityEvents)
      .where(
        and(
          lt(securityEvents.timestamp, daysAgo(CLIENT_REPORT_RETENTION_DAYS)),
          sql`json_extract(${securityEvents.details}, '$.source') = 'client'`,
        ),
      ),
    db.delete(securityEvents).where(lt(securityEvents.timestamp, daysAgo(SECURITY_EVENT_RETENTION_DAYS))),
  ]);
  return clientReports.rowsAffected + older.rowsAffected;
}
