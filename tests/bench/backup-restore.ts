// Backup and restore at size: 10,000 product views,
// 10,000 visitor sessions and 1,000 users seeded into a fresh database, then
// "Back up now" and a confirmed restore through the built Worker in workerd,
// timed over HTTP, with workerd's resident memory sampled every 25 ms.
// Standalone: `npm run build && npx tsx tests/bench/backup-restore.ts`; also step 7 of run-all.ts.
import { createClient, type Client } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DEMO_ADMIN } from "../../db/seed-data";
import { startLocalStack } from "../../scripts/local-stack";
import { workerdResidentMiB } from "./bench-stack";
import { Shopper } from "../support/http-shopper";

const SIZES = { productViews: 10_000, visitorSessions: 10_000, users: 1_000 };
const INSERT_BATCH = 500;

async function insertRows(
  sql: Client,
  count: number,
  statement: (i: number) => { sql: string; args: (string | number | null)[] },
) {
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const statements = [];
    for (let i = start; i < Math.min(count, start + INSERT_BATCH); i += 1) statements.push(statement(i));
    await sql.batch(statements, "write");
  }
}

async function seed(sql: Client) {
  const day = (i: number) => new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString();
  await insertRows(sql, SIZES.users, (i) => ({
    sql: "insert into users (id, email, password_hash, created_at, updated_at) values (?, ?, ?, ?, ?)",
    args: [
      `bench-user-${i}`,
      `bench-${i}@example.com`,
      `pbkdf2-sha256$100000$${"c2FsdA=="}$${"aGFzaA=="}`,
      day(i),
      day(i),
    ],
  }));
  await insertRows(sql, SIZES.visitorSessions, (i) => ({
    sql: "insert into user_sessions (session_id, user_id, current_page, last_seen, is_active, user_agent, started_at) values (?, ?, ?, ?, ?, ?, ?)",
    args: [
      `bench-session-${i}`,
      i % 3 === 0 ? `bench-user-${i % SIZES.users}` : null,
      `/products?page=${i % 40}`,
      day(i),
      i % 2,
      "Mozilla/5.0 (bench)",
      day(i),
    ],
  }));
  await insertRows(sql, SIZES.productViews, (i) => ({
    sql: "insert into product_views (id, session_id, user_id, shopify_product_id, page_url, created_at) values (?, ?, ?, ?, ?, ?)",
    args: [
      `bench-view-${i}`,
      `bench-session-${i % SIZES.visitorSessions}`,
      null,
      `gid://shopify/Product/${1000 + (i % 800)}`,
      `/products/bench-product-${i % 800}`,
      day(i),
    ],
  }));
}

/** Runs `work` while sampling workerd's resident memory; the peak and the figure before. */
async function withMemory<T>(
  work: () => Promise<T>,
): Promise<{ value: T; ms: number; beforeMiB: number | null; peakMiB: number | null }> {
  const beforeMiB = workerdResidentMiB();
  let peakMiB = beforeMiB;
  const timer = setInterval(() => {
    const now = workerdResidentMiB();
    if (now !== null && (peakMiB === null || now > peakMiB)) peakMiB = now;
  }, 25);
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - started, beforeMiB, peakMiB };
  } finally {
    clearInterval(timer);
  }
}

const memory = (m: { beforeMiB: number | null; peakMiB: number | null }) =>
  m.beforeMiB === null || m.peakMiB === null
    ? "n/a (no /proc)"
    : `${m.beforeMiB.toFixed(0)} -> peak ${m.peakMiB.toFixed(0)} MiB (+${(m.peakMiB - m.beforeMiB).toFixed(0)})`;

async function totalRows(sql: Client): Promise<number> {
  const result = await sql.execute(
    "select (select count(*) from users) + (select count(*) from user_sessions) + (select count(*) from product_views) as n",
  );
  return Number(result.rows[0].n);
}

export async function benchBackupRestore(): Promise<[string, string][]> {
  const rows: [string, string][] = [];
  const stack = await startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), "boutique-bench-backup-")),
    fresh: true,
    productCount: 60,
    bindings: { HTML_CACHE: "off" },
  });
  const sql = createClient({ url: stack.databaseUrl });
  try {
    const seedStarted = performance.now();
    await seed(sql);
    console.log(
      `  seeded ${SIZES.productViews} product views, ${SIZES.visitorSessions} visitor sessions, ${SIZES.users} users in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const seededRows = await totalRows(sql);
    const admin = new Shopper(stack);
    const signIn = await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    if (signIn.status !== 303) throw new Error(`admin sign-in answered ${signIn.status}`);

    const backup = await withMemory(async () => {
      const response = await admin.post("/admin/backup/manual", {});
      await response.arrayBuffer();
      return response.status;
    });
    const [run] = (
      await sql.execute(
        "select id, status, size_bytes, duration_ms, row_counts from backup_runs where trigger = 'manual' order by started_at desc limit 1",
      )
    ).rows;
    if (backup.value !== 303 || run?.status !== "succeeded")
      throw new Error(`backup answered ${backup.value}, run ${run?.status}`);
    const backedUp = Object.values(JSON.parse(String(run.row_counts)) as Record<string, number>).reduce(
      (sum, n) => sum + n,
      0,
    );
    rows.push([
      "Backup, whole request",
      `${backup.ms.toFixed(0)} ms (${backedUp.toLocaleString("en-US")} rows, ${(Number(run.size_bytes) / 1024 / 1024).toFixed(2)} MiB NDJSON; the run itself ${run.duration_ms} ms)`,
    ]);
    rows.push(["Backup, workerd resident memory", memory(backup)]);

    // Change the shop so the restore has work to undo, then restore (the restore first takes a safety backup).
    await sql.execute("delete from product_views where rowid % 2 = 0");
    const restore = await withMemory(async () => {
      const response = await admin.post("/admin/backup", {
        intent: "restore",
        runId: String(run.id),
        confirm: "RESTORE",
      });
      await response.arrayBuffer();
      return response.status;
    });
    const restoredRows = await totalRows(sql);
    if (restore.value !== 303 || restoredRows !== seededRows)
      throw new Error(`restore answered ${restore.value}; ${restoredRows} of ${seededRows} rows back`);
    rows.push([
      "Restore, whole request (safety backup + verify + restore)",
      `${restore.ms.toFixed(0)} ms, ${restoredRows.toLocaleString("en-US")} seeded rows back exactly`,
    ]);
    rows.push(["Restore, workerd resident memory", memory(restore)]);
    for (const [measure, figure] of rows) console.log(`  ${measure}: ${figure}`);
    return rows;
  } finally {
    sql.close();
    await stack.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(
    "Backup and restore benchmark (built Worker in workerd; memory is workerd's resident set, sampled every 25 ms)",
  );
  const rows = await benchBackupRestore();
  const width = Math.max(...rows.map(([measure]) => measure.length));
  console.log(`\n${"Measure".padEnd(width)} | Figure\n${"-".repeat(width)}-|-${"-".repeat(40)}`);
  for (const [measure, figure] of rows) console.log(`${measure.padEnd(width)} | ${figure}`);
}
