// The rate limits page: live counters from rate_limits, the configured limits,
// and resetting one key (audited with the counter it cleared).
import { count, desc, eq, like } from "drizzle-orm";
import type { Database } from "~/lib/platform/database.server";
import { AUTH_ATTEMPT_LIMIT, AUTH_IP_FAILURE_LIMIT, AUTH_WINDOW_MS } from "~/lib/auth/rate-limit.server";
import { writeAuditEntry } from "~/lib/security/events.server";
import { rateLimits } from "../../../db/schema";
import { ADMIN_PAGE_SIZE } from "./admin-list";

export const CONFIGURED_LIMITS = [
  { kind: "Sign-in, sign-up and reset per email", pattern: "auth:<signin|signup|reset>:<email>", limit: AUTH_ATTEMPT_LIMIT, windowMs: AUTH_WINDOW_MS },
  { kind: "Failed sign-ins per IP address", pattern: "auth:ip:<address>", limit: AUTH_IP_FAILURE_LIMIT, windowMs: AUTH_WINDOW_MS },
];

export type RateLimitRow = { key: string; kind: string; attempts: number; windowEndsAt: string; expired: boolean };

function kindOf(key: string): string {
  if (key.startsWith("auth:ip:")) return "auth ip";
  const [scope, intent] = key.split(":");
  return scope === "auth" && intent ? `auth ${intent}` : scope;
}

export async function listRateLimits(db: Database, q: string, page: number, now = Date.now()): Promise<{ rows: RateLimitRow[]; total: number }> {
  const where = q ? like(rateLimits.key, `%${q.replace(/[%_]/g, "")}%`) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(rateLimits).where(where).orderBy(desc(rateLimits.windowStartedAt)).limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(rateLimits).where(where),
  ]);
  return {
    rows: rows.map((row) => {
      const end = Number(row.windowStartedAt) + AUTH_WINDOW_MS;
      return { key: row.key, kind: kindOf(row.key), attempts: row.attempts, windowEndsAt: new Date(end).toISOString(), expired: end <= now };
    }),
    total,
  };
}

/** Deletes one counter; false when there was none. */
export async function resetRateLimit(db: Database, key: string, actorId: string): Promise<boolean> {
  const [before] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!before) return false;
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
  await writeAuditEntry(db, { action: "rate_limit_reset", userId: actorId, details: { counter: key }, before: { counter: before.key, attempts: before.attempts, windowStartedAt: before.windowStartedAt }, after: null, severity: "medium" });
  return true;
}
