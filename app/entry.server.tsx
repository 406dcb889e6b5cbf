import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { applyAdminCacheControl } from "./lib/admin/admin-cache";
import { NonceProvider } from "./hooks/nonce";
import { pageContentSecurityPolicy } from "./lib/security/content-security-policy";
import { writeTouchedAdminSession } from "./lib/auth/admin-activity.server";
import { applySecurityHeaders } from "./lib/security/response-headers";
import { logger } from "./lib/platform/logger";
import { endDocumentAfterStream } from "./lib/worker/document-end.server";

/** What workers/app.ts takes from this build, so the app is bundled once (decision 016). */
export * as workerHooks from "./lib/worker/worker-hooks.server";

// Streams stop waiting for deferred data after this long.
export const streamTimeout = 5_000;

// Remix's warning for a `?_data` request (the pre-single-fetch protocol): only crawlers and fuzzers send it.
const LEGACY_DATA_REQUEST = /^Warning: Single fetch-enabled apps should not be making \?_data requests/;

/** The router's own 4xx answers (a URL, route or method no route takes) and legacy `?_data` requests: the visitor's mistake, not ours. */
function isVisitorMistake(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status < 500;
  return error instanceof Error && LEGACY_DATA_REQUEST.test(error.message);
}

/**
 * Errors Remix caught in a loader, action or render. A request the visitor
 * abandoned (a second click, a navigation away) is not an error of ours; the
 * rest go to the one logger as a JSON line instead of Remix's bare console.error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const fields = { error, method: request.method, path: new URL(request.url).pathname };
  if (isVisitorMistake(error)) return logger.info("Request no route takes", fields);
  logger.error("Unhandled error while answering a request", fields);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every inline and first-party script carries this request's nonce.
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), streamTimeout + 1_000);
  const app = (
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>
  );
  const body = await renderToReadableStream(app, {
    nonce,
    signal: controller.signal,
    onError(error: unknown) {
      if (!controller.signal.aborted) logger.error("Rendering failed", { error });
      responseStatusCode = 500;
    },
  });
  body.allReady.then(() => clearTimeout(timeoutId));
  // Crawlers get the whole document at once (React then writes every part in place); browsers get the shell at once and the rest as it streams.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(responseHeaders, new URL(request.url));
  // Vite's dev server injects its own inline scripts; the built Worker is where the policy holds.
  if (!import.meta.env.DEV)
    responseHeaders.set("Content-Security-Policy", pageContentSecurityPolicy(nonce, imageOriginsOf(loadContext)));
  applyAdminCacheControl(responseHeaders, new URL(request.url));
  await writeTouchedAdminSession(responseHeaders, request, loadContext);
  // Either way the streamed parts' scripts land inside <body> (decision 042).
  return new Response(endDocumentAfterStream(body), { headers: responseHeaders, status: responseStatusCode });
}

/** The local demo shop serves its product images over http from its own origin. */
function imageOriginsOf(context: AppLoadContext): string[] {
  return context.config.storefront.isDemoShop ? [new URL(context.config.DEMO_SHOP_URL).origin] : [];
}

/** Single-fetch data requests (`.data`) get the same admin cache rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  applyAdminCacheControl(response.headers, new URL(request.url));
  await writeTouchedAdminSession(response.headers, request, context);
  return response;
};
