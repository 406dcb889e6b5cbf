// The last run of each Cron job, one row per job (admin > Tech inventory shows
// them). Backups keep their own fuller history in backup_runs.
import { scheduledJobRuns } from "../../../db/schema";
import type { Database } from "../platform/database.server";

export type ScheduledJobRun = typeof scheduledJobRuns.$inferSelect;

export async function recordScheduledJobRun(db: Database, run: ScheduledJobRun): Promise<void> {
  const { job, ...rest } = run;
  await db.insert(scheduledJobRuns).values(run).onConflictDoUpdate({ target: scheduledJobRuns.job, set: rest });
}

export function listScheduledJobRuns(db: Database): Promise<ScheduledJobRun[]> {
  return db.select().from(scheduledJobRuns).orderBy(scheduledJobRuns.job);
}
