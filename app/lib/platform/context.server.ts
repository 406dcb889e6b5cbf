// Everything a request needs, built once per request (Worker bindings exist only
// per request). Loaders and actions read these from `context`; nothing imports
// a singleton, and nothing is kept in a module-level map keyed by request.
import { createRequestAuth } from "../auth/session.server";
import { createStorefront } from "../catalog/storefront.server";
import { getDatabase } from "./database.server";
import { readConfig, type Env } from "./env.server";

export type { Env };

export function createAppLoadContext(request: Request, env: Env, executionContext: Pick<ExecutionContext, "waitUntil">) {
  const config = readConfig(env);
  const db = getDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  const storefront = createStorefront({
    ...config.storefront,
    buyerIp: request.headers.get("CF-Connecting-IP") ?? undefined,
  });
  return {
    env,
    config,
    db,
    storefront,
    /** Who is signed in (read once per request) and the authenticator for sign-in. */
    auth: createRequestAuth(request, { config, db }),
    waitUntil: (promise: Promise<unknown>) => executionContext.waitUntil(promise),
  };
}

export type AppLoadContextShape = ReturnType<typeof createAppLoadContext>;

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppLoadContextShape {}
}
