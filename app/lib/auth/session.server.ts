// Who is signed in (read once per request from the session cookie and checked against the
// database), signing in, and the guards loaders and actions call: requireUser, requireAdmin.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { favorites, profiles, revokedSessions, userRoles, users, type ProfilePreferences } from "../../../db/schema";
import type { Toast } from "../platform/toast";
import type { Authenticator } from "remix-auth";
import type { AppConfig } from "../platform/env.server";
import type { Database } from "../platform/database.server";
import { checkAdminActivity } from "./admin-activity.server";
import { createAuthenticator } from "./authenticator.server";
import type { SessionUser } from "./session-user";
import { logger } from "../platform/logger";
import { newSessionId } from "./session-revocation.server";
import {
  commitSession,
  getSession,
  hasSessionSecrets,
  PRIVATE_REDIRECT_HEADERS,
  returnPath,
  SESSION_ABSOLUTE_LIFETIME_MS,
  sessionStorageFor,
} from "./session-cookie.server";

/** A brand-new session for the signed-in user: nothing from the anonymous session carries over. */
export async function createUserSession(
  request: Request,
  context: AppLoadContext,
  userId: string,
  toast?: Toast,
): Promise<string> {
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
 * What the session check reads in the same query for the user it confirms (decision 063): their favorites and
 * profile preferences, which a signed-in page would otherwise ask for one query each.
 */
export type SignedInExtras = { userId: string; favoriteProductIds: string[]; preferences: ProfilePreferences };

/**
 * Per-request auth state, built by the load context: who is signed in (read
 * once however many loaders ask; Remix hands each loader its own Request
 * copy, so the context is where it is kept), what was read beside it, and the remix-auth authenticator.
 */
export type RequestAuth = {
  user(): Promise<SessionUser | null>;
  /** The confirmed user's favorites and preferences, from the session check's query; null without one, or when the database could not say. */
  extras(): Promise<SignedInExtras | null>;
  readonly authenticator: Authenticator<string>;
};

export function createRequestAuth(request: Request, deps: SessionDeps): RequestAuth {
  let checked: Promise<CheckedSession> | null = null;
  const check = () => (checked ??= loadUser(request, deps));
  let authenticator: Authenticator<string> | null = null;
  return {
    user: () => check().then((session) => session.user),
    extras: () => check().then((session) => session.extras),
    get authenticator() {
      return (authenticator ??= createAuthenticator(deps.db));
    },
  };
}

export function getUser(_request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  return context.auth.user();
}

/**
 * The user id the signed session cookie names, before the database has confirmed it (no database call):
 * a page may start that user's own reads beside the check, and use them only if `getUser` returns that user.
 */
export async function claimedUserId(request: Request, context: AppLoadContext): Promise<string | null> {
  if (!hasSessionSecrets(context)) return null;
  const session = await getSession(request, context);
  const userId = session.get("userId");
  return typeof userId === "string" && userId ? userId : null;
}

/** What a signed session cookie claims, before the database has confirmed it. */
export type SessionClaim = { userId: string; sessionId: string; sessionVersion: number; email: string | undefined };

/** The cookie's claim, or null when it names nobody (no secret, no user, past the absolute lifetime). */
export async function sessionClaimOf(
  request: Request,
  context: Pick<SessionDeps, "config">,
): Promise<SessionClaim | null> {
  if (!hasSessionSecrets(context)) return null;
  const session = await getSession(request, context);
  const userId = session.get("userId");
  if (!userId) return null;
  const signedInAt = session.get("signedInAt") ?? session.get("issuedAt") ?? 0;
  if (Date.now() - signedInAt > SESSION_ABSOLUTE_LIFETIME_MS) return null;
  return {
    userId,
    sessionId: session.get("sessionId") ?? "",
    sessionVersion: session.get("sessionVersion") ?? 0,
    email: session.get("email"),
  };
}

/**
 * The columns of `users` (and the role and revocation checks inside the same query) that confirm a claim; a
 * page may add its own columns for the same user to this one query (decision 056).
 */
export function sessionCheckColumns(claim: SessionClaim) {
  return {
    id: users.id,
    email: users.email,
    sessionVersion: users.sessionVersion,
    disabledAt: users.disabledAt,
    isAdmin: sql<number>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`,
    // Same query, no extra round trip: a signed-out session's cookie stays refused.
    revoked: sql<number>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${claim.sessionId})`,
  };
}

type SessionCheckRow = {
  id: string;
  email: string;
  sessionVersion: number;
  disabledAt: string | null;
  isAdmin: number;
  revoked: number;
};

/** The signed-in user when the row confirms the claim: not disabled, not signed out, the same session version. */
export function confirmedUser(claim: SessionClaim, row: SessionCheckRow | undefined): SessionUser | null {
  if (!row || row.disabledAt || row.revoked) return null;
  // A bumped version (password reset, sign out everywhere, an admin) ends this session.
  if (claim.sessionVersion !== row.sessionVersion) return null;
  return { id: row.id, email: row.email, isAdmin: Boolean(row.isAdmin) };
}

type CheckedSession = { user: SessionUser | null; extras: SignedInExtras | null };

/** The session check with the user's favorites and profile preferences, one statement (one round trip). */
function sessionCheckWithExtrasColumns(claim: SessionClaim) {
  return {
    ...sessionCheckColumns(claim),
    // For the claimed user by parameter: a bare column inside a subquery names the subquery's own table.
    favorites: sql<
      string | null
    >`(select json_group_array(${favorites.productId}) from ${favorites} where ${favorites.userId} = ${claim.userId})`,
    preferences: sql<
      string | null
    >`(select ${profiles.preferences} from ${profiles} where ${profiles.id} = ${claim.userId})`,
  };
}

function parseJson<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

async function loadUser(request: Request, context: SessionDeps): Promise<CheckedSession> {
  const claim = await sessionClaimOf(request, context);
  if (!claim) return { user: null, extras: null };
  let row;
  try {
    [row] = await context.db.select(sessionCheckWithExtrasColumns(claim)).from(users).where(eq(users.id, claim.userId));
  } catch (error) {
    // The database is down: the signed cookie still says who this is, so pages keep their signed-in
    // chrome and database features give their own "Unable to …" messages. Never an admin while the
    // version and role cannot be checked.
    logger.error("Session user not checked: the database failed", {
      error: String(error),
      signedInFromCookie: Boolean(claim.email),
    });
    return { user: claim.email ? { id: claim.userId, email: claim.email, isAdmin: false } : null, extras: null };
  }
  const user = confirmedUser(claim, row);
  if (!user || !row) return { user, extras: null };
  const extras = {
    userId: user.id,
    favoriteProductIds: parseJson<string[]>(row.favorites) ?? [],
    preferences: parseJson<ProfilePreferences>(row.preferences) ?? {},
  };
  return { user, extras };
}

export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user)
    throw redirect(`/auth?redirectTo=${encodeURIComponent(returnPath(request))}`, {
      headers: PRIVATE_REDIRECT_HEADERS,
    });
  return user;
}

/**
 * Signed-out visitors go to /auth, signed-in non-admins to /.
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
