// The Drizzle database over libSQL's HTTP client: Turso in production, the
// local libSQL server in development and tests. Same client, same protocol.
import { createClient } from "@libsql/client/web";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "../../../db/schema";

export type Database = LibSQLDatabase<typeof schema>;

// The HTTP client holds no socket between requests, so one per isolate and URL is safe to reuse.
const databases = new Map<string, Database>();

export function getDatabase(url: string, authToken?: string): Database {
  const key = `${url}\u0000${authToken ?? ""}`;
  let db = databases.get(key);
  if (!db) {
    db = drizzle(createClient({ url, authToken }), { schema });
    databases.set(key, db);
  }
  return db;
}

/** The raw libSQL client under a Drizzle database, for work Drizzle cannot express (streamed exports, interactive transactions). */
export function libsqlClientOf(db: Database): import("@libsql/client/web").Client {
  return (db as unknown as { $client: import("@libsql/client/web").Client }).$client;
}
