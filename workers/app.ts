// The Worker's fetch handler: one load context per request, then Remix.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `remix vite:build`; wrangler bundles it in.
// @ts-ignore -- generated file, typed as ServerBuild below
import * as serverBuild from "../build/server/index.js";
import { createAppLoadContext, type Env } from "../app/lib/platform/context.server";
import { startupFailurePage } from "../app/lib/platform/startup-failure";
import type { catalogVersionInMemory, rebuildCatalogSnapshot } from "../app/lib/catalog/catalog.server";
import { serveWithHtmlCache } from "../app/lib/platform/html-cache.server";

const build = serverBuild as unknown as ServerBuild;
const handleRemixRequest = createRequestHandler(build);
// From the server build's entry module, so the catalogue's memory is the one the routes use.
const catalog = build.entry.module as unknown as { catalogVersionInMemory: typeof catalogVersionInMemory; rebuildCatalogSnapshot: typeof rebuildCatalogSnapshot };

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
    const context = loadContext;
    // Anonymous catalogue and content pages come from the edge cache when they can (decision 014).
    return serveWithHtmlCache(request, {
      version: () => catalog.catalogVersionInMemory(context),
      render: (page) => handleRemixRequest(page, page === request ? context : createAppLoadContext(page, env, executionContext)),
      waitUntil: (promise) => executionContext.waitUntil(promise),
    });
  },

  // The Cron Trigger (wrangler.toml): rebuild the catalogue snapshot off the shoppers' path (decision 014).
  async scheduled(controller: ScheduledController, env: Env, executionContext: ExecutionContext): Promise<void> {
    const context = createAppLoadContext(new Request(`https://scheduled.internal/${controller.cron}`), env, executionContext);
    const result = await catalog.rebuildCatalogSnapshot(context);
    console.log(`Catalogue snapshot ${result.version}: ${result.productCount} products${result.stored ? "" : " (not stored)"}`);
  },
} satisfies ExportedHandler<Env>;
