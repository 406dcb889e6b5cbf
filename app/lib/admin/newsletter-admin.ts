// The /admin/newsletter list's filters and row shape (client-safe; the queries are in newsletter-admin.server.ts).
export const SUBSCRIBER_STATUSES = ["subscribed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_CHART_PERIODS = [7, 30, 90] as const;

export type SubscriberFilters = {
  q: string;
  status: SubscriberStatus | "";
  days: (typeof SUBSCRIBER_CHART_PERIODS)[number];
  page: number;
};
export type SubscriberRow = {
  id: string;
  email: string;
  source: string;
  createdAt: string;
  unsubscribedAt: string | null;
};

export function parseSubscriberFilters(url: URL, page: number): SubscriberFilters {
  const status = url.searchParams.get("status") ?? "";
  const days = Number(url.searchParams.get("days"));
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    status: (SUBSCRIBER_STATUSES as readonly string[]).includes(status) ? (status as SubscriberStatus) : "",
    days: (SUBSCRIBER_CHART_PERIODS as readonly number[]).includes(days) ? (days as SubscriberFilters["days"]) : 30,
    page,
  };
}
