// Admin session timing, shared by the server
// checks and the in-page monitor. See docs/decisions/020-admin1-admin-shell-and-session-control.md.

/** An admin session ends after this long without activity. */
export const ADMIN_IDLE_TIMEOUT_MS = 1_800_000;
/** The warning shows when at most this much time remains. */
export const ADMIN_WARNING_MS = 5 * 60_000;
/** With JavaScript, activity since the last heartbeat reaches the server this often. */
export const ADMIN_HEARTBEAT_MS = 5 * 60_000;
/** Page activity (mouse, keyboard, scroll, touch) is noted at most this often. */
export const ADMIN_ACTIVITY_DEBOUNCE_MS = 500;
/** The warning page; visiting it does not count as activity. */
export const ADMIN_SESSION_PATH = "/admin/session";
/** sessionStorage key of the page's session metrics. */
export const ADMIN_METRICS_KEY = "boho-admin-session-metrics";

export const SESSION_EXPIRED_TOAST = {
  title: "Session expired",
  message: "Your admin session ended after 30 minutes without activity. Please sign in again.",
  tone: "info",
} as const;

export type AdminSessionMetrics = { loginTime: number; lastActivity: number; pageViews: number };

/** Stored metrics must be whole, ordered and not from the future; anything else was tampered with or broken. */
export function parseAdminSessionMetrics(raw: string | null, now: number): AdminSessionMetrics | "missing" | "invalid" {
  if (raw === null) return "missing";
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return "invalid";
  }
  if (typeof value !== "object" || value === null) return "invalid";
  const { loginTime, lastActivity, pageViews } = value as Record<string, unknown>;
  const isTime = (n: unknown): n is number =>
    typeof n === "number" && Number.isInteger(n) && n > 0 && n <= now + 60_000;
  if (!isTime(loginTime) || !isTime(lastActivity) || lastActivity < loginTime) return "invalid";
  if (typeof pageViews !== "number" || !Number.isInteger(pageViews) || pageViews < 0) return "invalid";
  return { loginTime, lastActivity, pageViews };
}

/** Whole minutes left, rounded up, for the banner ("2 minutes"). */
export function minutesRemaining(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 60_000));
}
