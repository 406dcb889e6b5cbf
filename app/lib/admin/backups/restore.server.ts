// Restoring a backup: check the whole file first (format, schema version,
// columns, row counts, checksum) without touching the database, take a fresh
// backup, then replace the tables inside one write transaction that is rolled
// back on any error, so a failed restore leaves the database as it was.
import type { InStatement, Transaction } from "@libsql/client/web";
import { libsqlClientOf } from "../../platform/database.server";
import { writeAuditEntry } from "../../security/events.server";
import {
  BACKUP_FORMAT,
  createSha256Stream,
  decodeValue,
  readLines,
  type BackupHeader,
  type BackupRowLine,
  type BackupTrailer,
} from "./backup-format";
import { getBackupRun, type BackupRun } from "./backup-runs.server";
import { quoteIdentifier, readSchemaVersion, runBackup, withDeadline, type BackupDeps } from "./backup.server";
import { applicationTables } from "./backup-tables.server";

export type BackupCheck =
  | { ok: true; run: BackupRun; header: BackupHeader; rowCounts: Record<string, number>; currentSchemaVersion: string }
  | { ok: false; run: BackupRun | null; problems: string[] };

const STATEMENT_DEADLINE_MS = 20_000;
/** Bound parameters per INSERT stay well under SQLite's limit. */
const MAX_PARAMETERS = 900;

function parseLine(text: string): BackupHeader | BackupRowLine | BackupTrailer | null {
  try {
    const value = JSON.parse(text) as { kind?: unknown };
    return value && typeof value === "object" && typeof value.kind === "string"
      ? (value as BackupHeader | BackupRowLine | BackupTrailer)
      : null;
  } catch {
    return null;
  }
}

/** Reads the backup end to end and lists everything wrong with it; nothing is written. */
export async function checkBackup(deps: BackupDeps, runId: string): Promise<BackupCheck> {
  const run = await getBackupRun(deps.db, runId);
  if (!run) return { ok: false, run: null, problems: ["That backup does not exist."] };
  if (run.status !== "succeeded")
    return {
      ok: false,
      run,
      problems: [
        `That backup cannot be restored: its run ${run.status === "pruned" ? "was deleted by retention" : run.status}.`,
      ],
    };
  if (!deps.bucket) return { ok: false, run, problems: ["Backup storage is not set up for this shop."] };
  const object = await deps.bucket.get(run.objectKey);
  if (!object) return { ok: false, run, problems: ["The backup file is missing from backup storage."] };

  const problems: string[] = [];
  const currentSchemaVersion = await readSchemaVersion(libsqlClientOf(deps.db));
  const current = new Map(applicationTables().map((table) => [table.name, new Set(table.columns)]));
  const encoder = new TextEncoder();
  const digest = createSha256Stream();
  let header: BackupHeader | null = null;
  let trailer: BackupTrailer | null = null;
  const columnCounts = new Map<string, number>();
  const counted: Record<string, number> = {};
  let lineNumber = 0;
  let badLines = 0;

  for await (const text of readLines(object.body)) {
    lineNumber += 1;
    if (trailer) {
      problems.push("The file goes on after its trailer.");
      break;
    }
    const line = parseLine(text);
    if (line?.kind !== "trailer") await digest.write(encoder.encode(`${text}\n`));
    if (!line) {
      badLines += 1;
      continue;
    }
    if (lineNumber === 1) {
      if (line.kind !== "header" || line.format !== BACKUP_FORMAT) {
        problems.push("The file does not start with a backup header.");
        break;
      }
      header = line;
      for (const table of header.tables) {
        counted[table.name] = 0;
        columnCounts.set(table.name, table.columns.length);
        const columns = current.get(table.name);
        if (!columns) problems.push(`The table ${table.name} no longer exists.`);
        else if (columns.size !== table.columns.length || table.columns.some((column) => !columns.has(column)))
          problems.push(`The columns of ${table.name} differ from the database's.`);
      }
      continue;
    }
    if (line.kind === "row") {
      const width = columnCounts.get(line.table);
      if (width === undefined || !Array.isArray(line.values) || line.values.length !== width) badLines += 1;
      else counted[line.table] += 1;
    } else if (line.kind === "trailer") {
      trailer = line;
    } else {
      badLines += 1;
    }
  }
  const checksum = await digest.hex();

  if (!header) {
    if (problems.length === 0) problems.push("The file does not start with a backup header.");
    return { ok: false, run, problems };
  }
  if (header.schemaVersion !== currentSchemaVersion)
    problems.push(
      `The backup's schema version (${header.schemaVersion}) differs from the database's (${currentSchemaVersion}).`,
    );
  if (badLines > 0) problems.push(`${badLines} line(s) of the file cannot be read.`);
  if (!trailer) problems.push("The file has no trailer: it is cut short.");
  else {
    if (trailer.checksum !== checksum) problems.push("The checksum does not match: the file was changed or damaged.");
    if (run.checksum && trailer.checksum !== run.checksum)
      problems.push("The checksum differs from the one recorded when the backup was taken.");
    for (const table of header.tables) {
      const expected = trailer.rowCounts?.[table.name];
      if (expected !== counted[table.name])
        problems.push(
          `${table.name}: the file holds ${counted[table.name]} rows, its manifest says ${expected ?? "nothing"}.`,
        );
      else if (run.rowCounts[table.name] !== undefined && run.rowCounts[table.name] !== expected)
        problems.push(
          `${table.name}: the manifest says ${expected} rows, the backup record says ${run.rowCounts[table.name]}.`,
        );
    }
  }
  if (problems.length > 0) return { ok: false, run, problems };
  return { ok: true, run, header, rowCounts: counted, currentSchemaVersion };
}

async function countRows(reader: Pick<Transaction, "execute">, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await withDeadline(
      reader.execute(`select count(*) as n from ${quoteIdentifier(table)}`),
      STATEMENT_DEADLINE_MS,
      `Counting ${table}`,
    );
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

export type RestoreResult =
  | { ok: true; run: BackupRun; safetyRun: BackupRun; before: Record<string, number>; after: Record<string, number> }
  | { ok: false; problems: string[]; safetyRun?: BackupRun };

/**
 * A restore never rewinds security: these tables stay as they are now (spent
 * links stay spent, signed-out sessions stay signed out), and so do these
 * columns of every user who exists now (a changed password, an ended session,
 * a disabled account, a wishlist link turned off or renewed). Shown on the restore page.
 */
export const SECURITY_TABLES_KEPT = ["one_time_tokens", "revoked_sessions", "shared_wishlists"] as const;
export const USER_SECURITY_COLUMNS_KEPT = ["password_hash", "session_version", "disabled_at"] as const;
/**
 * A user the backup brings back who does not exist now: no cookie issued
 * before the restore can carry a session version this far on.
 */
const RETURNING_USER_VERSION_STEP = 1_000_000;

const KEPT_TABLES = new Set<string>(SECURITY_TABLES_KEPT);

/** The tables a restore replaces, with the backup's row counts: the kept security tables are not among them. */
export function restoredRowCounts(rowCounts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(rowCounts).filter(([table]) => !KEPT_TABLES.has(table)));
}

/** Copies the security state into temporary tables of this transaction's connection, before anything is emptied. */
async function keepSecurityState(exec: (statement: string, what: string) => Promise<unknown>, tables: Set<string>) {
  if (tables.has("users")) {
    await exec(
      `create temp table restore_kept_users as select id, ${USER_SECURITY_COLUMNS_KEPT.join(", ")} from users`,
      "Keeping the users' security state",
    );
  }
  for (const table of SECURITY_TABLES_KEPT) {
    await exec(
      `create temp table ${quoteIdentifier(`restore_kept_${table}`)} as select * from ${quoteIdentifier(table)}`,
      `Keeping ${table}`,
    );
  }
}

/** Puts the kept security state back over the restored rows (emptying a user cascades to their tokens). */
async function reapplySecurityState(exec: (statement: string, what: string) => Promise<unknown>, tables: Set<string>) {
  if (tables.has("users")) {
    await exec(
      `update users set ${USER_SECURITY_COLUMNS_KEPT.map((column) => `${column} = kept.${column}`).join(", ")} from restore_kept_users as kept where kept.id = users.id`,
      "Keeping the users' passwords and sessions",
    );
    await exec(
      `update users set session_version = session_version + ${RETURNING_USER_VERSION_STEP} where id not in (select id from restore_kept_users)`,
      "Ending returning users' sessions",
    );
    await exec("drop table restore_kept_users", "Tidying up");
  }
  for (const table of SECURITY_TABLES_KEPT) {
    const kept = quoteIdentifier(`restore_kept_${table}`);
    await exec(`delete from ${quoteIdentifier(table)}`, `Emptying ${table}`);
    await exec(
      `insert into ${quoteIdentifier(table)} select * from ${kept} where user_id in (select id from users)`,
      `Keeping ${table}`,
    );
    await exec(`drop table ${kept}`, "Tidying up");
  }
}

async function replaceTables(
  tx: Transaction,
  header: BackupHeader,
  body: ReadableStream<Uint8Array>,
  expected: Record<string, number>,
) {
  const columnsOf = new Map(header.tables.map((table) => [table.name, table.columns]));
  const exec = (statement: InStatement | string, what: string) =>
    withDeadline(tx.execute(statement), STATEMENT_DEADLINE_MS, what);
  const restored = header.tables.filter((table) => !KEPT_TABLES.has(table.name));
  const restoredNames = new Set(restored.map((table) => table.name));
  // Foreign keys are checked at commit, so tables can be emptied and refilled in any order.
  await exec("PRAGMA defer_foreign_keys = ON", "Deferring foreign keys");
  await keepSecurityState(exec, restoredNames);
  for (const table of restored) await exec(`delete from ${quoteIdentifier(table.name)}`, `Emptying ${table.name}`);

  let batchTable = "";
  let batch: BackupRowLine["values"][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const columns = columnsOf.get(batchTable)!;
    const placeholders = `(${columns.map(() => "?").join(", ")})`;
    await exec(
      {
        sql: `insert into ${quoteIdentifier(batchTable)} (${columns.map(quoteIdentifier).join(", ")}) values ${batch.map(() => placeholders).join(", ")}`,
        args: batch.flat().map((value) => decodeValue(value) as never),
      },
      `Writing ${batchTable}`,
    );
    batch = [];
  };
  let first = true;
  for await (const text of readLines(body)) {
    if (first) {
      first = false;
      continue;
    }
    const line = parseLine(text);
    if (line?.kind !== "row" || !restoredNames.has(line.table)) continue;
    const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columnsOf.get(line.table)!.length));
    if (line.table !== batchTable || batch.length >= rowsPerStatement) {
      await flush();
      batchTable = line.table;
    }
    batch.push(line.values);
  }
  await flush();
  await reapplySecurityState(exec, restoredNames);
  const after = await countRows(
    tx,
    header.tables.map((table) => table.name),
  );
  for (const [table, count] of Object.entries(expected)) {
    if (KEPT_TABLES.has(table)) continue;
    if (after[table] !== count) throw new Error(`${table} holds ${after[table]} rows after the restore, not ${count}.`);
  }
  return after;
}

/** The confirmed restore. Checks, backs up, then replaces every table in the backup, all or nothing. */
export async function restoreBackup(deps: BackupDeps, runId: string, userId: string): Promise<RestoreResult> {
  const check = await checkBackup(deps, runId);
  if (!check.ok) return { ok: false, problems: check.problems };
  const tableNames = check.header.tables.map((table) => table.name);
  const client = libsqlClientOf(deps.db);
  const before = await countRows(client, tableNames);

  const safetyRun = await runBackup(deps, { trigger: "pre_restore", startedBy: userId });
  if (safetyRun.status !== "succeeded")
    return {
      ok: false,
      safetyRun,
      problems: [`The safety backup failed, so nothing was restored: ${safetyRun.error ?? "unknown error"}`],
    };

  const object = await deps.bucket!.get(check.run.objectKey);
  if (!object) return { ok: false, safetyRun, problems: ["The backup file disappeared before the restore began."] };
  const tx = await withDeadline(client.transaction("write"), STATEMENT_DEADLINE_MS, "The database");
  let after: Record<string, number>;
  try {
    after = await replaceTables(tx, check.header, object.body, check.rowCounts);
    await withDeadline(tx.commit(), STATEMENT_DEADLINE_MS, "Committing the restore");
  } catch (error) {
    await tx.rollback().catch(() => {});
    const message = error instanceof Error ? error.message : String(error);
    await writeAuditEntry(deps.db, {
      action: "backup_restore_failed",
      userId,
      severity: "high",
      details: { runId, objectKey: check.run.objectKey, safetyRunId: safetyRun.id, error: message },
    });
    return { ok: false, safetyRun, problems: [`The restore failed and the database was left as it was: ${message}`] };
  } finally {
    tx.close();
  }
  await writeAuditEntry(deps.db, {
    action: "backup_restored",
    userId,
    severity: "high",
    details: { runId, objectKey: check.run.objectKey, safetyRunId: safetyRun.id },
    before,
    after,
  });
  return { ok: true, run: check.run, safetyRun, before, after };
}
