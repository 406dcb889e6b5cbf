// The signed cookie session: who it names, and one-shot flash messages.
// HttpOnly, SameSite=Lax, Secure everywhere but localhost, signed with
// SESSION_SECRETS (comma list, newest first, so a secret can be rotated out).
// Who is signed in, and the guards built on it, are session.server.ts.
import {
  createCookieSessionStorage,
  type AppLoadContext,
  type Session,
  type SessionStorage,
} from "@remix-run/cloudflare";
import type { Toast } from "../platform/toast";
import { hostOnlyCookieName } from "../security/cookie-names";
import type { AppConfig } from "../platform/env.server";
import { revokeSession } from "./session-revocation.server";

/** What reading the cookie needs from the load context. */
type CookieDeps = { config: AppConfig };

export const SESSION_COOKIE_NAME = "__boho_session";
const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export type SessionData = {
  userId: string;
  /** Last re-issue of the cookie (hourly refresh). */
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
/** `forgetDevice`: set by every sign-out, so the page it lands on clears what the device kept for her (favorites). */
export type SessionFlashData = { toast: Toast; forgetDevice: true };
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
export function hasSessionSecrets(context: CookieDeps): boolean {
  return context.config.SESSION_SECRETS.split(",").some((secret) => secret.trim() !== "");
}

export function sessionStorageFor(
  request: Request,
  context: CookieDeps,
): SessionStorage<SessionData, SessionFlashData> {
  const secrets = context.config.SESSION_SECRETS.split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
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
export function getSession(request: Request, context: CookieDeps): Promise<AppSession> {
  let pending = sessionsByRequest.get(context);
  if (!pending) {
    pending = readSession(request, context);
    sessionsByRequest.set(context, pending);
  }
  return pending;
}

async function readSession(request: Request, context: CookieDeps): Promise<AppSession> {
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

/** A redirect that depends on who asked must never be cached. */
export const PRIVATE_REDIRECT_HEADERS = { "Cache-Control": "private, no-store" };

/** The path (with query) to come back to after signing in. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
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
    await revokeSession(context.db, {
      userId,
      sessionId: current.get("sessionId"),
      expiresAt: signedInAt + SESSION_ABSOLUTE_LIFETIME_MS,
    });
  }
  const cleared = await storage.getSession();
  cleared.flash("toast", toast);
  cleared.flash("forgetDevice", true);
  return storage.commitSession(cleared);
}
