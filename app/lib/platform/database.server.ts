// The Drizzle database over libSQL's HTTP client: Turso in production, the
// local libSQL server in development and tests. Same client, same protocol.
import { createClient } from "@libsql/client/web";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { drizzle } from "drizzle-orm/libsql/web";

/**
 * Queries name their tables (`db.select().from(products)`); no relational query (`db.query.x`) is used, so the
 * client is made without the schema: with it, Drizzle works out every table's relations on each request.
 */
export type Database = LibSQLDatabase;

/**
 * A new client for one request (decision 015). Never cache it at module scope:
 * the client queues calls through a limiter of 20, and a call cut off when its
 * request ended never gives its place back, so a shared client starves every
 * later request. The HTTP client holds no socket, so making one is cheap.
 */
export function createDatabase(url: string, authToken: string | undefined, fetchForRequest: typeof fetch): Database {
  return drizzle(createClient({ url, authToken, fetch: fetchForRequest }));
}

/** The raw libSQL client under a Drizzle database, for work Drizzle cannot express (streamed exports, interactive transactions). */
export function libsqlClientOf(db: Database): import("@libsql/client/web").Client {
  return (db as unknown as { $client: import("@libsql/client/web").Client }).$client;
}

/**
 * Whether a write failed on a UNIQUE (or primary key) constraint: the one test wherever a duplicate is expected
 * (a race with another request, a retried delivery). Drizzle wraps the driver's error ("Failed query: ...") and
 * keeps it as `cause`, so the chain is read down to the driver's error (code SQLITE_CONSTRAINT and SQLite's
 * "UNIQUE constraint failed"); `String(error)` of the wrapper misses it, and its message holds the parameters.
 * With `column` ("table.column"), only a violation of that column's constraint counts.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const ofColumn = (message: string) => column === undefined || message.includes(`UNIQUE constraint failed: ${column}`);
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (!(current instanceof Error)) return false;
    const { code, extendedCode } = current as Error & { code?: unknown; extendedCode?: unknown };
    if (extendedCode === "SQLITE_CONSTRAINT_UNIQUE" || extendedCode === "SQLITE_CONSTRAINT_PRIMARYKEY")
      return ofColumn(current.message);
    // The driver's own error: its message is the database's, never the query's parameters.
    if (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT"))
      return /UNIQUE constraint failed/i.test(current.message) && ofColumn(current.message);
    current = current.cause;
  }
  return false;
}
