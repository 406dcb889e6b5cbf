// What the backup pages' actions do, so the routes stay thin.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { writeAuditEntry } from "../../security/events.server";
import { formatBytes, totalRows } from "./backup-display";
import type { BackupRun } from "./backup-runs.server";
import { runBackup, type BackupDeps } from "./backup.server";
import type { Toast } from "../../platform/toast";

export function backupDeps(context: AppLoadContext): BackupDeps {
  return { db: context.db, bucket: context.env.BACKUPS };
}

/** "Back up now": one backup, audited, and the toast that reports it. */
export async function backUpNow(context: AppLoadContext, userId: string): Promise<{ run: BackupRun; toast: Toast }> {
  const run = await runBackup(backupDeps(context), { trigger: "manual", startedBy: userId });
  await writeAuditEntry(context.db, {
    action: "backup_created",
    userId,
    severity: "medium",
    details: { runId: run.id, objectKey: run.objectKey, status: run.status, error: run.error },
  });
  const toast: Toast =
    run.status === "succeeded"
      ? {
          title: "Backup complete",
          message: `${totalRows(run.rowCounts).toLocaleString("en-US")} rows, ${formatBytes(run.sizeBytes)}.`,
          tone: "success",
        }
      : { title: "Backup failed", message: run.error ?? "Unknown error", tone: "error" };
  return { run, toast };
}
