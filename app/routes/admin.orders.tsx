import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { buttonClass } from "../components/ui/button-styles";
import { Button } from "../components/ui/Button";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { AdminTable } from "../components/admin/kit/AdminTable";
import { AdminPagination } from "../components/admin/AdminPagination";
import { pageCount } from "../lib/admin/admin-list";
import { parsePageNumber } from "../lib/platform/page-number";
import { adminMeta } from "../lib/admin/admin-meta";
import { listAdminOrders, loadAdminOrder, parseOrderFilters } from "../lib/admin/orders-admin.server";
import { requireAdmin } from "../lib/auth/session.server";
import { formatOrderMoney, formatOrderStatus } from "../lib/orders/order-display";
import { useShopTime } from "../components/admin/useShopTime";
import { UnpaidCheckouts } from "../components/admin/orders/UnpaidCheckouts";
import { listUnpaidCheckouts } from "../lib/checkout/draft-checkout.server";
import { awaitAll } from "../lib/platform/await-all";

export const meta: MetaFunction = () => adminMeta("Orders");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const filters = parseOrderFilters(url, parsePageNumber(url.searchParams.get("page")));
  const selectedId = url.searchParams.get("order");
  const [list, selected, unpaid] = await awaitAll([
    listAdminOrders(context.db, filters),
    selectedId ? loadAdminOrder(context.db, selectedId) : null,
    // Draft-order checkouts (studio pieces) while unpaid, on the first page of an unfiltered list.
    filters.page === 1 && !filters.q && !filters.status ? listUnpaidCheckouts(context.db) : [],
  ]);
  if (selectedId && !selected) throw new Response("Order not found", { status: 404 });
  return { ...list, filters, pages: pageCount(list.total), selected, unpaid };
}

export default function AdminOrdersPage() {
  const { rows, total, statuses, filters, pages, selected, unpaid } = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  const { search } = useLocation();
  const withOrder = (id: string) => {
    const params = new URLSearchParams(search);
    params.set("order", id);
    return `?${params}`;
  };
  const input = "mt-1 block rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900";
  return (
    <AdminPage
      title="Orders"
      description="Orders placed through the shop's checkout."
      actions={
        <a href={`/admin/orders/export${search}`} download className={buttonClass({ variant: "ghost", size: "sm" })}>
          Export CSV
        </a>
      }
    >
      <Form method="get" role="search" aria-label="Orders" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="text-sm text-ink-900">
          Order number or email
          <input type="search" name="q" defaultValue={filters.q} className={input} />
        </label>
        <label className="text-sm text-ink-900">
          Payment status
          <select name="status" defaultValue={filters.status} className={input}>
            <option value="">Any</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Search</Button>
      </Form>
      {selected ? (
        <section
          aria-labelledby="order-heading"
          className="mt-6 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200"
          data-testid="order-detail"
        >
          <h2 id="order-heading" className="text-xl text-ink-900">
            Order {selected.orderNumber}
          </h2>
          <p className="text-sm text-ink-700">
            {selected.email} · {formatOrderStatus(selected)} · {shopTime(selected.createdAt)}
          </p>
          <ul className="mt-3 text-sm text-ink-900">
            {selected.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3 border-t border-sand-200 py-2">
                <span>
                  {line.quantity} × {line.title}
                  {line.variantTitle ? ` (${line.variantTitle})` : ""}
                </span>
                <span>{formatOrderMoney(line.price, selected.currency)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-right font-semibold text-ink-900">
            Total {formatOrderMoney(selected.totalPrice, selected.currency)}
          </p>
        </section>
      ) : null}
      <UnpaidCheckouts checkouts={unpaid} />
      <AdminTable
        caption="Orders"
        columns={[
          {
            key: "order",
            header: "Order",
            cell: (row) => (
              <Link to={withOrder(row.id)} className="text-clay-800 font-medium underline">
                {row.orderNumber}
              </Link>
            ),
          },
          { key: "email", header: "Email", className: "break-all", cell: (row) => row.email },
          { key: "status", header: "Status", cell: (row) => formatOrderStatus(row) },
          { key: "total", header: "Total", cell: (row) => formatOrderMoney(row.totalPrice, row.currency) },
          {
            key: "received",
            header: "Received",
            className: "whitespace-nowrap",
            cell: (row) => shopTime(row.createdAt),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        rowTestId="order-row"
        className="mt-6"
        tableClassName="min-w-[36rem]"
        emptyTitle="No orders match."
      />
      <AdminPagination page={filters.page} pages={pages} total={total} label="Orders" />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
