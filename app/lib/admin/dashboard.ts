// The dashboard's periods (client-safe: the page's period links use them).
export const DASHBOARD_PERIODS = { today: "Today", "7d": "Last 7 days", "30d": "Last 30 days" } as const;
export type DashboardPeriod = keyof typeof DASHBOARD_PERIODS;
