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

/**
 * Per client network, events stored (a batch counts each valid event; one with none counts one): an honest
 * page reports a handful in a visit, and a script gets at most 100 rows an hour (about 60 KB) instead of the
 * 1,000 a minute that 20 full batches let through.
 */
export const SECURITY_MONITOR_RATE = { limit: 100, windowMs: 3_600_000 } as const;
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

export type StampFacts = { ipAddress: string | null; userAgent: string | null; now: Date };

export type SecurityBatchResult = { stored: number; rejected: number[] };

export type CheckedSecurityBatch = { rows: (typeof securityEvents.$inferInsert)[]; rejected: number[] };

/** Validates each event on its own (one bad event does not lose the others) and stamps the server's facts. */
export function checkSecurityEvents(events: unknown[], facts: StampFacts): CheckedSecurityBatch {
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
      ipAddress: facts.ipAddress,
      userAgent: (facts.userAgent ?? event.user_agent ?? null)?.slice(0, FACT_USER_AGENT_MAX_CHARS) ?? null,
      timestamp: facts.now.toISOString(),
    });
  });
  return { rows, rejected };
}

/** Writes a checked batch's valid events in one insert, with the signed-in user who sent them. */
export async function storeSecurityEvents(
  db: Database,
  batch: CheckedSecurityBatch,
  userId: string | null,
): Promise<SecurityBatchResult> {
  if (batch.rows.length > 0) await db.insert(securityEvents).values(batch.rows.map((row) => ({ ...row, userId })));
  return { stored: batch.rows.length, rejected: batch.rejected };
}

/**
 * Counts a batch's events against the client network's allowance, before anything is stored. `firstRefusal`
 * is true for the batch that first went over in a window, to log the flood once.
 */
export async function countSecurityBatch(db: Database, network: string, events: number, now = Date.now()) {
  const weight = Math.max(1, events);
  const result = await countAttempt(
    db,
    `security-monitor:${network}`,
    SECURITY_MONITOR_RATE.limit,
    SECURITY_MONITOR_RATE.windowMs,
    now,
    weight,
  );
  return { ...result, firstRefusal: !result.allowed && result.attempts - weight <= SECURITY_MONITOR_RATE.limit };
}
