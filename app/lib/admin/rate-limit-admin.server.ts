// The rate limits page: live counters from rate_limits, the configured limits,
// and resetting one key (audited with the counter it cleared).
import { count, desc, eq, like } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { VISITOR_SESSION_WRITES_PER_MINUTE } from "../analytics/visitor-sessions.server";
import { PERFORMANCE_METRICS_RATE } from "../analytics/performance-metrics.server";
import { VERIFY_PASSWORD_ATTEMPTS } from "../auth/accounts.server";
import { AUTH_ACCOUNT_LIMIT, AUTH_ATTEMPT_LIMIT, AUTH_IP_LIMITS, AUTH_WINDOW_MS } from "../auth/rate-limit.server";
import { TRACK_NETWORK_LIMIT, TRACK_ORDER_NUMBER_LIMIT, TRACK_WINDOW_MS } from "../orders/track-order.server";
import { LINK_HEALTH_RATE } from "../link-health/link-health.server";
import { SECURITY_MONITOR_RATE } from "../security/security-monitor.server";
import { writeAuditEntry } from "../security/events.server";
import { rateLimits } from "../../../db/schema";
import { ADMIN_PAGE_SIZE } from "./admin-list";
import { awaitAll } from "../platform/await-all";

/** `minParts`: the key has at least this many ":"-separated parts (a network after an email makes the pair key longer). */
type ConfiguredLimit = {
  kind: string;
  pattern: string;
  prefix: string;
  minParts?: number;
  limit: number;
  windowMs: number;
};

/** Every counter the shop keeps, by key prefix (most specific first): what it limits, to how many, per how long. */
export const CONFIGURED_LIMITS: readonly ConfiguredLimit[] = [
  {
    kind: "Sign-ins per network",
    pattern: "auth:ip:signin:<network>",
    prefix: "auth:ip:signin:",
    limit: AUTH_IP_LIMITS.signin,
    windowMs: AUTH_WINDOW_MS,
  },
  {
    kind: "Sign-ups per network",
    pattern: "auth:ip:signup:<network>",
    prefix: "auth:ip:signup:",
    limit: AUTH_IP_LIMITS.signup,
    windowMs: AUTH_WINDOW_MS,
  },
  {
    kind: "Reset requests per network",
    pattern: "auth:ip:reset:<network>",
    prefix: "auth:ip:reset:",
    limit: AUTH_IP_LIMITS.reset,
    windowMs: AUTH_WINDOW_MS,
  },
  {
    kind: "Email verification passwords per account",
    pattern: "auth:verify:<user id>",
    prefix: "auth:verify:",
    limit: VERIFY_PASSWORD_ATTEMPTS,
    windowMs: AUTH_WINDOW_MS,
  },
  {
    kind: "Sign-in, sign-up and reset per email and network",
    pattern: "auth:<signin|signup|reset>:<email>:<network>",
    prefix: "auth:",
    minParts: 4,
    limit: AUTH_ATTEMPT_LIMIT,
    windowMs: AUTH_WINDOW_MS,
  },
  {
    kind: "Sign-in, sign-up and reset per email",
    pattern: "auth:<signin|signup|reset>:<email>",
    prefix: "auth:",
    limit: AUTH_ACCOUNT_LIMIT,
    windowMs: AUTH_WINDOW_MS,
  },
  {
    kind: "Order lookups per network",
    pattern: "track:ip:<network>",
    prefix: "track:ip:",
    limit: TRACK_NETWORK_LIMIT,
    windowMs: TRACK_WINDOW_MS,
  },
  {
    kind: "Order lookups per order number",
    pattern: "track:order:<number>",
    prefix: "track:order:",
    limit: TRACK_ORDER_NUMBER_LIMIT,
    windowMs: TRACK_WINDOW_MS,
  },
  {
    kind: "Visitor-session writes per session",
    pattern: "visit:<session>",
    prefix: "visit:",
    limit: VISITOR_SESSION_WRITES_PER_MINUTE,
    windowMs: 60_000,
  },
  {
    kind: "Link health reports per address",
    pattern: "link-health:<address>",
    prefix: "link-health:",
    ...LINK_HEALTH_RATE,
  },
  {
    kind: "Security report events per network",
    pattern: "security-monitor:<network>",
    prefix: "security-monitor:",
    ...SECURITY_MONITOR_RATE,
  },
  {
    kind: "Performance reports per address",
    pattern: "performance-metrics:<address>",
    prefix: "performance-metrics:",
    ...PERFORMANCE_METRICS_RATE,
  },
];

export type RateLimitRow = { key: string; kind: string; attempts: number; windowEndsAt: string; expired: boolean };

function limitOf(key: string): ConfiguredLimit | null {
  const parts = key.split(":").length;
  return CONFIGURED_LIMITS.find((limit) => key.startsWith(limit.prefix) && parts >= (limit.minParts ?? 0)) ?? null;
}

export async function listRateLimits(
  db: Database,
  q: string,
  page: number,
  now = Date.now(),
): Promise<{ rows: RateLimitRow[]; total: number }> {
  const where = q ? like(rateLimits.key, `%${q.replace(/[%_]/g, "")}%`) : undefined;
  const [rows, [{ total }]] = await awaitAll([
    db
      .select()
      .from(rateLimits)
      .where(where)
      .orderBy(desc(rateLimits.windowStartedAt))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(rateLimits).where(where),
  ]);
  return {
    rows: rows.map((row) => {
      const limit = limitOf(row.key);
      const end = Number(row.windowStartedAt) + (limit?.windowMs ?? AUTH_WINDOW_MS);
      return {
        key: row.key,
        kind: limit?.kind ?? row.key.split(":")[0],
        attempts: row.attempts,
        windowEndsAt: new Date(end).toISOString(),
        expired: end <= now,
      };
    }),
    total,
  };
}

/** Deletes one counter; false when there was none. */
export async function resetRateLimit(db: Database, key: string, actorId: string): Promise<boolean> {
  const [before] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!before) return false;
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
  await writeAuditEntry(db, {
    action: "rate_limit_reset",
    userId: actorId,
    details: { counter: key },
    before: { counter: before.key, attempts: before.attempts, windowStartedAt: before.windowStartedAt },
    after: null,
    severity: "medium",
  });
  return true;
}
