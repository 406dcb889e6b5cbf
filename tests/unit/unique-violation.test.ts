// isUniqueViolation against the errors the real driver raises, through the local
// libSQL HTTP server and Drizzle's wrapper, as the Worker sees them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client/http";
import { drizzle } from "drizzle-orm/libsql/http";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { expect, it, onTestFinished } from "vitest";
import { startLibsqlServer } from "../../db/local-server/hrana-server";
import { isUniqueViolation } from "../../app/lib/platform/database.server";

const pieces = sqliteTable("pieces", { id: text("id").primaryKey(), slug: text("slug").notNull().unique() });

async function failureOf(write: Promise<unknown>): Promise<unknown> {
  return write.then(
    () => expect.unreachable("the write should have failed"),
    (error: unknown) => error,
  );
}

it("recognises a duplicate under Drizzle's wrapper, by column when asked, and nothing else", async () => {
  const directory = mkdtempSync(join(tmpdir(), "unique-violation-"));
  const server = await startLibsqlServer({ file: join(directory, "test.db") });
  const client = createClient({ url: server.url });
  onTestFinished(async () => {
    client.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  await client.execute("create table pieces (id text primary key, slug text not null unique)");
  const db = drizzle(client);
  await db.insert(pieces).values({ id: "a", slug: "sunset-weave" });

  const sameSlug = await failureOf(db.insert(pieces).values({ id: "b", slug: "sunset-weave" }));
  expect(isUniqueViolation(sameSlug)).toBe(true);
  expect(isUniqueViolation(sameSlug, "pieces.slug")).toBe(true);
  expect(isUniqueViolation(sameSlug, "pieces.id")).toBe(false);

  const sameId = await failureOf(db.insert(pieces).values({ id: "a", slug: "another" }));
  expect(isUniqueViolation(sameId)).toBe(true);
  expect(isUniqueViolation(sameId, "pieces.slug")).toBe(false);

  // A NOT NULL failure, a missing table and errors of other kinds are not duplicates.
  const missingSlug = await failureOf(client.execute("insert into pieces (id) values ('c')"));
  expect(isUniqueViolation(missingSlug)).toBe(false);
  expect(isUniqueViolation(await failureOf(client.execute("select * from nowhere")))).toBe(false);
  expect(isUniqueViolation(new Error("UNIQUE constraint failed: pieces.slug"))).toBe(false);
  expect(isUniqueViolation("UNIQUE constraint failed")).toBe(false);
});
