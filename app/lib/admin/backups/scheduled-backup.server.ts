// The daily backup: the hourly trigger fires, and the job runs only at the hour
// the admin chose (UTC), once per day.
import { and, eq, gte } from "drizzle-orm";
import type { JobContext } from "../../worker/job-context.server";
import { backupRuns } from "../../../../db/schema";
import { getBackupSettings } from "./backup-runs.server";
import { runBackup } from "./backup.server";

export async function runScheduledBackup(context: JobContext) {
  const settings = await getBackupSettings(context.db);
  const due = context.scheduledTime;
  if (due.getUTCHours() !== settings.hourUtc) return { skipped: "not the configured hour" };
  // A trigger delivered twice must not back up twice in one day.
  const recent = new Date(Date.now() - 20 * 3_600_000).toISOString();
  const [already] = await context.db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(
      and(eq(backupRuns.trigger, "scheduled"), eq(backupRuns.status, "succeeded"), gte(backupRuns.startedAt, recent)),
    )
    .limit(1);
  if (already) return { skipped: "already backed up today" };
  return runBackup({ db: context.db, bucket: context.env.BACKUPS }, { trigger: "scheduled" });
}
