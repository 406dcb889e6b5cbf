import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvResponse, toCsv } from "../lib/admin/csv";
import { parseSubscriberFilters } from "../lib/admin/newsletter-admin";
import { listSubscribers } from "../lib/admin/newsletter-admin.server";
import { requireAdmin } from "../lib/auth/session.server";

/** Up to this many subscribers in one download. */
const CSV_LIMIT = 50_000;

// The subscribers list as CSV, with the page's search and status filter.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { rows } = await listSubscribers(context.db, parseSubscriberFilters(new URL(request.url), 1), CSV_LIMIT);
  return csvResponse(
    "newsletter-subscribers.csv",
    toCsv(
      ["email", "status", "source", "subscribed_at", "unsubscribed_at"],
      rows.map((row) => [
        row.email,
        row.unsubscribedAt ? "unsubscribed" : "subscribed",
        row.source,
        row.createdAt,
        row.unsubscribedAt,
      ]),
    ),
  );
}
