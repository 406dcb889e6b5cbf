// Fixed-window attempt counters in the rate_limits table, so every Worker
// isolate (and every instance) sees the same count. One atomic upsert per
// attempt: it starts a new window when the old one has passed, else adds one.
import { sql } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { CLIENT_ADDRESS_HEADER, networkKeyOf } from "../security/network-key";

export const AUTH_ATTEMPT_LIMIT = 5;
export const AUTH_WINDOW_MS = 900_000;

export type RateLimitResult = { allowed: boolean; attempts: number; retryAfterSeconds: number };

type CounterRow = { attempts: number; window_started_at: number };

function upsertCounter(db: Database, key: string, windowMs: number, now: number, weight: number) {
  return db.all<CounterRow>(sql`
    insert into rate_limits (key, attempts, window_started_at) values (${key}, ${weight}, ${now})
    on conflict (key) do update set
      attempts = case when rate_limits.window_started_at <= ${now - windowMs} then ${weight} else rate_limits.attempts + ${weight} end,
      window_started_at = case when rate_limits.window_started_at <= ${now - windowMs} then ${now} else rate_limits.window_started_at end
    returning attempts, window_started_at`);
}

function resultOf(rows: CounterRow[], limit: number, windowMs: number, now: number): RateLimitResult {
  const row = rows[0];
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.window_started_at) + windowMs - now) / 1000));
  return { allowed: Number(row.attempts) <= limit, attempts: Number(row.attempts), retryAfterSeconds };
}

/** `weight`: how many attempts this one counts for (a batch of events counts each event). */
export async function countAttempt(
  db: Database,
  key: string,
  limit: number,
  windowMs = AUTH_WINDOW_MS,
  now = Date.now(),
  weight = 1,
): Promise<RateLimitResult> {
  return resultOf(await upsertCounter(db, key, windowMs, now, weight), limit, windowMs, now);
}

/** The same count as one statement of a `db.batch` (work that must take the same round trips in every case). */
export function countAttemptInBatch(db: Database, key: string, limit: number, windowMs: number, now = Date.now()) {
  return {
    statement: upsertCounter(db, key, windowMs, now, 1),
    resultOf: (rows: CounterRow[]) => resultOf(rows, limit, windowMs, now),
  };
}

/** Longer than any window in use (the longest is an hour): rows older than this count for nothing. */
export const RATE_LIMIT_ROW_RETENTION_MS = 86_400_000;

/** Daily retention (Cron Trigger): counters whose window ended long ago are deleted, so the table stays small. */
export async function deleteStaleRateLimits(db: Database, now = Date.now()): Promise<number> {
  const result = await db.run(
    sql`delete from rate_limits where window_started_at < ${now - RATE_LIMIT_ROW_RETENTION_MS}`,
  );
  return result.rowsAffected;
}

/**
 * Takes back one counted attempt, for limits that count only failures: counting every attempt first and
 * forgiving the ones that succeeded keeps the check and the count one atomic step (no burst slips past).
 */
export async function forgiveAttempt(db: Database, key: string): Promise<void> {
  await db.run(sql`update rate_limits set attempts = max(attempts - 1, 0) where key = ${key}`);
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.run(sql`delete from rate_limits where key = ${key}`);
}

/** Per client network and form, counted before any work: a flood is refused before a password hash. */
export const AUTH_IP_LIMITS = { signin: 50, signup: 10, reset: 10 } as const;
/**
 * Per account across all networks, counting only attempts the network and pair limits let through:
 * past it the captcha is required (never a refusal, which would let attackers lock the owner out).
 */
export const AUTH_ACCOUNT_LIMIT = 50;
/** From this many attempts on a pair or network in a window, the server asks for the captcha whatever the form says. */
export const CAPTCHA_AFTER_ATTEMPTS = 3;

/**
 * Loopback is never a visitor on Cloudflare (CF-Connecting-IP is the client's
 * public address); locally every request comes from it, so counting it would
 * make one developer's or test run's sign-ups share one network budget.
 */
export function isLoopback(ip: string): boolean {
  return ip.startsWith("127.") || ip === "::1" || ip === "::ffff:127.0.0.1";
}

/**
 * Counts one visitor write against the client's network (`prefix:network`) and says whether it went past
 * `limit` in the window; requests without a client address (local ones) are not counted.
 */
export async function isOverNetworkLimit(
  request: Request,
  db: Database,
  prefix: string,
  limit: { attempts: number; windowMs: number },
): Promise<boolean> {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (!address || isLoopback(address)) return false;
  const { allowed } = await countAttempt(db, `${prefix}:${networkKeyOf(request)}`, limit.attempts, limit.windowMs);
  return !allowed;
}

/** The limit that matters for guessing: this account from this network (five per window). */
export const pairAttemptKey = (intent: string, email: string, network: string | null) =>
  `auth:${intent}:${email}:${network ?? "unknown"}`;
/** Every attempt on an account, any network (AUTH_ACCOUNT_LIMIT). */
export const emailAttemptKey = (intent: string, email: string) => `auth:${intent}:${email}`;
export const ipAttemptKey = (intent: string, network: string) => `auth:ip:${intent}:${network}`;
/** Wrong passwords on one account's email-verification page. */
export const verifyAttemptKey = (userId: string) => `auth:verify:${userId}`;
