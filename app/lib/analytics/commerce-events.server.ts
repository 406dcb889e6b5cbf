// Analytics ids: the admin's setting (/admin/config) when set, else the
// deploy's optional bindings (GA_MEASUREMENT_ID, META_PIXEL_ID); with neither,
// no analytics script is loaded at all.
import type { SiteSettings } from "../settings/site-settings";
import { analyticsIdsIn } from "../settings/site-settings.server";
import type { AppConfig } from "../platform/env.server";
import { sanitizeAnalyticsId, type AnalyticsIds } from "./commerce-events";

/** Pages that handle one-time tokens load no third-party tags: nothing there may leak the token. */
const PAGES_WITHOUT_ANALYTICS = ["/auth/reset", "/auth/verify"];

/** The ids in force for this page, from the settings the root loader already read. */
export function analyticsIdsFor(
  settings: SiteSettings,
  config: Pick<AppConfig, "GA_MEASUREMENT_ID" | "META_PIXEL_ID">,
  request: Request,
): AnalyticsIds {
  if (PAGES_WITHOUT_ANALYTICS.includes(new URL(request.url).pathname))
    return { gaMeasurementId: null, metaPixelId: null };
  const { ga, pixel } = analyticsIdsIn(settings, config);
  return { gaMeasurementId: sanitizeAnalyticsId(ga), metaPixelId: sanitizeAnalyticsId(pixel) };
}
