// The periods /admin/analytics offers, in days (search data is kept 30 days).
export const ANALYTICS_PERIODS = [1, 7, 30] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export function parsePeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days) ? (days as AnalyticsPeriod) : 7;
}
