import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { applyAdminCacheControl } from "./lib/admin/admin-cache";
import { NonceProvider } from "./components/ui/nonce";
import { pageContentSecurityPolicy } from "./lib/security/content-security-policy";
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
  loadContext: AppLoadContext,
) {
  // Every inline and first-party script carries this request's nonce (issue 16).
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
      if (!controller.signal.aborted) console.error(error);
      responseStatusCode = 500;
    },
  });
  body.allReady.then(() => clearTimeout(timeoutId));
  // Crawlers get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(responseHeaders, new URL(request.url));
  // Vite's dev server injects its own inline scripts; the built Worker is where the policy holds.
  if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", pageContentSecurityPolicy(nonce, imageOriginsOf(loadContext)));
  applyAdminCacheControl(responseHeaders, new URL(request.url));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** The local demo shop serves its product images over http from its own origin. */
function imageOriginsOf(context: AppLoadContext): string[] {
  return context.config.storefront.isDemoShop ? [new URL(context.config.DEMO_SHOP_URL).origin] : [];
}

/** Single-fetch data requests (`.data`) get the same admin cache rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyAdminCacheControl(response.headers, new URL(request.url));
  return response;
};
