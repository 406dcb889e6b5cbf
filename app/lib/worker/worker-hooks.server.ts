// Everything the Worker entry (workers/app.ts) needs from the app, handed over
// through the Remix server build (entry.server.tsx re-exports it). The entry
// must not import app modules itself: wrangler would bundle a second copy of
// each, and objects made by one copy fail `instanceof` checks in the other
// (a Storefront or sign-in error thrown by the entry's client was not
// recognised by the routes, and answered 500). Decision 016.
export { createAppLoadContext, finishRequest } from "~/lib/worker/context.server";
export { startupFailurePage } from "~/lib/worker/startup-failure";
export { screenIncomingRequest } from "~/lib/security/request-screen.server";
export { withSecurityHeaders } from "~/lib/security/response-headers";
export { runScheduledJobs } from "~/lib/worker/scheduled-jobs.server";
export { applyGeoPolicy } from "~/lib/worker/geo.server";
export { configureLogLevel, logger } from "~/lib/platform/logger";
export { htmlCacheVersion } from "~/lib/worker/page-generation.server";
export { serveWithHtmlCache } from "~/lib/worker/html-cache.server";
export { recordSearchOfCachedPage } from "~/lib/analytics/search-analytics.server";
