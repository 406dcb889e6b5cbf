// The Worker's fetch handler: screen the request, one load context per request,
// then Remix; every answer leaves with its security headers.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `remix vite:build`; wrangler bundles it in.
// @ts-ignore -- generated file, typed as ServerBuild below
import * as serverBuild from "../build/server/index.js";
import type { Env } from "../app/lib/platform/env.server";
import type * as WorkerHooks from "../app/lib/worker/worker-hooks.server";

// Every app module comes through the server build, never a direct import, so each exists once in the
// bundle (decision 016; tests/worker/bundle.test.ts fails on a second copy). Only types are imported above.
const build = serverBuild as unknown as ServerBuild;
const {
  applyGeoPolicy,
  configureLogLevel,
  createAppLoadContext,
  finishRequest,
  htmlCacheVersion,
  logger,
  recordSearchOfCachedPage,
  runScheduledJobs,
  screenIncomingRequest,
  serveSignedInPage,
  serveWithHtmlCache,
  startupFailurePage,
  withSecurityHeaders,
} = (build.entry.module as unknown as { workerHooks: typeof WorkerHooks }).workerHooks;
const handleRemixRequest = createRequestHandler(build);

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    // Every answer (pages, data, resource routes, refusals, errors) leaves with its security headers.
    return withSecurityHeaders(await serve(request, env, executionContext), request);
  },

  // Cron Triggers: every job for the firing cron (app/lib/worker/scheduled-jobs.server.ts).
  async scheduled(controller: ScheduledController, env: Env, executionContext: ExecutionContext): Promise<void> {
    await runScheduledJobs(controller, env, executionContext);
  },
} satisfies ExportedHandler<Env>;

async function serve(incoming: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
  let loadContext;
  try {
    // Built from the incoming request's headers (the body is not read here), so the body screen can ask who is signed in.
    loadContext = createAppLoadContext(incoming, env, executionContext);
  } catch (error) {
    // Misconfiguration (bad bindings) must not leak details to shoppers.
    logger.error("Failed to build the request context", { error });
    return startupFailurePage();
  }
  const signedIn = loadContext.auth;
  // Whether this is an admin is read once per request and kept: requireAdmin later reads the same answer.
  const request = await screenIncomingRequest(incoming, {
    isAdmin: async () => (await signedIn.user().catch(() => null))?.isAdmin === true,
  });
  if (request instanceof Response) return finishRequest(loadContext, executionContext, request);
  configureLogLevel(loadContext.config.LOG_LEVEL);
  // Geo settings: count the page by country, and answer the blocked page when blocking is on.
  const geoAnswer = await applyGeoPolicy(request, loadContext);
  const context = loadContext;
  const htmlCache = env.HTML_CACHE !== "off";
  // A signed-in shopper's listing is the page kept for every signed-in shopper, with theirs put in (decision 056).
  const signedInPage = geoAnswer
    ? null
    : await serveSignedInPage(request, context, {
        enabled: htmlCache && env.SIGNED_IN_PAGES !== "off",
        version: () => htmlCacheVersion(context),
        render: async (page, shopperTemplate) => {
          // The stand-in's render: its own context, finished like any request's, its analytics dropped.
          const templateContext = createAppLoadContext(page, env, executionContext, { shopperTemplate });
          const rendered = await handleRemixRequest(page, templateContext);
          return finishRequest(templateContext, executionContext, rendered, { background: true });
        },
        waitUntil: (promise) => executionContext.waitUntil(promise),
        onKeptAnswer: (kept) => recordSearchOfCachedPage(request, context, kept),
      });
  // Anonymous catalogue and content pages come from the edge cache when they can (decision 073).
  const response =
    geoAnswer ??
    signedInPage ??
    (await serveWithHtmlCache(request, {
      enabled: htmlCache,
      // The catalogue snapshot and the page generation (badges, hero images): a change to either is a new key.
      version: () => htmlCacheVersion(context),
      render: async (page) => {
        if (page === request) return handleRemixRequest(page, context);
        // A background re-render of a stale page: its own context, finished like any request's.
        const rerenderContext = createAppLoadContext(page, env, executionContext);
        const rendered = await handleRemixRequest(page, rerenderContext);
        return finishRequest(rerenderContext, executionContext, rendered, { background: true });
      },
      waitUntil: (promise) => executionContext.waitUntil(promise),
      // A cached page still records its search; the loader that would have did not run.
      onCachedAnswer: (cached) => recordSearchOfCachedPage(request, context, cached),
    }));
  return finishRequest(loadContext, executionContext, response);
}
