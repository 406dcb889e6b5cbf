// The Worker's fetch handler: screen the request, one load context per request,
// then Remix; every answer leaves with its security headers.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build exists only after `remix vite:build`; wrangler bundles it in.
// @ts-ignore -- generated file, typed as ServerBuild below
import * as serverBuild from "../build/server/index.js";
import { createAppLoadContext, finishRequest, type Env } from "../app/lib/platform/context.server";
import { startupFailurePage } from "../app/lib/platform/startup-failure";
import { screenIncomingRequest } from "../app/lib/security/request-screen.server";
import { withSecurityHeaders } from "../app/lib/security/response-headers";

const handleRemixRequest = createRequestHandler(serverBuild as unknown as ServerBuild);

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    return withSecurityHeaders(await serve(request, env, executionContext), request);
  },
} satisfies ExportedHandler<Env>;

async function serve(incoming: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
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
}
