// The Drizzle database over libSQL's HTTP client: Turso in production, the
// local libSQL server in development and tests. Same client, same protocol.
import { createClient } from "@libsql/client/web";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "../../../db/schema";

export type Database = LibSQLDatabase<typeof schema>;

/**
 * One client per request, never per isolate: the HTTP client queues calls
 * behind a shared concurrency limit (20), so under load one request's query
 * was resolved from another request's context and workerd cancelled it
 * (500s after "A promise was resolved ... from a different request context").
 * Creating the client is cheap: it opens no connection until the first query.
 */
export function getDatabase(url: string, authToken?: string): Database {
  return drizzle(createClient({ url, authToken }), { schema });
}
