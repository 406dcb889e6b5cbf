// The Worker's fetch handler: one load context per request, then Remix.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `remix vite:build`; wrangler bundles it in.
// @ts-ignore -- generated file, typed as ServerBuild below
import * as serverBuild from "../build/server/index.js";
import { createAppLoadContext, finishRequest, type Env } from "../app/lib/platform/context.server";
import { startupFailurePage } from "../app/lib/platform/startup-failure";
import { screenIncomingRequest } from "../app/lib/security/request-screen.server";

const handleRemixRequest = createRequestHandler(serverBuild as unknown as ServerBuild);

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
    const response = await handleRemixRequest(request, loadContext);
    finishRequest(loadContext, executionContext);
    return response;
  },
} satisfies ExportedHandler<Env>;
