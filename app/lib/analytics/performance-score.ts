// Performance scoring: one pure function, used by the
// browser monitor (to show the grade) and by the server (to store it).
// A value at a threshold counts on the better side: LCP 2500 ms is good, 4000 ms
// is medium, 4001 ms is poor. A metric the browser did not report costs nothing.

export const SCORE_THRESHOLDS = {
  lcp: { good: 2500, poor: 4000, mediumDeduction: 15, poorDeduction: 30 },
  fid: { good: 100, poor: 300, mediumDeduction: 10, poorDeduction: 25 },
  cls: { good: 0.1, poor: 0.25, mediumDeduction: 10, poorDeduction: 20 },
} as const;

export const MEMORY_DEDUCTIONS = [
  { above: 80, deduction: 15 },
  { above: 60, deduction: 8 },
] as const;

export type Grade = "A" | "B" | "C" | "D" | "F";
export const GRADES: readonly Grade[] = ["A", "B", "C", "D", "F"];

export type ScoredMetrics = {
  lcp?: number | null;
  fid?: number | null;
  cls?: number | null;
  memoryUsagePercent?: number | null;
};

function deduction(
  value: number | null | undefined,
  rule: (typeof SCORE_THRESHOLDS)[keyof typeof SCORE_THRESHOLDS],
): number {
  if (value == null || !Number.isFinite(value)) return 0;
  if (value > rule.poor) return rule.poorDeduction;
  if (value > rule.good) return rule.mediumDeduction;
  return 0;
}

export function performanceScore(metrics: ScoredMetrics): number {
  let score = 100;
  score -= deduction(metrics.lcp, SCORE_THRESHOLDS.lcp);
  score -= deduction(metrics.fid, SCORE_THRESHOLDS.fid);
  score -= deduction(metrics.cls, SCORE_THRESHOLDS.cls);
  const memory = metrics.memoryUsagePercent;
  if (memory != null && Number.isFinite(memory))
    score -= MEMORY_DEDUCTIONS.find((rule) => memory > rule.above)?.deduction ?? 0;
  return Math.min(100, Math.max(0, score));
}

export function performanceGrade(score: number): Grade {
  if (score >= 90) return "A";
  if (score >= 80) return "B";
  if (score >= 70) return "C";
  if (score >= 60) return "D";
  return "F";
}

/** Device type by viewport width: under 768 px mobile, under 1024 px tablet, else desktop. */
export type DeviceType = "mobile" | "tablet" | "desktop";
export const DEVICE_TYPES: readonly DeviceType[] = ["mobile", "tablet", "desktop"];

export function deviceTypeOfWidth(viewportWidth: number): DeviceType {
  if (viewportWidth < 768) return "mobile";
  if (viewportWidth < 1024) return "tablet";
  return "desktop";
}
