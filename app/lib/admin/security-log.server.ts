// The security log page: security events and the audit log, filtered through
// the URL (type, severity, user, date range, text), paginated, exportable.
import { and, count, desc, eq, gte, like, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { auditLog, securityEvents, users } from "../../../db/schema";
import { ADMIN_PAGE_SIZE, parseDay } from "./admin-list";

import { SEVERITIES, type Severity } from "../security/security-event";
import { awaitAll } from "../platform/await-all";

export type SecurityLogFilters = {
  log: "events" | "audit";
  type: string;
  severity: "" | Severity;
  user: string;
  from: string;
  to: string;
  q: string;
  page: number;
};
export type SecurityLogRow = {
  id: string;
  type: string;
  severity: string;
  userEmail: string | null;
  ipAddress: string | null;
  details: string;
  at: string;
};

export const CSV_EXPORT_LIMIT = 10_000;

export function parseSecurityLogFilters(url: URL, page: number): SecurityLogFilters {
  const p = url.searchParams;
  const severity = p.get("severity") ?? "";
  const day = (name: string) => (parseDay(p.get(name)) ? p.get(name)! : "");
  return {
    log: p.get("log") === "audit" ? "audit" : "events",
    type: (p.get("type") ?? "").trim().slice(0, 60),
    severity: (SEVERITIES as readonly string[]).includes(severity) ? (severity as Severity) : "",
    user: (p.get("user") ?? "").trim().toLowerCase().slice(0, 100),
    from: day("from"),
    to: day("to"),
    q: (p.get("q") ?? "").trim().slice(0, 100),
    page,
  };
}

const likeText = (value: string) => `%${value.replace(/[%_]/g, "")}%`;

export async function listSecurityLog(
  db: Database,
  filters: SecurityLogFilters,
  limit = ADMIN_PAGE_SIZE,
): Promise<{ rows: SecurityLogRow[]; total: number }> {
  const table = filters.log === "audit" ? auditLog : securityEvents;
  const typeColumn = filters.log === "audit" ? auditLog.action : securityEvents.eventType;
  const timeColumn = filters.log === "audit" ? auditLog.createdAt : securityEvents.timestamp;
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(eq(typeColumn, filters.type));
  if (filters.severity) conditions.push(eq(table.severity, filters.severity));
  if (filters.user)
    conditions.push(
      sql`${table.userId} in (select ${users.id} from ${users} where ${users.email} like ${likeText(filters.user)} or ${users.id} = ${filters.user})`,
    );
  const from = parseDay(filters.from);
  const to = parseDay(filters.to, true);
  if (from) conditions.push(gte(timeColumn, from));
  if (to) conditions.push(lt(timeColumn, to));
  if (filters.q) conditions.push(like(sql`${table.details}`, likeText(filters.q)));
  const where = conditions.length ? and(...conditions) : undefined;
  const ip = filters.log === "audit" ? sql<string | null>`null` : securityEvents.ipAddress;
  const [rows, [{ total }]] = await awaitAll([
    db
      .select({
        id: table.id,
        type: typeColumn,
        severity: table.severity,
        userEmail: users.email,
        ipAddress: ip,
        details: sql<string>`${table.details}`,
        at: timeColumn,
      })
      .from(table)
      .leftJoin(users, eq(users.id, table.userId))
      .where(where)
      .orderBy(desc(timeColumn))
      .limit(limit)
      .offset((filters.page - 1) * limit),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      details: typeof row.details === "string" ? row.details : JSON.stringify(row.details),
    })),
    total,
  };
}
