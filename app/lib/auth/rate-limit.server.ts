// Fixed-window attempt counters in the rate_limits table, so every Worker
// isolate (and every instance) sees the same count. One atomic upsert per
// attempt: it starts a new window when the old one has passed, else adds one.
import { sql } from "drizzle-orm";
import type { Database } from "~/lib/platform/database.server";

export const AUTH_ATTEMPT_LIMIT = 5;
export const AUTH_WINDOW_MS = 900_000;
/** A wider net for one address trying many emails; shared NATs make a tight per-IP limit unfair. */
export const AUTH_IP_FAILURE_LIMIT = 50;

export type RateLimitResult = { allowed: boolean; attempts: number; retryAfterSeconds: number };

export async function countAttempt(db: Database, key: string, limit: number, windowMs = AUTH_WINDOW_MS, now = Date.now()): Promise<RateLimitResult> {
  const rows = await db.all<{ attempts: number; window_started_at: number }>(sql`
    insert into rate_limits (key, attempts, window_started_at) values (${key}, 1, ${now})
    on conflict (key) do update set
      attempts = case when rate_limits.window_started_at <= ${now - windowMs} then 1 else rate_limits.attempts + 1 end,
      window_started_at = case when rate_limits.window_started_at <= ${now - windowMs} then ${now} else rate_limits.window_started_at end
    returning attempts, window_started_at`);
  const row = rows[0];
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.window_started_at) + windowMs - now) / 1000));
  return { allowed: Number(row.attempts) <= limit, attempts: Number(row.attempts), retryAfterSeconds };
}

/** Reads a counter without adding to it. */
export async function isOverLimit(db: Database, key: string, limit: number, windowMs = AUTH_WINDOW_MS, now = Date.now()): Promise<boolean> {
  const rows = await db.all<{ attempts: number }>(sql`select attempts from rate_limits where key = ${key} and window_started_at > ${now - windowMs}`);
  return rows.length > 0 && Number(rows[0].attempts) >= limit;
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.run(sql`delete from rate_limits where key = ${key}`);
}

/** Counted per form: five sign-ins, five sign-ups and five reset emails per address and window. */
export const emailAttemptKey = (intent: string, email: string) => `auth:${intent}:${email}`;
export const ipFailureKey = (ip: string) => `auth:ip:${ip}`;
