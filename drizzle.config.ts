import { defineConfig } from "drizzle-kit";

// Generation needs no database; migrations are applied by `npm run db:migrate`
// (db/migrate.ts), which works for a local file, the local server and Turso alike.
export default defineConfig({
  dialect: "turso",
  schema: "./db/schema.ts",
  out: "./db/migrations",
  dbCredentials: { url: process.env.DATABASE_URL ?? "file:.data/local.db", authToken: process.env.DATABASE_AUTH_TOKEN },
});
