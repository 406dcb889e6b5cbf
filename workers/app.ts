// The Worker's fetch handler: one load context per request, then Remix.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `remix vite:build`; wrangler bundles it in.
// @ts-ignore -- generated file, typed as ServerBuild below
import * as serverBuild from "../build/server/index.js";
import type { Env } from "../app/lib/platform/env.server";
import type * as WorkerHooks from "../app/lib/platform/worker-hooks.server";

// Every app module comes through the server build, never a direct import, so each exists once in the
// bundle (decision 016; tests/worker/bundle.test.ts fails on a second copy). Only types are imported above.
const build = serverBuild as unknown as ServerBuild;
const { createAppLoadContext, finishRequest, runScheduledJobs, screenIncomingRequest, startupFailurePage, catalogVersionInMemory, serveWithHtmlCache } = (build.entry.module as unknown as { workerHooks: typeof WorkerHooks }).workerHooks;
const handleRemixRequest = createRequestHandler(build);

export default {
  async fetch(incoming: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const request = await screenIncomingRequest(incoming);
    if (request instanceof Response) return request;
    let loadContext;
    try {
      loadContext = createAppLoadContext(request, env, executionContext);
    } catch (error) {
      // Misconfiguration (bad bindings) must not leak details to shoppers.
      console.error("Failed to build the request context", error);
      return startupFailurePage();
    }
    const context = loadContext;
    // Anonymous catalogue and content pages come from the edge cache when they can (decision 017).
    const response = await serveWithHtmlCache(request, {
      enabled: env.HTML_CACHE !== "off",
      version: () => catalogVersionInMemory(context),
      render: async (page) => {
        if (page === request) return handleRemixRequest(page, context);
        // A background re-render of a stale page: its own context, finished like any request's.
        const rerenderContext = createAppLoadContext(page, env, executionContext);
        const rendered = await handleRemixRequest(page, rerenderContext);
        finishRequest(rerenderContext, executionContext);
        return rendered;
      },
      waitUntil: (promise) => executionContext.waitUntil(promise),
    });
    finishRequest(loadContext, executionContext);
    return response;
  },

  // Cron Triggers: every job for the firing cron (app/lib/platform/scheduled-jobs.server.ts).
  async scheduled(controller: ScheduledController, env: Env, executionContext: ExecutionContext): Promise<void> {
    await runScheduledJobs(controller, env, executionContext);
  },
} satisfies ExportedHandler<Env>;
