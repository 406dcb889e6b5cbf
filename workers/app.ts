// The Worker's fetch handler: one load context per request, then Remix.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `remix vite:build`; wrangler bundles it in.
// @ts-ignore -- generated file, typed as ServerBuild below
import * as serverBuild from "../build/server/index.js";
import { createAppLoadContext, type Env } from "../app/lib/platform/context.server";
import { runDailyJobs } from "../app/lib/platform/scheduled-jobs.server";
import { startupFailurePage } from "../app/lib/platform/startup-failure";

const handleRemixRequest = createRequestHandler(serverBuild as unknown as ServerBuild);

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    let loadContext;
    try {
      loadContext = createAppLoadContext(request, env, executionContext);
    } catch (error) {
      // Misconfiguration (bad bindings) must not leak details to shoppers.
      console.error("Failed to build the request context", error);
      return startupFailurePage();
    }
    return handleRemixRequest(request, loadContext);
  },
  // The daily Cron Trigger (wrangler.toml): retention cleanups and other jobs.
  async scheduled(_controller: ScheduledController, env: Env, executionContext: ExecutionContext): Promise<void> {
    executionContext.waitUntil(runDailyJobs(env).then((outcomes) => console.log("daily jobs", JSON.stringify(outcomes))));
  },
} satisfies ExportedHandler<Env>;
