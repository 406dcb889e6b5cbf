import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvResponse, toCsv } from "../lib/admin/csv";
import { CSV_EXPORT_LIMIT, listSecurityLog, parseSecurityLogFilters } from "../lib/admin/security-log.server";
import { requireAdmin } from "../lib/auth/session.server";

// The security log page's rows as CSV, with the same filters (up to 10,000 rows).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const filters = parseSecurityLogFilters(new URL(request.url), 1);
  const { rows } = await listSecurityLog(context.db, filters, CSV_EXPORT_LIMIT);
  const csv = toCsv(
    ["time", filters.log === "audit" ? "action" : "type", "severity", "user", "ip_address", "details"],
    rows.map((row) => [row.at, row.type, row.severity, row.userEmail, row.ipAddress, row.details]),
  );
  return csvResponse(`${filters.log === "audit" ? "audit-log" : "security-events"}.csv`, csv);
}
