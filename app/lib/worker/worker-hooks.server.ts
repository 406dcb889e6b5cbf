// Everything the Worker entry (workers/app.ts) needs from the app, handed over
// through the Remix server build (entry.server.tsx re-exports it). The entry
// must not import app modules itself: wrangler would bundle a second copy of
// each, and objects made by one copy fail `instanceof` checks in the other
// (a Storefront or sign-in error thrown by the entry's client was not
// recognised by the routes, and answered 500). Decision 016.
export { createAppLoadContext, finishRequest } from "./context.server";
export { startupFailurePage } from "./startup-failure";
export { screenIncomingRequest } from "../security/request-screen.server";
export { withSecurityHeaders } from "../security/response-headers";
export { withSignedInPagePrivacy } from "../security/personal-pages";
export { runScheduledJobs } from "./scheduled-jobs.server";
export { applyGeoPolicy } from "./geo.server";
export { configureLogLevel, logger } from "../platform/logger";
export { htmlCacheVersion } from "./page-generation.server";
export { serveWithHtmlCache } from "./html-cache.server";
export { serveSignedInPage } from "./signed-in-pages.server";
export { recordSearchOfCachedPage } from "../analytics/search-analytics.server";
export { serveMarkdownPage } from "../agents/markdown-pages.server";
export { representationOf, withVaryOnAccept } from "../agents/content-negotiation";
