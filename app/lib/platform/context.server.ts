// Everything a request needs, built once per request (Worker bindings exist only
// per request). Loaders and actions read these from `context`; nothing imports
// a singleton, and nothing here outlives the request (decision 015).
import { createRequestAuth } from "../auth/session.server";
import { createStorefront } from "../catalog/storefront.server";
import { createDatabase } from "./database.server";
import { readConfig, type Env } from "./env.server";
import { createRequestIo, DATABASE_CALL_DEADLINE_MS, STOREFRONT_CALL_DEADLINE_MS } from "./request-io.server";

export type { Env };

export function createAppLoadContext(request: Request, env: Env, executionContext: Pick<ExecutionContext, "waitUntil">) {
  const config = readConfig(env);
  const requestIo = createRequestIo();
  const db = createDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN, requestIo.fetchWithDeadline(DATABASE_CALL_DEADLINE_MS));
  const storefront = createStorefront({
    ...config.storefront,
    buyerIp: request.headers.get("CF-Connecting-IP") ?? undefined,
    fetch: requestIo.fetchWithDeadline(STOREFRONT_CALL_DEADLINE_MS),
  });
  return {
    env,
    config,
    db,
    storefront,
    requestIo,
    /** Who is signed in (read once per request) and the authenticator for sign-in. */
    auth: createRequestAuth(request, { config, db }),
    waitUntil: (promise: Promise<unknown>) => executionContext.waitUntil(promise),
  };
}

export type AppLoadContextShape = ReturnType<typeof createAppLoadContext>;

/**
 * Called with the response: calls still running (a sibling query of a page that
 * threw a 404 first, a write after the answer) finish under `waitUntil`
 * instead of being cut off with the request.
 */
export function finishRequest(context: AppLoadContextShape, executionContext: Pick<ExecutionContext, "waitUntil">): void {
  if (context.requestIo.inFlight() > 0) executionContext.waitUntil(context.requestIo.settled());
}

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppLoadContextShape {}
}
