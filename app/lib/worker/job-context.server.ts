// What a scheduled job is handed, in a module of its own: the jobs import it, and the table of jobs
// (scheduled-jobs.server.ts) imports the jobs.
import type { Database } from "../platform/database.server";
import type { AppConfig, Env } from "../platform/env.server";

export type JobContext = {
  env: Env;
  config: AppConfig;
  db: Database;
  /** When the trigger was due (not when it ran), as Cloudflare reports it. */
  scheduledTime: Date;
  waitUntil(promise: Promise<unknown>): void;
};
