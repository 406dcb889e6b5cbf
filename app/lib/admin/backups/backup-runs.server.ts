// The record of backup runs and the backup settings, as the admin pages read them.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/database.server";
import { writeAuditEntry } from "../../security/events.server";
import { backupRuns, backupSettings } from "../../../../db/schema";
import { BACKUP_GROUPS, DEFAULT_BACKUP_SETTINGS, type BackupGroup, type BackupSettings } from "./backup-settings";
import { awaitAll } from "../../platform/await-all";

export type BackupRun = typeof backupRuns.$inferSelect;
export type BackupTrigger = BackupRun["trigger"];
export type BackupStatus = BackupRun["status"];

const SETTINGS_ID = "backup";

export async function getBackupSettings(db: Database): Promise<BackupSettings> {
  const [row] = await db.select().from(backupSettings).where(eq(backupSettings.id, SETTINGS_ID)).limit(1);
  if (!row) return DEFAULT_BACKUP_SETTINGS;
  const groups = row.includeGroups.filter((group): group is BackupGroup =>
    (BACKUP_GROUPS as readonly string[]).includes(group),
  );
  return { hourUtc: row.hourUtc, keepCount: Math.max(1, row.keepCount), includeGroups: groups };
}

export async function saveBackupSettings(db: Database, settings: BackupSettings, userId: string): Promise<void> {
  const before = await getBackupSettings(db);
  const includeGroups = [...new Set<BackupGroup>(["core", ...settings.includeGroups])];
  const after = { ...settings, includeGroups };
  await db
    .insert(backupSettings)
    .values({ id: SETTINGS_ID, ...after })
    .onConflictDoUpdate({
      target: backupSettings.id,
      set: { ...after, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
    });
  await writeAuditEntry(db, { action: "backup_settings_updated", userId, before, after, severity: "medium" });
}

export type RunFilters = { status?: BackupStatus; trigger?: BackupTrigger; page: number };
export const RUNS_PER_PAGE = 20;

export async function listBackupRuns(db: Database, filters: RunFilters): Promise<{ runs: BackupRun[]; total: number }> {
  const where = and(
    filters.status ? eq(backupRuns.status, filters.status) : undefined,
    filters.trigger ? eq(backupRuns.trigger, filters.trigger) : undefined,
  );
  const [runs, [{ total }]] = await awaitAll([
    db
      .select()
      .from(backupRuns)
      .where(where)
      .orderBy(desc(backupRuns.startedAt))
      .limit(RUNS_PER_PAGE)
      .offset((filters.page - 1) * RUNS_PER_PAGE),
    db
      .select({ total: sql<number>`count(*)` })
      .from(backupRuns)
      .where(where),
  ]);
  return { runs, total: Number(total) };
}

/** Backups that can still be downloaded or restored, newest first. */
export async function listAvailableBackups(db: Database, limit = 50): Promise<BackupRun[]> {
  return db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, "succeeded"))
    .orderBy(desc(backupRuns.startedAt))
    .limit(limit);
}

export async function getBackupRun(db: Database, id: string): Promise<BackupRun | null> {
  const [run] = await db.select().from(backupRuns).where(eq(backupRuns.id, id)).limit(1);
  return run ?? null;
}

export async function latestRun(db: Database, trigger?: BackupTrigger): Promise<BackupRun | null> {
  const [run] = await db
    .select()
    .from(backupRuns)
    .where(trigger ? eq(backupRuns.trigger, trigger) : undefined)
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return run ?? null;
}
