// The signed cookie session: who is signed in, and one-shot flash messages.
// HttpOnly, SameSite=Lax, Secure everywhere but localhost, signed with
// SESSION_SECRETS (comma list, newest first, so a secret can be rotated out).
import { createCookieSessionStorage, redirect, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { userRoles, users } from "../../../db/schema";
import type { Toast } from "../platform/toast";
import type { Authenticator } from "remix-auth";
import type { AppConfig } from "../platform/env.server";
import type { Database } from "../platform/database.server";
import { createAuthenticator } from "./authenticator.server";
import type { SessionUser } from "./session-user";

export const SESSION_COOKIE_NAME = "__boho_session";
const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export type SessionData = { userId: string; issuedAt: number };
export type SessionFlashData = { toast: Toast };
export type AppSession = Session<SessionData, SessionFlashData>;

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
  const secure = !isLocalHost(request);
  const key = `${secure}\u0000${secrets.join(",")}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData, SessionFlashData>({
      cookie: { name: SESSION_COOKIE_NAME, httpOnly: true, sameSite: "lax", secure, path: "/", secrets, maxAge: SESSION_MAX_AGE_SECONDS },
    });
    storages.set(key, storage);
  }
  return storage;
}

/**
 * The visitor's session. A cookie that is not valid base64, JSON or signature
 * (tampered, truncated, from an old secret) reads as no session: Remix throws on
 * some of these (`atob`), and a visitor must never get a 500 for a bad cookie.
 */
export async function getSession(request: Request, context: Pick<SessionDeps, "config">): Promise<AppSession> {
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
  session.set("userId", userId);
  session.set("issuedAt", Date.now());
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
  const [row] = await context.db
    .select({
      id: users.id,
      email: users.email,
      isAdmin: sql<number>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { id: row.id, email: row.email, isAdmin: Boolean(row.isAdmin) } : null;
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

/** Signed-out visitors go to /auth, signed-in non-admins to / (spec 001 section 2). */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw redirect("/", { headers: PRIVATE_REDIRECT_HEADERS });
  return user;
}
