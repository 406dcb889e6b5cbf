// Stores the performance monitor's page-view beacons and reads them back for
// /admin/performance. The score is computed here from the metrics (
// section 9), never taken from the client.
import { desc, gte, lt } from "drizzle-orm";
import { z } from "zod";
import { countAttempt } from "../auth/rate-limit.server";
import type { Database } from "../platform/database.server";
import { performanceMetrics } from "../../../db/schema";
import {
  DEVICE_TYPES,
  GRADES,
  performanceGrade,
  performanceScore,
  type DeviceType,
  type Grade,
} from "./performance-score";

/** Per client address: a page view sends one beacon, so 60 a minute is generous. */
export const PERFORMANCE_METRICS_RATE = { limit: 60, windowMs: 60_000 } as const;

const millis = z.number().finite().min(0).max(600_000);
export const PerformanceBeaconSchema = z.object({
  page: z
    .string()
    .startsWith("/")
    .max(512)
    .transform((page) => page.split(/[?#]/)[0]),
  deviceType: z.enum(DEVICE_TYPES as [DeviceType, ...DeviceType[]]),
  pageVersion: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .optional(),
  lcp: millis.optional(),
  fid: millis.optional(),
  inp: millis.optional(),
  cls: z.number().finite().min(0).max(100).optional(),
  fcp: millis.optional(),
  ttfb: millis.optional(),
  loadTime: millis.optional(),
  memoryUsagePercent: z.number().finite().min(0).max(100).optional(),
  batteryLevel: z.number().finite().min(0).max(1).optional(),
  networkType: z.string().max(32).optional(),
  effectiveType: z.string().max(16).optional(),
  downlink: z.number().finite().min(0).max(100_000).optional(),
  rtt: z.number().finite().min(0).max(600_000).optional(),
  resourceCount: z.number().int().min(0).max(100_000).optional(),
  interactionLatency: millis.optional(),
});

export type ValidBeacon = z.infer<typeof PerformanceBeaconSchema>;

export async function storePerformanceBeacon(
  db: Database,
  beacon: ValidBeacon,
): Promise<{ score: number; grade: Grade }> {
  const score = performanceScore(beacon);
  const grade = performanceGrade(score);
  await db.insert(performanceMetrics).values({ ...beacon, score, grade });
  return { score, grade };
}

/** Per client network (network-key.ts). */
export function countPerformanceBeacon(db: Database, network: string, now = Date.now()) {
  return countAttempt(
    db,
    `performance-metrics:${network}`,
    PERFORMANCE_METRICS_RATE.limit,
    PERFORMANCE_METRICS_RATE.windowMs,
    now,
  );
}

/** Real-user metrics are kept this long (the longest report period is 30 days). */
export const PERFORMANCE_METRICS_RETENTION_DAYS = 90;

/** Daily retention: metrics older than PERFORMANCE_METRICS_RETENTION_DAYS go. */
export async function deleteExpiredPerformanceMetrics(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PERFORMANCE_METRICS_RETENTION_DAYS * 86_400_000).toISOString();
  return (await db.delete(performanceMetrics).where(lt(performanceMetrics.createdAt, cutoff))).rowsAffected;
}

// ------------------------------------------------------------ the admin report

export const REPORT_METRICS = ["lcp", "fid", "inp", "cls", "fcp", "ttfb", "loadTime"] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];
export const REPORT_PERIODS = { "24h": 1, "7d": 7, "30d": 30 } as const;
export type ReportPeriod = keyof typeof REPORT_PERIODS;
/** The most rows one report reads: p75 over the latest 5000 page views is plenty for a shop this size. */
export const REPORT_ROW_LIMIT = 5000;

/** The 75th percentile by the nearest-rank method; null for no values. */
export function percentile75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.75 * sorted.length) - 1)];
}

export type P75Row = { page: string; deviceType: DeviceType; views: number } & Record<ReportMetric, number | null>;
export type PerformanceReport = {
  period: ReportPeriod;
  views: number;
  sampled: boolean;
  overall: Record<ReportMetric, number | null>;
  byPageAndDevice: P75Row[];
  grades: Record<Grade, number>;
  averageScore: number | null;
  slowestPages: Array<{ page: string; views: number; lcp: number | null; averageScore: number }>;
};

type Row = typeof performanceMetrics.$inferSelect;

export async function loadPerformanceReport(
  db: Database,
  period: ReportPeriod,
  now = new Date(),
): Promise<PerformanceReport> {
  const since = new Date(now.getTime() - REPORT_PERIODS[period] * 86_400_000).toISOString();
  const rows = await db
    .select({
      page: performanceMetrics.page,
      deviceType: performanceMetrics.deviceType,
      lcp: performanceMetrics.lcp,
      fid: performanceMetrics.fid,
      inp: performanceMetrics.inp,
      cls: performanceMetrics.cls,
      fcp: performanceMetrics.fcp,
      ttfb: performanceMetrics.ttfb,
      loadTime: performanceMetrics.loadTime,
      score: performanceMetrics.score,
      grade: performanceMetrics.grade,
    })
    .from(performanceMetrics)
    .where(gte(performanceMetrics.createdAt, since))
    .orderBy(desc(performanceMetrics.createdAt))
    .limit(REPORT_ROW_LIMIT);
  return summarise(rows, period);
}

type ReportRow = Pick<Row, "page" | "deviceType" | "score" | "grade"> & Record<ReportMetric, number | null>;

function p75Of(rows: ReportRow[]): Record<ReportMetric, number | null> {
  return Object.fromEntries(
    REPORT_METRICS.map((metric) => [
      metric,
      percentile75(rows.map((row) => row[metric]).filter((value): value is number => value != null)),
    ]),
  ) as Record<ReportMetric, number | null>;
}

export function summarise(rows: ReportRow[], period: ReportPeriod): PerformanceReport {
  const groups = new Map<string, ReportRow[]>();
  const pages = new Map<string, ReportRow[]>();
  const grades = Object.fromEntries(GRADES.map((grade) => [grade, 0])) as Record<Grade, number>;
  for (const row of rows) {
    const key = `${row.page}\u0000${row.deviceType}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
    pages.set(row.page, [...(pages.get(row.page) ?? []), row]);
    grades[row.grade]++;
  }
  const byPageAndDevice = [...groups.values()]
    .map((group) => ({ page: group[0].page, deviceType: group[0].deviceType, views: group.length, ...p75Of(group) }))
    .sort((a, b) => b.views - a.views || a.page.localeCompare(b.page));
  const slowestPages = [...pages.entries()]
    .map(([page, group]) => ({
      page,
      views: group.length,
      lcp: p75Of(group).lcp,
      averageScore: Math.round(group.reduce((sum, row) => sum + row.score, 0) / group.length),
    }))
    .sort((a, b) => (b.lcp ?? -1) - (a.lcp ?? -1))
    .slice(0, 5);
  return {
    period,
    views: rows.length,
    sampled: rows.length >= REPORT_ROW_LIMIT,
    overall: p75Of(rows),
    byPageAndDevice,
    grades,
    averageScore: rows.length ? Math.round(rows.reduce((sum, row) => sum + row.score, 0) / rows.length) : null,
    slowestPages,
  };
}
