// The jobs Cron Triggers run. One small table: each job names the cron
// expression (as written in wrangler.toml `[triggers] crons`) it runs on.
// To add a job, add a row here and, if it needs a new schedule, the cron to wrangler.toml.
import { runScheduledBackup } from "../admin/backups/scheduled-backup.server";
import { deleteExpiredProductViews, deleteStaleVisitorSessions } from "../analytics/visitor-sessions.server";
import { deleteExpiredPerformanceMetrics } from "../analytics/performance-metrics.server";
import { deleteExpiredContactMessages } from "../contact/contact.server";
import { deleteExpiredOutboxEmails } from "../email/outbox.server";
import { deleteExpiredSecurityEvents } from "../security/events.server";
import { deleteStaleRateLimits } from "../auth/rate-limit.server";
import { deleteExpiredRevokedSessions } from "../auth/session-revocation.server";
import { deleteExpiredSearchAnalytics } from "../analytics/search-analytics.server";
import { deleteExpiredFunnelEvents } from "../analytics/shop-funnel.server";
import { deleteExpiredWebhookDeliveries } from "../catalog/product-webhooks.server";
import { deleteExpiredAlerts } from "../restock/back-in-stock-alerts.server";
import { CATALOG_SNAPSHOT_CRON, runCatalogSnapshotJob } from "../catalog/catalog-snapshot-job.server";
import { deleteSettledCheckouts, runCheckoutExpiryJob } from "../checkout/draft-checkout.server";
import { createDatabase } from "../platform/database.server";
import { readConfig, type Env } from "../platform/env.server";
import type { JobContext } from "./job-context.server";
import { recordScheduledJobRun } from "./scheduled-job-runs.server";
import { createRequestIo, DATABASE_CALL_DEADLINE_MS } from "../platform/request-io.server";
import { logger } from "../platform/logger";
import { awaitAll } from "../platform/await-all";

export type ScheduledJob = { name: string; cron: string; run(context: JobContext): Promise<unknown> };

export const HOURLY = "0 * * * *";

/** Daily, at a quiet hour: retention cleanups. */
export const DAILY = "15 3 * * *";

export const scheduledJobs: ScheduledJob[] = [
  { name: "backup", cron: HOURLY, run: runScheduledBackup },
  // Search analytics are kept 30 days.
  {
    name: "search-analytics-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteExpiredSearchAnalytics(db, scheduledTime),
  },
  {
    name: "rate-limit-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteStaleRateLimits(db, scheduledTime.getTime()),
  },
  {
    name: "revoked-session-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteExpiredRevokedSessions(db, scheduledTime.getTime()),
  },
  {
    name: "visitor-session-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteStaleVisitorSessions(db, scheduledTime),
  },
  {
    name: "shop-funnel-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteExpiredFunnelEvents(db, scheduledTime),
  },
  {
    name: "product-view-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteExpiredProductViews(db, scheduledTime),
  },
  {
    name: "security-event-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteExpiredSecurityEvents(db, scheduledTime),
  },
  {
    name: "performance-metric-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteExpiredPerformanceMetrics(db, scheduledTime),
  },
  {
    name: "email-outbox-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteExpiredOutboxEmails(db, scheduledTime),
  },
  {
    name: "webhook-delivery-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteExpiredWebhookDeliveries(db, scheduledTime),
  },
  {
    name: "contact-message-retention",
    cron: DAILY,
    run: ({ db, env, scheduledTime }) => deleteExpiredContactMessages({ db, media: env.MEDIA }, scheduledTime),
  },
  // Back-in-stock alerts last 90 days; the restock email also never goes past that date.
  {
    name: "back-in-stock-alert-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteExpiredAlerts(db, scheduledTime),
  },
  // Completed and expired draft-order checkouts are kept 90 days.
  {
    name: "checkout-retention",
    cron: DAILY,
    run: ({ db, scheduledTime }) => deleteSettledCheckouts(db, scheduledTime),
  },
  { name: "catalogue snapshot", cron: CATALOG_SNAPSHOT_CRON, run: runCatalogSnapshotJob },
  // Studio pieces held by a checkout whose draft order expired unpaid go back on sale (the draft is deleted first).
  { name: "checkout-expiry", cron: CATALOG_SNAPSHOT_CRON, run: runCheckoutExpiryJob },
];

/** Runs one job and says when it started, how long it took and how it failed (null: it did not). */
async function timedRun(
  job: ScheduledJob,
  context: JobContext,
): Promise<{ startedAt: Date; durationMs: number; error: unknown }> {
  const startedAt = new Date();
  const started = performance.now();
  let error: unknown = null;
  try {
    await job.run(context);
  } catch (failure) {
    error = failure ?? new Error("failed");
    logger.error("Scheduled job failed", { job: job.name, error: failure });
  }
  return { startedAt, durationMs: Math.round(performance.now() - started), error };
}

/** Runs every job on the firing cron; one failing job never stops the others. */
export async function runScheduledJobs(
  controller: Pick<ScheduledController, "cron" | "scheduledTime">,
  env: Env,
  executionContext: Pick<ExecutionContext, "waitUntil">,
): Promise<void> {
  const config = readConfig(env);
  // Like a request: its own client, every call with a deadline (decision 015).
  const io = createRequestIo();
  const context: JobContext = {
    env,
    config,
    db: createDatabase(
      config.DATABASE_URL,
      config.DATABASE_AUTH_TOKEN,
      io.fetchWithDeadline(DATABASE_CALL_DEADLINE_MS),
    ),
    scheduledTime: new Date(controller.scheduledTime),
    waitUntil: (promise) => executionContext.waitUntil(promise),
  };
  const due = scheduledJobs.filter((job) => job.cron === controller.cron);
  // timedRun never throws: one failing job never stops the others.
  const runs = await awaitAll(due.map((job) => timedRun(job, context)));
  // Each job's last run, for admin > Tech inventory; a failed record never fails the jobs.
  await Promise.allSettled(
    runs.map(({ startedAt, durationMs, error }, index) => {
      const run = {
        job: due[index].name,
        cron: due[index].cron,
        startedAt: startedAt.toISOString(),
        durationMs,
        outcome: error === null ? ("succeeded" as const) : ("failed" as const),
        error: error === null ? null : String(error instanceof Error ? error.message : error).slice(0, 500),
      };
      return recordScheduledJobRun(context.db, run).catch((recordError) =>
        logger.error("Could not record a scheduled job run", { job: run.job, error: recordError }),
      );
    }),
  );
  await io.settled();
}
