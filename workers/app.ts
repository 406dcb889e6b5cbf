// The Worker's fetch handler: one load context per request, then Remix.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `remix vite:build`; wrangler bundles it in.
// @ts-ignore -- generated file, typed as ServerBuild below
import * as serverBuild from "../build/server/index.js";
import type { createAppLoadContext as CreateAppLoadContext, Env } from "../app/lib/platform/context.server";
import { startupFailurePage } from "../app/lib/platform/startup-failure";

const build = serverBuild as unknown as ServerBuild;
const handleRemixRequest = createRequestHandler(build);
// From the build (app/entry.server.tsx re-exports it), not from source: one copy of each module.
const createAppLoadContext = (build.entry.module as unknown as { createAppLoadContext: typeof CreateAppLoadContext }).createAppLoadContext;

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
} satisfies ExportedHandler<Env>;
