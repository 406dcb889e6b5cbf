import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { applyAdminCacheControl } from "./lib/admin/admin-cache";
import { applySecurityHeaders } from "./lib/security/response-headers";

/** What workers/app.ts takes from this build, so the app is bundled once (decision 016). */
export * as workerHooks from "./lib/platform/worker-hooks.server";

// Streams stop waiting for deferred data after this long.
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), streamTimeout + 1_000);
  const body = await renderToReadableStream(<RemixServer context={remixContext} url={request.url} />, {
    signal: controller.signal,
    onError(error: unknown) {
      if (!controller.signal.aborted) console.error(error);
      responseStatusCode = 500;
    },
  });
  body.allReady.then(() => clearTimeout(timeoutId));
  // Crawlers get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(responseHeaders, new URL(request.url));
  applyAdminCacheControl(responseHeaders, new URL(request.url));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Single-fetch data requests (`.data`) get the same admin cache rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyAdminCacheControl(response.headers, new URL(request.url));
  return response;
};
