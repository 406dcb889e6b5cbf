// Accounts as an admin sees them, and what an admin may change: the admin
// role (never the last admin), disabling, and ending every session.
import { and, count, desc, eq, isNull, like, sql, type SQL } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { signOutEverywhere } from "../auth/session-revocation.server";
import { writeAuditEntry } from "../security/events.server";
import { userRoles, users } from "../../../db/schema";
import { ADMIN_PAGE_SIZE } from "./admin-list";
import { awaitAll } from "../platform/await-all";

export type UserFilters = {
  q: string;
  role: "" | "admin" | "shopper";
  status: "" | "active" | "disabled" | "unverified";
  page: number;
};
export type AdminUserRow = {
  id: string;
  email: string;
  isAdmin: boolean;
  emailVerifiedAt: string | null;
  createdAt: string;
  lastSignInAt: string | null;
  disabledAt: string | null;
};

export class UserAdminError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const isAdminSql = sql<number>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`;

export function parseUserFilters(url: URL, page: number): UserFilters {
  const role = url.searchParams.get("role");
  const status = url.searchParams.get("status");
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    role: role === "admin" || role === "shopper" ? role : "",
    status: status === "active" || status === "disabled" || status === "unverified" ? status : "",
    page,
  };
}

export async function listUsers(db: Database, filters: UserFilters): Promise<{ rows: AdminUserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(like(users.email, `%${filters.q.toLowerCase().replace(/[%_]/g, "")}%`));
  if (filters.role === "admin") conditions.push(sql`${isAdminSql} = 1`);
  if (filters.role === "shopper") conditions.push(sql`${isAdminSql} = 0`);
  if (filters.status === "disabled") conditions.push(sql`${users.disabledAt} is not null`);
  if (filters.status === "active") conditions.push(isNull(users.disabledAt));
  if (filters.status === "unverified") conditions.push(isNull(users.emailVerifiedAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await awaitAll([
    db
      .select({
        id: users.id,
        email: users.email,
        isAdmin: isAdminSql,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
        lastSignInAt: users.lastSignInAt,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.email)
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, isAdmin: Boolean(row.isAdmin) })), total };
}

async function findUser(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, isAdmin: isAdminSql, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw new UserAdminError("That account no longer exists.", 404);
  return { ...row, isAdmin: Boolean(row.isAdmin) };
}

/** Admins who can still sign in. */
async function activeAdminCount(db: Database): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), isNull(users.disabledAt)));
  return n;
}

export async function setAdminRole(db: Database, targetId: string, grant: boolean, actorId: string): Promise<string> {
  const target = await findUser(db, targetId);
  if (grant === target.isAdmin) return target.email;
  if (grant) {
    await db.insert(userRoles).values({ userId: targetId, role: "admin" }).onConflictDoNothing();
  } else {
    if (!target.disabledAt && (await activeAdminCount(db)) <= 1)
      throw new UserAdminError("You can't remove the last admin. Make someone else an admin first.", 409);
    await db.delete(userRoles).where(and(eq(userRoles.userId, targetId), eq(userRoles.role, "admin")));
  }
  await writeAuditEntry(db, {
    action: grant ? "admin_role_granted" : "admin_role_revoked",
    userId: actorId,
    details: { targetUserId: targetId, email: target.email },
    before: { isAdmin: target.isAdmin },
    after: { isAdmin: grant },
    severity: "high",
  });
  return target.email;
}

export async function setAccountDisabled(
  db: Database,
  targetId: string,
  disable: boolean,
  actorId: string,
): Promise<string> {
  const target = await findUser(db, targetId);
  if (disable && targetId === actorId) throw new UserAdminError("You can't disable your own account.", 409);
  if (disable === Boolean(target.disabledAt)) return target.email;
  if (disable && target.isAdmin && (await activeAdminCount(db)) <= 1)
    throw new UserAdminError("You can't disable the last admin.", 409);
  const disabledAt = disable ? new Date().toISOString() : null;
  // Disabling also ends every session the account has.
  await db
    .update(users)
    .set({
      disabledAt,
      updatedAt: new Date().toISOString(),
      ...(disable ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
    })
    .where(eq(users.id, targetId));
  await writeAuditEntry(db, {
    action: disable ? "account_disabled" : "account_enabled",
    userId: actorId,
    details: { targetUserId: targetId, email: target.email },
    before: { disabledAt: target.disabledAt },
    after: { disabledAt },
    severity: "high",
  });
  return target.email;
}

export async function endUserSessions(db: Database, targetId: string, actorId: string): Promise<string> {
  const target = await findUser(db, targetId);
  await signOutEverywhere(db, targetId, actorId);
  return target.email;
}
