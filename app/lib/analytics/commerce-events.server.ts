// Analytics ids: the admin's setting (/admin/config) when set, else the
// deploy's optional bindings (GA_MEASUREMENT_ID, META_PIXEL_ID); with neither,
// no analytics script is loaded at all.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { analyticsIdsIn, loadSiteSettings } from "../settings/site-settings.server";
import { sanitizeAnalyticsId, type AnalyticsIds } from "./commerce-events";

/** Pages that handle one-time tokens load no third-party tags (issue 16): nothing there may leak the token. */
const PAGES_WITHOUT_ANALYTICS = ["/auth/reset", "/auth/verify"];

export async function readAnalyticsIds(context: AppLoadContext, request?: Request): Promise<AnalyticsIds> {
  if (request && PAGES_WITHOUT_ANALYTICS.includes(new URL(request.url).pathname)) return { gaMeasurementId: null, metaPixelId: null };
  const { ga, pixel } = analyticsIdsIn(await loadSiteSettings(context), context.config);
  return { gaMeasurementId: sanitizeAnalyticsId(ga), metaPixelId: sanitizeAnalyticsId(pixel) };
}
