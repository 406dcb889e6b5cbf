import type { ReportMetric } from "../../lib/analytics/performance-metrics.server";

export const METRIC_LABELS: Record<ReportMetric, string> = {
  lcp: "LCP",
  fid: "FID",
  inp: "INP",
  cls: "CLS",
  fcp: "FCP",
  ttfb: "TTFB",
  loadTime: "Load",
};
/** A metric's p75 as the report shows it: CLS as a score, the others in milliseconds; none measured is a dash. */
export function formatMetric(metric: ReportMetric, value: number | null): string {
  if (value === null) return "–";
  return metric === "cls" ? value.toFixed(3) : `${Math.round(value).toLocaleString("en-US")} ms`;
}
