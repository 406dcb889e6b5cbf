import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvResponse, toCsv } from "../lib/admin/csv";
import { listAdminOrders, parseOrderFilters } from "../lib/admin/orders-admin.server";
import { requireAdmin } from "../lib/auth/session.server";

// The orders list as CSV, with the page's filters (up to 10,000 orders).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { rows } = await listAdminOrders(context.db, parseOrderFilters(new URL(request.url), 1), 10_000);
  return csvResponse(
    "orders.csv",
    toCsv(
      [
        "order_number",
        "email",
        "currency",
        "subtotal_price",
        "total_price",
        "financial_status",
        "fulfillment_status",
        "processed_at",
        "created_at",
      ],
      rows.map((row) => [
        row.orderNumber,
        row.email,
        row.currency,
        row.subtotalPrice,
        row.totalPrice,
        row.financialStatus,
        row.fulfillmentStatus,
        row.processedAt,
        row.createdAt,
      ]),
    ),
  );
}
