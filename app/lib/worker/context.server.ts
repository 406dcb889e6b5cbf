// Everything a request needs, built once per request (Worker bindings exist only
// per request). Loaders and actions read these from `context`; nothing imports
// a singleton, and nothing here outlives the request (decision 015).
import { createRequestAuth, type RequestAuth } from "../auth/session.server";
import type { SessionUser } from "../auth/session-user";
import type { GridPreferences } from "../catalog/grid-preferences";
import type { Theme } from "../theme/theme";
import { createStorefront } from "../catalog/storefront.server";
import { createCspNonce } from "../security/content-security-policy";
import { createDatabase } from "../platform/database.server";
import { readConfig, type Env } from "../platform/env.server";
import { createRequestIo, DATABASE_CALL_DEADLINE_MS, STOREFRONT_CALL_DEADLINE_MS } from "../platform/request-io.server";
import { logger } from "../platform/logger";
import { HTML_CACHE_HEADER } from "./html-cache.server";
import { awaitAll } from "../platform/await-all";

export type { Env };

/**
 * A page rendered for a stand-in shopper, to be shared by every signed-in shopper who sees the same page
 * (decision 056): the stand-in is the signed-in user, the grid and theme are the ones given (no cookie or
 * database is read for them), and with `allFavorites` every product on the page shows as a favorite. Nothing
 * in it belongs to a real shopper.
 */
export type ShopperTemplate = { user: SessionUser; allFavorites: boolean; grid: GridPreferences; theme: Theme };

export function createAppLoadContext(
  request: Request,
  env: Env,
  executionContext: Pick<ExecutionContext, "waitUntil">,
  options: { shopperTemplate?: ShopperTemplate } = {},
) {
  const config = readConfig(env);
  const requestIo = createRequestIo();
  // Work that must not touch this response at all (search analytics): started once its last byte is sent.
  const afterResponseTasks: (() => Promise<unknown>)[] = [];
  // Made on first use: a page answered from the HTML cache often needs no database at all.
  let db: ReturnType<typeof createDatabase> | null = null;
  const database = () =>
    (db ??= createDatabase(
      config.DATABASE_URL,
      config.DATABASE_AUTH_TOKEN,
      requestIo.fetchWithDeadline(DATABASE_CALL_DEADLINE_MS),
    ));
  const storefront = createStorefront({
    ...config.storefront,
    buyerIp: request.headers.get("CF-Connecting-IP") ?? undefined,
    fetch: requestIo.fetchWithDeadline(STOREFRONT_CALL_DEADLINE_MS),
  });
  return {
    env,
    config,
    get db() {
      return database();
    },
    storefront,
    requestIo,
    /** Who is signed in (read once per request) and the authenticator for sign-in. */
    auth: options.shopperTemplate
      ? templateAuth(options.shopperTemplate.user)
      : createRequestAuth(request, {
          config,
          get db() {
            return database();
          },
        }),
    /** Set only while rendering a page shared by signed-in shoppers (decision 056). */
    shopperTemplate: options.shopperTemplate ?? null,
    /**
     * A page's HTML rather than Remix's data for a client-side navigation (`.data`): a listing page leaves its cards
     * out of the HTML's hydration data, since the page's markup already holds them (decision 055).
     */
    documentRequest: !new URL(request.url).pathname.endsWith(".data"),
    /** This request's Content-Security-Policy nonce (entry.server puts it on every inline script). */
    cspNonce: createCspNonce(),
    waitUntil: (promise: Promise<unknown>) => executionContext.waitUntil(promise),
    /** Queues work to start after the response has been sent (under `waitUntil`); nothing runs before. */
    afterResponse: (task: () => Promise<unknown>) => void afterResponseTasks.push(task),
    afterResponseTasks,
  };
}

export type AppLoadContextShape = ReturnType<typeof createAppLoadContext>;

/** A stand-in shopper's page signs nobody in: there is no authenticator to reach. */
function templateAuth(user: SessionUser): RequestAuth {
  return {
    user: async () => user,
    // Its grid, theme and hearts are the template's own (the listing and the root read them from it).
    extras: async () => ({ userId: user.id, favoriteProductIds: [], preferences: {} }),
    get authenticator(): never {
      throw new Error("A shared signed-in page cannot sign anyone in");
    },
  };
}

/**
 * Called with the response: calls still running (a sibling query of a page that
 * threw a 404 first) finish under `waitUntil` instead of being cut off with the
 * request, and the after-response work starts once the body has been handed
 * on whole, so it never competes with rendering or sending this answer. A
 * background re-render of a cached page is nobody's visit: its after-response
 * work (analytics) is dropped.
 */
export function finishRequest(
  context: AppLoadContextShape,
  executionContext: Pick<ExecutionContext, "waitUntil">,
  response: Response,
  options: { background?: boolean } = {},
): Response {
  if (context.requestIo.inFlight() > 0) executionContext.waitUntil(context.requestIo.settled());
  const tasks = context.afterResponseTasks.splice(0);
  if (tasks.length === 0 || options.background) return response;
  const runTasks = () =>
    awaitAll(
      tasks.map((task) => task().catch((error: unknown) => logger.error("After-response work failed", { error }))),
    );
  if (!response.body) {
    executionContext.waitUntil(runTasks());
    return response;
  }
  // A page from the HTML cache is already whole: nothing is rendered for it, so the work need not wait for
  // its last byte (a pipe through a stream of ours only made the answer later); it starts on the next turn.
  if (/^(?:hit|stale)$/.test(response.headers.get(HTML_CACHE_HEADER) ?? "")) {
    executionContext.waitUntil(new Promise((resolve) => setTimeout(resolve, 0)).then(runTasks));
    return response;
  }
  // workerd's native identity stream: the bytes (a cached page's, often) pass without a JavaScript hop per chunk.
  const { readable, writable } = new IdentityTransformStream();
  // A shopper who leaves mid-page cancels the pipe; the work still runs.
  executionContext.waitUntil(
    response.body
      .pipeTo(writable)
      .catch(() => undefined)
      .then(runTasks),
  );
  return new Response(readable, response);
}

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppLoadContextShape {}
}
