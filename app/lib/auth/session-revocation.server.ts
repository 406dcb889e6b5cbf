// Ending sessions remotely: every session carries the user's session version,
// and getUser refuses a session whose version is no longer the user's. One
// session ends by its id (sign-out): the id is stored as revoked until the
// cookie would have expired anyway.
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { writeAuditEntry } from "../security/events.server";
import { revokedSessions, users } from "../../../db/schema";

/** Signs the user out on every device. `actorId` is who asked (the user, or an admin). */
export async function signOutEverywhere(db: Database, userId: string, actorId: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date().toISOString() })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  if (!row) return false;
  await writeAuditEntry(db, {
    action: "sessions_revoked",
    userId: actorId,
    details: { targetUserId: userId },
    before: { sessionVersion: row.sessionVersion - 1 },
    after: { sessionVersion: row.sessionVersion },
    severity: actorId === userId ? "low" : "medium",
  });
  return true;
}

/** A new session's id: random, so it cannot be guessed or reused. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Ends one session on the server, so a copy of its cookie is refused too.
 * A cookie from before session ids existed cannot be named: every session of
 * that user ends instead (the version is bumped).
 */
export async function revokeSession(
  db: Database,
  session: { userId: string; sessionId?: string; expiresAt: number },
): Promise<void> {
  if (!session.sessionId) {
    await db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, session.userId));
    return;
  }
  // Inserted only while the user exists: a deleted account's cookie is refused already.
  await db.run(sql`insert into revoked_sessions (session_id, user_id, expires_at)
    select ${session.sessionId}, id, ${session.expiresAt} from users where id = ${session.userId}
    on conflict (session_id) do nothing`);
}

/** Daily retention: a revoked session whose cookie has expired needs no row. */
export async function deleteExpiredRevokedSessions(db: Database, now = Date.now()): Promise<number> {
  const result = await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
  return result.rowsAffected;
}
