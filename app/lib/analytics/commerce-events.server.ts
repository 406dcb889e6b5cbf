// Analytics ids are optional bindings (GA_MEASUREMENT_ID, META_PIXEL_ID); with
// neither set, no analytics script is loaded at all.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sanitizeAnalyticsId, type AnalyticsIds } from "./commerce-events";

export function readAnalyticsIds(context: AppLoadContext): AnalyticsIds {
  return { gaMeasurementId: sanitizeAnalyticsId(context.config.GA_MEASUREMENT_ID), metaPixelId: sanitizeAnalyticsId(context.config.META_PIXEL_ID) };
}
