// The signed cookie session: who is signed in, and one-shot flash messages.
// HttpOnly, SameSite=Lax, Secure everywhere but localhost, signed with
// SESSION_SECRETS (comma list, newest first, so a secret can be rotated out).
import { createCookieSessionStorage, redirect, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { revokedSessions, userRoles, users } from "../../../db/schema";
import type { Toast } from "../platform/toast";
import { hostOnlyCookieName } from "../security/cookie-names";
import type { Authenticator } from "remix-auth";
import type { AppConfig } from "../platform/env.server";
import type { Database } from "../platform/database.server";
import { checkAdminActivity } from "./admin-activity.server";
import { createAuthenticator } from "./authenticator.server";
import type { SessionUser } from "./session-user";
import { logger } from "../platform/logger";
import { newSessionId, revokeSession } from "./session-revocation.server";

export const SESSION_COOKIE_NAME = "__boho_session";
const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export type SessionData = {
  userId: string;
  /** Last re-issue of the cookie (hourly refresh, spec 001 section 4). */
  issuedAt: number;
  /** When the user signed in: the absolute lifetime counts from here. */
  signedInAt: number;
  /** Must equal users.session_version, or the session was ended remotely. */
  sessionVersion: number;
  /** An admin's last activity: the idle timeout counts from here. */
  lastActivity: number;
  /** The account's email, shown in the chrome while the database cannot be read. */
  email?: string;
  /** Names this session, so signing out can revoke it on the server (absent in cookies from before ids). */
  sessionId?: string;
};
export type SessionFlashData = { toast: Toast };
export type AppSession = Session<SessionData, SessionFlashData>;

/** However active, a session ends this long after sign-in (an admin's sooner). */
export const SESSION_ABSOLUTE_LIFETIME_MS = SESSION_MAX_AGE_SECONDS * 1000;
export const ADMIN_SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60_000;

const storages = new Map<string, SessionStorage<SessionData, SessionFlashData>>();

function isLocalHost(request: Request): boolean {
  const { hostname } = new URL(request.url);
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** Without a signing secret nobody can be signed in, but public pages still render. */
export function hasSessionSecrets(context: Pick<SessionDeps, "config">): boolean {
  return context.config.SESSION_SECRETS.split(",").some((secret) => secret.trim() !== "");
}

export function sessionStorageFor(request: Request, context: Pick<SessionDeps, "config">): SessionStorage<SessionData, SessionFlashData> {
  const secrets = context.config.SESSION_SECRETS.split(",").map((secret) => secret.trim()).filter(Boolean);
  // An unsigned session cookie could be forged: refuse to run without a secret.
  if (secrets.length === 0) throw new Error("SESSION_SECRETS must be set to sign session cookies");
  const secure = !isLocalHost(request) || new URL(request.url).protocol === "https:";
  const name = hostOnlyCookieName(SESSION_COOKIE_NAME, request);
  const key = `${secure}\u0000${name}\u0000${secrets.join(",")}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData, SessionFlashData>({
      cookie: { name, httpOnly: true, sameSite: "lax", secure, path: "/", secrets, maxAge: SESSION_MAX_AGE_SECONDS },
    });
    storages.set(key, storage);
  }
  return storage;
}

// One session object per request, so every change made while answering it
// (a consumed flash, a refreshed activity time) lands in whichever commit is last.
const sessionsByRequest = new WeakMap<object, Promise<AppSession>>();

/**
 * The visitor's session. A cookie that is not valid base64, JSON or signature
 * (tampered, truncated, from an old secret) reads as no session: Remix throws on
 * some of these (`atob`), and a visitor must never get a 500 for a bad cookie.
 */
export function getSession(request: Request, context: Pick<SessionDeps, "config">): Promise<AppSession> {
  let pending = sessionsByRequest.get(context);
  if (!pending) {
    pending = readSession(request, context);
    sessionsByRequest.set(context, pending);
  }
  return pending;
}

async function readSession(request: Request, context: Pick<SessionDeps, "config">): Promise<AppSession> {
  const storage = sessionStorageFor(request, context);
  try {
    return await storage.getSession(request.headers.get("Cookie"));
  } catch {
    return storage.getSession();
  }
}

export async function commitSession(request: Request, context: AppLoadContext, session: AppSession): Promise<string> {
  return sessionStorageFor(request, context).commitSession(session);
}

/** A brand-new session for the signed-in user: nothing from the anonymous session carries over. */
export async function createUserSession(request: Request, context: AppLoadContext, userId: string, toast?: Toast): Promise<string> {
  const session = await sessionStorageFor(request, context).getSession();
  const now = Date.now();
  const [row] = await context.db
    .update(users)
    .set({ lastSignInAt: new Date(now).toISOString() })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion, email: users.email });
  session.set("userId", userId);
  session.set("sessionId", newSessionId());
  if (row) session.set("email", row.email);
  session.set("issuedAt", now);
  session.set("signedInAt", now);
  session.set("lastActivity", now);
  session.set("sessionVersion", row?.sessionVersion ?? 0);
  if (toast) session.flash("toast", toast);
  return commitSession(request, context, session);
}

/** What the session helpers need from the load context (the context itself, or the parts it is built from). */
type SessionDeps = { config: AppConfig; db: Database };

/**
 * Per-request auth state, built by the load context: who is signed in (read
 * once however many loaders ask; Remix hands each loader its own Request
 * copy, so the context is where it is kept) and the remix-auth authenticator.
 */
export type RequestAuth = { user(): Promise<SessionUser | null>; readonly authenticator: Authenticator<string> };

export function createRequestAuth(request: Request, deps: SessionDeps): RequestAuth {
  let user: Promise<SessionUser | null> | null = null;
  let authenticator: Authenticator<string> | null = null;
  return {
    user: () => (user ??= loadUser(request, deps)),
    get authenticator() {
      return (authenticator ??= createAuthenticator(deps.db));
    },
  };
}

export function getUser(_request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  return context.auth.user();
}

async function loadUser(request: Request, context: SessionDeps): Promise<SessionUser | null> {
  if (!hasSessionSecrets(context)) return null;
  const session = await getSession(request, context);
  const userId = session.get("userId");
  if (!userId) return null;
  const signedInAt = session.get("signedInAt") ?? session.get("issuedAt") ?? 0;
  if (Date.now() - signedInAt > SESSION_ABSOLUTE_LIFETIME_MS) return null;
  const sessionId = session.get("sessionId") ?? "";
  let row;
  try {
    [row] = await context.db
      .select({
        id: users.id,
        email: users.email,
        sessionVersion: users.sessionVersion,
        disabledAt: users.disabledAt,
        isAdmin: sql<number>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`,
        // Same query, no extra round trip: a signed-out session's cookie stays refused.
        revoked: sql<number>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${sessionId})`,
      })
      .from(users)
      .where(eq(users.id, userId));
  } catch (error) {
    // The database is down: the signed cookie still says who this is, so pages keep their signed-in
    // chrome and database features give their own "Unable to …" messages. Never an admin while the
    // version and role cannot be checked (issue 16, database outage row).
    const email = session.get("email");
    logger.error("Session user not checked: the database failed", { error: String(error), signedInFromCookie: Boolean(email) });
    return email ? { id: userId, email, isAdmin: false } : null;
  }
  if (!row || row.disabledAt || row.revoked) return null;
  // A bumped version (password reset, sign out everywhere, an admin) ends this session.
  if ((session.get("sessionVersion") ?? 0) !== row.sessionVersion) return null;
  return { id: row.id, email: row.email, isAdmin: Boolean(row.isAdmin) };
}

/** A redirect that depends on who asked must never be cached. */
const PRIVATE_REDIRECT_HEADERS = { "Cache-Control": "private, no-store" };

/** The path (with query) to come back to after signing in. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(returnPath(request))}`, { headers: PRIVATE_REDIRECT_HEADERS });
  return user;
}

/**
 * Signed-out visitors go to /auth, signed-in non-admins to / (spec 001 section 2).
 * An admin idle for 30 minutes, or signed in too long ago, is signed out here
 * and sent to /auth; otherwise the request counts as activity (admin-activity.server.ts).
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw redirect("/", { headers: PRIVATE_REDIRECT_HEADERS });
  const expired = await checkAdminActivity(request, context, user);
  if (expired) throw expired;
  return user;
}

/**
 * The cookie that ends a session, carrying one message for the next page. The
 * session is revoked on the server first, so a copy of the old cookie no longer
 * signs anyone in; if that fails, this throws and the visitor stays signed in.
 */
export async function endedSessionCookie(request: Request, context: AppLoadContext, toast: Toast): Promise<string> {
  const storage = sessionStorageFor(request, context);
  const current = await getSession(request, context);
  const userId = current.get("userId");
  if (userId) {
    const signedInAt = current.get("signedInAt") ?? current.get("issuedAt") ?? Date.now();
    await revokeSession(context.db, { userId, sessionId: current.get("sessionId"), expiresAt: signedInAt + SESSION_ABSOLUTE_LIFETIME_MS });
  }
  const cleared = await storage.getSession();
  cleared.flash("toast", toast);
  return storage.commitSession(cleared);
}

export { PRIVATE_REDIRECT_HEADERS, returnPath };
