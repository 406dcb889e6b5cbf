// The server side of the security-monitor function:
// {action: "log_event", events: [...]} from the browser's queue. Each event is
// validated on its own (one bad event does not lose the others); the server
// stamps its own time, the client's IP and the signed-in user; the client's
// clock is kept only as details.client_timestamp.
import { z } from "zod";
import { countAttempt } from "../auth/rate-limit.server";
import type { Database } from "../platform/database.server";
import { maskSecrets } from "../platform/logger";
import { securityEvents } from "../../../db/schema";
import { FACT_USER_AGENT_MAX_CHARS } from "./events.server";
import { SECURITY_BATCH_MAX_EVENTS, SECURITY_EVENT_TYPES, SEVERITIES } from "./security-event";

/** Per client network: 20 batches a minute (up to 1000 events) is far above an honest page's 10-per-30-s. */
export const SECURITY_MONITOR_RATE = { limit: 20, windowMs: 60_000 } as const;
const DETAILS_MAX_CHARS = 2048;

export const SecurityMonitorEnvelopeSchema = z.object({
  action: z.literal("log_event"),
  events: z.array(z.unknown()).min(1).max(SECURITY_BATCH_MAX_EVENTS),
});

/**
 * What a browser may report: what it can see for itself. Admin actions, failed
 * sign-ins and data access are recorded by the server only, so a forged one
 * cannot sit in the log beside the real ones.
 */
export const CLIENT_REPORTABLE_EVENT_TYPES = [
  "suspicious_activity",
  "rate_limit_exceeded",
] as const satisfies readonly (typeof SECURITY_EVENT_TYPES)[number][];
/** Every client report is stored as low severity; the severity it claimed is kept as details.reported_severity. */
export const CLIENT_EVENT_SEVERITY = "low";

export const ClientSecurityEventSchema = z.object({
  event_type: z.enum(CLIENT_REPORTABLE_EVENT_TYPES),
  severity: z.enum(SEVERITIES),
  details: z
    .record(z.string().max(64), z.unknown())
    .default({})
    .refine((details) => JSON.stringify(details).length <= DETAILS_MAX_CHARS, "details too large"),
  timestamp: z.iso.datetime().optional(),
  user_agent: z.string().max(512).optional(),
});

export type StampFacts = { ipAddress: string | null; userAgent: string | null; userId: string | null; now: Date };

export type SecurityBatchResult = { stored: number; rejected: number[] };

/** Validates each event and writes the valid ones in one insert. */
export async function storeSecurityEvents(
  db: Database,
  events: unknown[],
  facts: StampFacts,
): Promise<SecurityBatchResult> {
  const rejected: number[] = [];
  const rows: (typeof securityEvents.$inferInsert)[] = [];
  events.forEach((candidate, index) => {
    const parsed = ClientSecurityEventSchema.safeParse(candidate);
    if (!parsed.success) {
      rejected.push(index);
      return;
    }
    const event = parsed.data;
    rows.push({
      eventType: event.event_type,
      severity: CLIENT_EVENT_SEVERITY,
      details: {
        ...(maskSecrets(event.details) as Record<string, unknown>),
        source: "client",
        reported_severity: event.severity,
        ...(event.timestamp ? { client_timestamp: event.timestamp } : {}),
      },
      userId: facts.userId,
      ipAddress: facts.ipAddress,
      userAgent: (facts.userAgent ?? event.user_agent ?? null)?.slice(0, FACT_USER_AGENT_MAX_CHARS) ?? null,
      timestamp: facts.now.toISOString(),
    });
  });
  if (rows.length > 0) await db.insert(securityEvents).values(rows);
  return { stored: rows.length, rejected };
}

/** Counts one batch against the client's allowance. `firstRefusal` is true once per window, to log it once. */
export async function countSecurityBatch(db: Database, clientAddress: string, now = Date.now()) {
  const result = await countAttempt(
    db,
    `security-monitor:${clientAddress}`,
    SECURITY_MONITOR_RATE.limit,
    SECURITY_MONITOR_RATE.windowMs,
    now,
  );
  return { ...result, firstRefusal: result.attempts === SECURITY_MONITOR_RATE.limit + 1 };
}
