// Applies db/migrations to any libSQL URL: `file:` (a local file), `http://` (the
// local libSQL server) or `libsql://` (Turso). One code path for all three.
//   DATABASE_URL=libsql://shop.turso.io DATABASE_AUTH_TOKEN=... npm run db:migrate
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "migrations");

export async function migrateDatabase(url: string, authToken?: string): Promise<void> {
  if (url.startsWith("file:")) mkdirSync(dirname(url.slice("file:".length)), { recursive: true });
  const client = createClient({ url, authToken });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    client.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const url = process.env.DATABASE_URL ?? "file:.data/local.db";
  await migrateDatabase(url, process.env.DATABASE_AUTH_TOKEN);
  console.log(`Migrations applied to ${url.replace(/\/\/[^@]*@/, "//")}`);
}
