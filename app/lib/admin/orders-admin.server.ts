// Orders as an admin sees them: every order the webhook stored, searchable by
// number and email, filtered by payment status, with one order's lines.
import { and, asc, count, desc, eq, like, or, type SQL } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { orderLines, orders } from "../../../db/schema";
import { ADMIN_PAGE_SIZE } from "./admin-list";
import { awaitAll } from "../platform/await-all";

export type OrderFilters = { q: string; status: string; page: number };
export type AdminOrderRow = typeof orders.$inferSelect;

export function parseOrderFilters(url: URL, page: number): OrderFilters {
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    status: (url.searchParams.get("status") ?? "").trim().slice(0, 40),
    page,
  };
}

function whereFor(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    const text = `%${filters.q.toLowerCase().replace(/^#/, "").replace(/[%_]/g, "")}%`;
    conditions.push(or(like(orders.orderNumber, text), like(orders.email, text))!);
  }
  if (filters.status) conditions.push(eq(orders.financialStatus, filters.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAdminOrders(
  db: Database,
  filters: OrderFilters,
  limit = ADMIN_PAGE_SIZE,
): Promise<{ rows: AdminOrderRow[]; total: number; statuses: string[] }> {
  const where = whereFor(filters);
  const [rows, [{ total }], statuses] = await awaitAll([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(limit)
      .offset((filters.page - 1) * limit),
    db.select({ total: count() }).from(orders).where(where),
    db.selectDistinct({ status: orders.financialStatus }).from(orders).orderBy(asc(orders.financialStatus)),
  ]);
  return {
    rows,
    total,
    statuses: statuses.map((row) => row.status).filter((status): status is string => Boolean(status)),
  };
}

export async function loadAdminOrder(db: Database, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
  return { ...order, lines };
}
