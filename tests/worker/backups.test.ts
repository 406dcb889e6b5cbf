// Backups through the built Worker: take one with the admin form, restore it,
// refuse damaged or mismatched files without touching the database, keep the
// newest backups, and run the daily backup from the Cron Trigger.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlOf, textOf, valueOf } from "../support/html";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { Shopper } from "../support/http-shopper";

let stack: TestStack;
let admin: Shopper;

beforeAll(async () => {
  stack = await startTestStack({ productCount: 40 });
  admin = new Shopper(stack);
  const signedIn = await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  expect(signedIn.status).toBe(303);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

/** The application tables as the Worker backs them up: everything but the backup machinery and SQLite's own. */
async function applicationTables(): Promise<string[]> {
  const result = await stack.sql.execute(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and name not in ('backup_runs', 'backup_settings') order by name",
  );
  return result.rows.map((row) => String(row.name));
}

/** Row counts and a SHA-256 of every row of every table, in rowid order. */
async function databaseFingerprint(options: { ignoreAuditActions?: string[] } = {}) {
  const counts: Record<string, number> = {};
  const hash = createHash("sha256");
  for (const table of await applicationTables()) {
    const ignore =
      table === "audit_log" && options.ignoreAuditActions?.length
        ? ` where action not in (${options.ignoreAuditActions.map(() => "?").join(", ")})`
        : "";
    const result = await stack.sql.execute({
      sql: `select * from "${table}"${ignore} order by rowid`,
      args: table === "audit_log" ? (options.ignoreAuditActions ?? []) : [],
    });
    counts[table] = result.rows.length;
    hash.update(`${table}\n`);
    for (const row of result.rows) hash.update(`${JSON.stringify(result.columns.map((_, index) => row[index]))}\n`);
  }
  return { counts, checksum: hash.digest("hex") };
}

async function backUpNow(): Promise<{ id: string; objectKey: string; status: string }> {
  const response = await admin.post("/admin/backup/manual", {});
  expect(response.status).toBe(303);
  const runId = new URL(response.headers.get("Location")!, stack.url).searchParams.get("run");
  const result = await stack.sql.execute({
    sql: "select id, object_key, status, error from backup_runs where id = ?",
    args: [runId],
  });
  const row = result.rows[0];
  expect(row?.error ?? null).toBeNull();
  return { id: String(row.id), objectKey: String(row.object_key), status: String(row.status) };
}

async function restore(runId: string, confirm = "RESTORE") {
  return admin.post("/admin/backup", { intent: "restore", runId, confirm });
}

async function backupLines(objectKey: string): Promise<string[]> {
  const bucket = await stack.miniflare.getR2Bucket("BACKUPS");
  const object = await bucket.get(objectKey);
  return (await object!.text()).trimEnd().split("\n");
}

/** Writes a changed backup file back, with a correct checksum, so only the change itself can be refused. */
async function rewriteBackup(objectKey: string, change: (lines: string[]) => string[]) {
  const lines = change((await backupLines(objectKey)).slice(0, -1));
  const body = lines.map((line) => `${line}\n`).join("");
  const rowCounts: Record<string, number> = {};
  for (const table of JSON.parse(lines[0]).tables) rowCounts[table.name] = 0;
  for (const line of lines.slice(1)) rowCounts[JSON.parse(line).table] += 1;
  const trailer = { kind: "trailer", rowCounts, checksum: createHash("sha256").update(body).digest("hex") };
  const bucket = await stack.miniflare.getR2Bucket("BACKUPS");
  await bucket.put(objectKey, `${body}${JSON.stringify(trailer)}\n`);
  return trailer;
}

async function changeTheShop() {
  await stack.sql.execute("delete from contact_messages");
  await stack.sql.execute("update products set inventory_quantity = inventory_quantity + 1000");
  await stack.sql.execute(
    "insert into contact_messages (id, name, email, subject, message) values ('after-backup', 'Later', 'later@example.com', 'Later', 'Written after the backup')",
  );
}

async function runCount(where = "1 = 1"): Promise<number> {
  const result = await stack.sql.execute(`select count(*) as n from backup_runs where ${where}`);
  return Number(result.rows[0].n);
}

describe("backups", () => {
  it("keeps the backup pages and actions to admins", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const before = await runCount();
    for (const path of [
      "/admin/backup",
      "/admin/backup/manual",
      "/admin/backup/status",
      "/admin/backup/config",
      "/admin/backup/schedule",
      "/admin/restore-guide",
    ]) {
      expect((await shopper.get(path)).headers.get("Location"), path).toBe("/");
    }
    expect((await shopper.post("/admin/backup/manual", {})).headers.get("Location")).toBe("/");
    expect((await new Shopper(stack).post("/admin/backup/manual", {})).headers.get("Location")).toMatch(
      /^\/auth\?redirectTo=/,
    );
    expect(await runCount()).toBe(before);
  });

  it("round-trips every table exactly: back up, change the shop, restore", async () => {
    await stack.sql.execute(
      "insert into contact_messages (id, name, email, subject, message) values ('unicode', 'Zoë \"Quote\" O''Neil', 'zoe@example.com', 'Naïve ☀️', 'Line one\nLine two, with a tab\tand emoji 🌼')",
    );
    // More rows than one export page (500), so paging is part of the round trip.
    await stack.sql.execute(
      "insert into contact_messages (id, name, email, subject, message) with recursive n(i) as (select 1 union all select i + 1 from n where i < 1234) select 'bulk-' || i, 'Shopper ' || i, 'bulk' || i || '@example.com', 'Bulk', 'Message number ' || i from n",
    );
    const original = await databaseFingerprint();
    expect(Object.keys(original.counts).length).toBeGreaterThan(15);
    expect(original.counts.contact_messages).toBeGreaterThan(1234);

    const run = await backUpNow();
    expect(run.status).toBe("succeeded");
    const stored = await stack.sql.execute({ sql: "select row_counts from backup_runs where id = ?", args: [run.id] });
    expect(JSON.parse(String(stored.rows[0].row_counts))).toEqual(original.counts);

    const download = await admin.get(`/admin/backup/download/${run.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toContain("attachment");
    const lines = (await download.text()).trimEnd().split("\n");
    expect(JSON.parse(lines[0])).toMatchObject({ kind: "header", format: "boho-backup/1" });
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ kind: "trailer", rowCounts: original.counts });

    await changeTheShop();
    expect((await databaseFingerprint()).checksum).not.toBe(original.checksum);

    const confirmPage = await (await admin.get(`/admin/backup?restore=${run.id}`)).text();
    expect(confirmPage).toContain("Restore this backup");

    const wrongWord = await restore(run.id, "yes");
    expect(wrongWord.status).toBe(400);
    expect(await wrongWord.text()).toContain("Type RESTORE to confirm the restore.");

    const preRestoreBefore = await runCount("trigger = 'pre_restore' and status = 'succeeded'");
    const restored = await restore(run.id);
    expect(restored.status).toBe(303);
    // The audit log gains the restore's own entry; every other row is exactly as backed up.
    expect(await databaseFingerprint({ ignoreAuditActions: ["backup_restored"] })).toEqual(original);
    expect(await runCount("trigger = 'pre_restore' and status = 'succeeded'")).toBe(preRestoreBefore + 1);
    const audit = await stack.sql.execute("select details from audit_log where action = 'backup_restored'");
    expect(audit.rows).toHaveLength(1);
    expect(JSON.parse(String(audit.rows[0].details))).toMatchObject({ runId: run.id, after: original.counts });
  });

  it("refuses a damaged backup and changes nothing", async () => {
    const run = await backUpNow();
    const lines = await backupLines(run.objectKey);
    const damaged = [...lines];
    damaged[2] = damaged[2].replace(/"values":\["/, '"values":["X');
    const bucket = await stack.miniflare.getR2Bucket("BACKUPS");
    await bucket.put(run.objectKey, damaged.map((line) => `${line}\n`).join(""));
    await changeTheShop();
    const before = await databaseFingerprint();
    const runsBefore = await runCount();

    const page = await (await admin.get(`/admin/backup?restore=${run.id}`)).text();
    expect(page).toContain("The checksum does not match: the file was changed or damaged.");
    expect(page).not.toContain("Restore this backup");

    const refused = await restore(run.id);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("The checksum does not match");
    expect(await databaseFingerprint()).toEqual(before);
    // Refused before touching anything: not even the safety backup was taken.
    expect(await runCount()).toBe(runsBefore);

    await bucket.put(
      run.objectKey,
      lines
        .slice(0, -5)
        .map((line) => `${line}\n`)
        .join(""),
    );
    const cut = await restore(run.id);
    expect(cut.status).toBe(409);
    expect(await cut.text()).toContain("The file has no trailer: it is cut short.");
    expect(await databaseFingerprint()).toEqual(before);
  });

  it("refuses a backup from another schema version, even with a valid checksum", async () => {
    const run = await backUpNow();
    await rewriteBackup(run.objectKey, (lines) => {
      const header = JSON.parse(lines[0]);
      return [JSON.stringify({ ...header, schemaVersion: "1-000000000000" }), ...lines.slice(1)];
    });
    await changeTheShop();
    const before = await databaseFingerprint();
    const refused = await restore(run.id);
    expect(refused.status).toBe(409);
    expect(textOf(await htmlOf(refused))).toContain("schema version (1-000000000000) differs from the database's");
    expect(await databaseFingerprint()).toEqual(before);
  });

  it("rolls a failing restore back and leaves the database as it was", async () => {
    const run = await backUpNow();
    // Two rows with the same primary key: the file is well formed, but the database refuses the second insert.
    const trailer = await rewriteBackup(run.objectKey, (lines) => {
      const userLine = lines.find((line) => line.includes('"table":"users"'))!;
      return [...lines, userLine];
    });
    // Make the run record agree with the file, so the only thing left to fail is the database itself.
    await stack.sql.execute({
      sql: "update backup_runs set checksum = ?, row_counts = ? where id = ?",
      args: [trailer.checksum, JSON.stringify(trailer.rowCounts), run.id],
    });
    await changeTheShop();
    const before = await databaseFingerprint();
    const failed = await restore(run.id);
    expect(failed.status).toBe(409);
    expect(await failed.text()).toContain("The restore failed and the database was left as it was");
    expect(await databaseFingerprint({ ignoreAuditActions: ["backup_restore_failed"] })).toEqual(before);
  });

  it("keeps only the newest backups after a successful one, never the newest", async () => {
    const invalid = await admin.post("/admin/backup/config", {
      hourUtc: "3",
      keepCount: "0",
      includeGroups: "analytics",
    });
    expect(invalid.status).toBe(400);
    const invalidPage = await htmlOf(invalid);
    expect(textOf(invalidPage)).toContain("Keep between 1 and 90 backups.");
    expect(valueOf(invalidPage.querySelector('[name="keepCount"]')!)).toBe("0");

    const saved = await admin.request("/admin/backup/config", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "hourUtc=3&keepCount=2&includeGroups=analytics&includeGroups=logs",
    });
    expect(saved.status).toBe(303);

    await backUpNow();
    const second = await backUpNow();
    const newest = await backUpNow();
    const kept = await stack.sql.execute(
      "select id from backup_runs where status = 'succeeded' order by started_at desc",
    );
    expect(kept.rows.map((row) => String(row.id))).toEqual([newest.id, second.id]);
    const bucket = await stack.miniflare.getR2Bucket("BACKUPS");
    const listed = await bucket.list({ prefix: "backups/" });
    expect(listed.objects.map((object) => object.key).sort()).toEqual([second.objectKey, newest.objectKey].sort());

    await admin.post("/admin/backup/config", { hourUtc: "3", keepCount: "1" });
    const only = await backUpNow();
    const remaining = await stack.sql.execute("select id from backup_runs where status = 'succeeded'");
    expect(remaining.rows.map((row) => String(row.id))).toEqual([only.id]);
    expect((await bucket.list({ prefix: "backups/" })).objects.map((object) => object.key)).toEqual([only.objectKey]);
    // The settings asked for core only: the analytics and logs tables are left out.
    const tables = await stack.sql.execute({ sql: "select tables from backup_runs where id = ?", args: [only.id] });
    expect(JSON.parse(String(tables.rows[0].tables))).not.toContain("audit_log");
    expect(JSON.parse(String(tables.rows[0].tables))).toContain("users");
    await admin.post("/admin/backup/config", { hourUtc: "3", keepCount: "7", includeGroups: "analytics" });
  });

  it("runs the daily backup from the Cron Trigger at the configured hour only", async () => {
    await admin.request("/admin/backup/config", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "hourUtc=5&keepCount=7&includeGroups=analytics&includeGroups=logs",
    });
    const worker = await stack.miniflare.getWorker();
    const scheduledBefore = await runCount("trigger = 'scheduled'");
    await worker.scheduled({ cron: "0 * * * *", scheduledTime: new Date(Date.UTC(2026, 10, 23, 4)) });
    expect(await runCount("trigger = 'scheduled'")).toBe(scheduledBefore);

    await worker.scheduled({ cron: "0 * * * *", scheduledTime: new Date(Date.UTC(2026, 10, 23, 5)) });
    const scheduled = await stack.sql.execute("select status, object_key from backup_runs where trigger = 'scheduled'");
    expect(scheduled.rows).toHaveLength(scheduledBefore + 1);
    expect(scheduled.rows[0].status).toBe("succeeded");
    const bucket = await stack.miniflare.getR2Bucket("BACKUPS");
    expect(await bucket.head(String(scheduled.rows[0].object_key))).not.toBeNull();

    // A trigger delivered twice the same day backs up once.
    await worker.scheduled({ cron: "0 * * * *", scheduledTime: new Date(Date.UTC(2026, 10, 23, 5)) });
    expect(await runCount("trigger = 'scheduled'")).toBe(scheduledBefore + 1);

    const status = await (await admin.get("/admin/backup/status?trigger=scheduled")).text();
    expect(status).toContain("Scheduled");
    expect(status).toContain("Succeeded");
  });
});
