// The jobs the daily Cron Trigger runs (wrangler.toml [triggers]). Each job
// is an exported domain function that an admin button can call too; one
// failing job does not stop the others.
import { deleteExpiredSearchAnalytics } from "../analytics/search-analytics.server";
import { deleteExpiredFunnelEvents } from "../analytics/shop-funnel.server";
import { getDatabase } from "./database.server";
import { readConfig, type Env } from "./env.server";

export type JobOutcome = { job: string; ok: boolean; detail: string };

export async function runDailyJobs(env: Env, now = new Date()): Promise<JobOutcome[]> {
  const config = readConfig(env);
  const db = getDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  const jobs: [string, () => Promise<string>][] = [
    ["search-analytics-retention", async () => `${await deleteExpiredSearchAnalytics(db, now)} rows older than 30 days removed`],
    ["shop-funnel-retention", async () => `${await deleteExpiredFunnelEvents(db, now)} rows older than 90 days removed`],
  ];
  const outcomes: JobOutcome[] = [];
  for (const [job, run] of jobs) {
    try {
      outcomes.push({ job, ok: true, detail: await run() });
    } catch (error) {
      console.error(`scheduled job ${job} failed`, error);
      outcomes.push({ job, ok: false, detail: String(error) });
    }
  }
  return outcomes;
}
