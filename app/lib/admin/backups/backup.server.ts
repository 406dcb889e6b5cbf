// Taking a backup: every included table, read inside one read transaction (a
// consistent snapshot), page by page, written to R2 as a multipart upload of
// fixed-size parts. Memory holds one page of rows and one part, never a table.
import type { Client, InStatement, Transaction } from "@libsql/client/web";
import { and, desc, eq } from "drizzle-orm";
import { libsqlClientOf, type Database } from "../../platform/database.server";
import { logSecurityEvent } from "../../security/events.server";
import { backupRuns } from "../../../../db/schema";
import {
  BACKUP_FORMAT,
  backupObjectKey,
  createSha256Stream,
  encodeValue,
  type BackupHeader,
  type BackupRowLine,
  type BackupTrailer,
} from "./backup-format";
import { getBackupSettings, type BackupRun, type BackupTrigger } from "./backup-runs.server";
import { tablesForGroups, type BackupTable } from "./backup-tables.server";

export type BackupDeps = { db: Database; bucket: R2Bucket | undefined };

/** R2 needs every part but the last to be the same size, at least 5 MiB. */
const PART_SIZE = 5 * 1024 * 1024;
export const BACKUP_PAGE_SIZE = 500;
/** One page query may take this long before the backup gives up (a stuck database must not hang the job). */
const QUERY_DEADLINE_MS = 20_000;

export class BackupUnavailableError extends Error {}

export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The schema version: how many drizzle migrations are applied, and the hash of the last. */
export async function readSchemaVersion(reader: Pick<Client | Transaction, "execute">): Promise<string> {
  const result = await withDeadline(
    reader.execute(
      "select hash, (select count(*) from __drizzle_migrations) as applied from __drizzle_migrations order by created_at desc limit 1",
    ),
    QUERY_DEADLINE_MS,
    "The migrations table",
  );
  const row = result.rows[0];
  if (!row) return "0";
  return `${Number(row.applied)}-${String(row.hash).slice(0, 12)}`;
}

/** Fills fixed-size parts and uploads each as soon as it is full. */
class PartWriter {
  private buffer = new Uint8Array(PART_SIZE);
  private filled = 0;
  readonly parts: R2UploadedPart[] = [];
  size = 0;
  constructor(private readonly upload: R2MultipartUpload) {}

  async write(bytes: Uint8Array): Promise<void> {
    this.size += bytes.byteLength;
    let offset = 0;
    while (offset < bytes.byteLength) {
      const take = Math.min(PART_SIZE - this.filled, bytes.byteLength - offset);
      this.buffer.set(bytes.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === PART_SIZE) await this.flush();
    }
  }

  async flush(): Promise<void> {
    if (this.filled === 0 && this.parts.length > 0) return;
    const part = await this.upload.uploadPart(this.parts.length + 1, this.buffer.slice(0, this.filled));
    this.parts.push(part);
    this.filled = 0;
  }
}

async function exportTables(
  reader: Transaction,
  tables: BackupTable[],
  schemaVersion: string,
  writer: PartWriter,
): Promise<{ rowCounts: Record<string, number>; checksum: string }> {
  const encoder = new TextEncoder();
  const digest = createSha256Stream();
  const emit = async (text: string) => {
    const bytes = encoder.encode(text);
    await digest.write(bytes);
    await writer.write(bytes);
  };

  const header: BackupHeader = {
    kind: "header",
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    schemaVersion,
    tables: tables.map(({ name, columns }) => ({ name, columns })),
  };
  await emit(`${JSON.stringify(header)}\n`);

  const rowCounts: Record<string, number> = {};
  for (const table of tables) {
    rowCounts[table.name] = 0;
    const columnList = table.columns.map(quoteIdentifier).join(", ");
    let lastRowid = -Infinity;
    for (;;) {
      const statement: InStatement = {
        sql: `select rowid as "__backup_rowid", ${columnList} from ${quoteIdentifier(table.name)} where rowid > ? order by rowid limit ${BACKUP_PAGE_SIZE}`,
        args: [Number.isFinite(lastRowid) ? lastRowid : -9007199254740991],
      };
      const page = await withDeadline(reader.execute(statement), QUERY_DEADLINE_MS, `Reading ${table.name}`);
      if (page.rows.length === 0) break;
      let text = "";
      for (const row of page.rows) {
        const line: BackupRowLine = {
          kind: "row",
          table: table.name,
          values: table.columns.map((_, index) => encodeValue(row[index + 1])),
        };
        text += `${JSON.stringify(line)}\n`;
      }
      await emit(text);
      rowCounts[table.name] += page.rows.length;
      lastRowid = Number(page.rows[page.rows.length - 1][0]);
      if (page.rows.length < BACKUP_PAGE_SIZE) break;
    }
  }

  const checksum = await digest.hex();
  const trailer: BackupTrailer = { kind: "trailer", rowCounts, checksum };
  await writer.write(encoder.encode(`${JSON.stringify(trailer)}\n`));
  return { rowCounts, checksum };
}

/**
 * Takes one backup and records the run. Never throws for a failed backup: the
 * run is stored as failed with its error (a failed scheduled run is also a
 * high-severity security event). Retention runs only after a success.
 */
export async function runBackup(
  deps: BackupDeps,
  options: { trigger: BackupTrigger; startedBy?: string | null },
): Promise<BackupRun> {
  const started = new Date();
  const objectKey = backupObjectKey(started, options.trigger);
  const settings = await getBackupSettings(deps.db);
  const tables = tablesForGroups(settings.includeGroups);
  const [run] = await deps.db
    .insert(backupRuns)
    .values({
      trigger: options.trigger,
      status: "running",
      objectKey,
      tables: tables.map((table) => table.name),
      startedBy: options.startedBy ?? null,
      startedAt: started.toISOString(),
    })
    .returning();

  let upload: R2MultipartUpload | undefined;
  let snapshot: Transaction | undefined;
  try {
    if (!deps.bucket) throw new BackupUnavailableError("Backup storage is not set up for this shop.");
    snapshot = await withDeadline(libsqlClientOf(deps.db).transaction("read"), QUERY_DEADLINE_MS, "The database");
    const schemaVersion = await readSchemaVersion(snapshot);
    upload = await deps.bucket.createMultipartUpload(objectKey, {
      httpMetadata: { contentType: "application/x-ndjson" },
      customMetadata: { trigger: options.trigger, schemaVersion },
    });
    const writer = new PartWriter(upload);
    const { rowCounts, checksum } = await exportTables(snapshot, tables, schemaVersion, writer);
    await writer.flush();
    await upload.complete(writer.parts);
    upload = undefined;
    const finished = new Date();
    const [done] = await deps.db
      .update(backupRuns)
      .set({
        status: "succeeded",
        schemaVersion,
        rowCounts,
        checksum,
        sizeBytes: writer.size,
        finishedAt: finished.toISOString(),
        durationMs: finished.getTime() - started.getTime(),
      })
      .where(eq(backupRuns.id, run.id))
      .returning();
    // The copy taken before a restore must not push out the backup being restored.
    if (options.trigger !== "pre_restore") await pruneOldBackups(deps, settings.keepCount);
    return done;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await upload?.abort().catch(() => {});
    const finished = new Date();
    const [failed] = await deps.db
      .update(backupRuns)
      .set({
        status: "failed",
        error: message,
        finishedAt: finished.toISOString(),
        durationMs: finished.getTime() - started.getTime(),
      })
      .where(eq(backupRuns.id, run.id))
      .returning();
    if (options.trigger === "scheduled") {
      await logSecurityEvent(deps.db, {
        type: "backup_failed",
        severity: "high",
        details: { runId: run.id, objectKey, error: message },
      });
    }
    return failed ?? { ...run, status: "failed", error: message };
  } finally {
    snapshot?.close();
  }
}

/**
 * Keeps the newest `keepCount` successful backups and deletes the rest. Called
 * only after a backup succeeded, so the newest successful one is always kept.
 */
export async function pruneOldBackups(deps: BackupDeps, keepCount: number): Promise<string[]> {
  if (!deps.bucket) return [];
  const keep = Math.max(1, keepCount);
  const successful = await deps.db
    .select({ id: backupRuns.id, objectKey: backupRuns.objectKey })
    .from(backupRuns)
    .where(eq(backupRuns.status, "succeeded"))
    .orderBy(desc(backupRuns.startedAt));
  const old = successful.slice(keep);
  for (const run of old) {
    await deps.bucket.delete(run.objectKey);
    await deps.db
      .update(backupRuns)
      .set({ status: "pruned" })
      .where(and(eq(backupRuns.id, run.id), eq(backupRuns.status, "succeeded")));
  }
  return old.map((run) => run.id);
}
