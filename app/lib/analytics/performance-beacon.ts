// The page-view beacon the performance monitor sends to /api/performance-metrics
// (client-safe: no schema library; the server validates with zod).
import type { DeviceType } from "./performance-score";

export const PERFORMANCE_METRICS_PATH = "/api/performance-metrics";
export const PERFORMANCE_BODY_MAX_BYTES = 4 * 1024;
/**
 * The share of page views whose metrics are sent. 1 = every page view: the shop's
 * traffic is small and one row per view is cheap. Lower it here when it grows;
 * p75 stays honest under uniform sampling.
 */
export const PERFORMANCE_SAMPLE_RATE = 1;

export type PerformanceBeacon = {
  page: string;
  deviceType: DeviceType;
  pageVersion?: string;
  lcp?: number;
  fid?: number;
  inp?: number;
  cls?: number;
  fcp?: number;
  ttfb?: number;
  loadTime?: number;
  memoryUsagePercent?: number;
  batteryLevel?: number;
  networkType?: string;
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
  resourceCount?: number;
  interactionLatency?: number;
};
