// Admin session control on the server: the cookie
// session holds the admin's last activity; every admin request checks it and,
// unless it is passive, counts as activity. The refreshed cookie is written by
// entry.server.tsx once every loader of the request has run.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { ADMIN_IDLE_TIMEOUT_MS, ADMIN_SESSION_PATH, SESSION_EXPIRED_TOAST } from "../admin/admin-session";
import { safeRedirectPath } from "../platform/safe-redirect";
import { writeAuditEntry } from "../security/events.server";
import {
  ADMIN_SESSION_ABSOLUTE_LIFETIME_MS,
  commitSession,
  endedSessionCookie,
  getSession,
  PRIVATE_REDIRECT_HEADERS,
  returnPath,
  SESSION_COOKIE_NAME,
  type AppSession,
} from "./session-cookie.server";
import type { SessionUser } from "./session-user";

export type AdminSessionState = { lastActivity: number; remainingMs: number };

const checksByRequest = new WeakMap<object, Promise<Response | null>>();
const touchedSessions = new WeakMap<object, AppSession>();

function adminPathname(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  return url;
}

/** The warning page and the widgets' background refresh (`_passive`) are not activity. */
function countsAsActivity(request: Request): boolean {
  const url = adminPathname(request);
  const onSessionPages = url.pathname === ADMIN_SESSION_PATH || url.pathname.startsWith(`${ADMIN_SESSION_PATH}/`);
  return !onSessionPages && !url.searchParams.has("_passive");
}

/** Where to come back to after signing in again: the warning page passes its own return path on. */
function expiredReturnPath(request: Request): string {
  const url = adminPathname(request);
  if (url.pathname === ADMIN_SESSION_PATH) return safeRedirectPath(url.searchParams.get("redirectTo"), "/admin");
  return returnPath(request);
}

function lastActivityOf(session: AppSession, now: number): number {
  return session.get("lastActivity") ?? session.get("signedInAt") ?? session.get("issuedAt") ?? now;
}

/** Once per request (the layout's and the page's loaders both ask): a redirect when the session has expired, else null. */
export function checkAdminActivity(
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
): Promise<Response | null> {
  let pending = checksByRequest.get(context);
  if (!pending) {
    pending = check(request, context, user);
    checksByRequest.set(context, pending);
  }
  return pending;
}

async function check(request: Request, context: AppLoadContext, user: SessionUser): Promise<Response | null> {
  const session = await getSession(request, context);
  const now = Date.now();
  const idleMs = now - lastActivityOf(session, now);
  const signedInAt = session.get("signedInAt") ?? session.get("issuedAt") ?? now;
  const tooOld = now - signedInAt > ADMIN_SESSION_ABSOLUTE_LIFETIME_MS;
  if (idleMs > ADMIN_IDLE_TIMEOUT_MS || tooOld) {
    return endAdminSession(
      request,
      context,
      user.id,
      tooOld ? "session_lifetime" : "idle_timeout",
      expiredReturnPath(request),
    );
  }
  if (countsAsActivity(request)) touch(context, session, now);
  return null;
}

function touch(context: AppLoadContext, session: AppSession, lastActivity: number) {
  session.set("lastActivity", lastActivity);
  touchedSessions.set(context, session);
}

/** Signs the admin out on the server, audited, and sends them to /auth with the reason. */
export async function endAdminSession(
  request: Request,
  context: AppLoadContext,
  userId: string,
  reason: string,
  redirectTo: string,
): Promise<Response> {
  await writeAuditEntry(context.db, { action: "user_signed_out", userId, details: { reason } });
  const cookie = await endedSessionCookie(request, context, SESSION_EXPIRED_TOAST);
  return redirect(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`, {
    headers: { ...PRIVATE_REDIRECT_HEADERS, "Set-Cookie": cookie },
  });
}

/** How much idle time is left, for the warning and the in-page monitor. */
export async function readAdminSessionState(request: Request, context: AppLoadContext): Promise<AdminSessionState> {
  const session = await getSession(request, context);
  const now = Date.now();
  const lastActivity = lastActivityOf(session, now);
  return { lastActivity, remainingMs: Math.max(0, lastActivity + ADMIN_IDLE_TIMEOUT_MS - now) };
}

/**
 * The heartbeat reports how long the page has been idle; the server moves the
 * last activity forward to that moment (never back, never into the future).
 */
export async function recordReportedActivity(
  request: Request,
  context: AppLoadContext,
  idleMs: number,
): Promise<AdminSessionState> {
  const session = await getSession(request, context);
  const now = Date.now();
  const reported = now - Math.min(Math.max(0, idleMs), ADMIN_IDLE_TIMEOUT_MS);
  touch(context, session, Math.max(lastActivityOf(session, now), reported));
  return readAdminSessionState(request, context);
}

/** Stay Logged In: activity now. */
export async function refreshAdminActivity(request: Request, context: AppLoadContext): Promise<void> {
  touch(context, await getSession(request, context), Date.now());
}

/**
 * Called by entry.server.tsx after the loaders and actions: when this request
 * counted as activity, the final state of the request's session replaces any
 * session cookie set earlier in the response.
 */
export async function writeTouchedAdminSession(
  headers: Headers,
  request: Request,
  context: AppLoadContext,
): Promise<void> {
  const session = touchedSessions.get(context);
  if (!session) return;
  const others = headers.getSetCookie().filter((cookie) => !cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  headers.delete("Set-Cookie");
  for (const cookie of others) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await commitSession(request, context, session));
}
