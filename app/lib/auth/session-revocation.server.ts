// Ending sessions remotely: every session carries the user's session version,
// and getUser refuses a session whose version is no longer the user's.
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/lib/platform/database.server";
import { writeAuditEntry } from "~/lib/security/events.server";
import { users } from "../../../db/schema";

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
