// Analytics ids are optional bindings (GA_MEASUREMENT_ID, META_PIXEL_ID); with
// neither set, no analytics script is loaded at all.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sanitizeAnalyticsId, type AnalyticsIds } from "./commerce-events";

/** Pages that handle one-time tokens load no third-party tags (issue 16): nothing there may leak the token. */
const PAGES_WITHOUT_ANALYTICS = ["/auth/reset", "/auth/verify"];

export function readAnalyticsIds(context: AppLoadContext, request?: Request): AnalyticsIds {
  if (request && PAGES_WITHOUT_ANALYTICS.includes(new URL(request.url).pathname)) return { gaMeasurementId: null, metaPixelId: null };
  return { gaMeasurementId: sanitizeAnalyticsId(context.config.GA_MEASUREMENT_ID), metaPixelId: sanitizeAnalyticsId(context.config.META_PIXEL_ID) };
}
