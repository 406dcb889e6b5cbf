import type { OrderSummary } from "../../lib/orders/order-display";
import { formatOrderMoney, formatOrderStatus } from "../../lib/orders/order-display";

/** One line of /orders: number, date, status, total, linking to the confirmation page. */
export function OrderSummaryRow({ order }: { order: OrderSummary }) {
  return (
    <a
      href={`/order-confirmation/${order.id}`}
      className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-2xl border border-sand-200 bg-white p-4 hover:border-clay-400"
    >
      <span className="font-semibold">{`Order #${order.orderNumber}`}</span>
      <span className="text-sm text-ink-700">{order.createdAt.slice(0, 10)}</span>
      <span className="text-sm text-ink-700">{formatOrderStatus(order)}</span>
      <span className="ml-auto font-medium">{formatOrderMoney(order.totalPrice, order.currency)}</span>
    </a>
  );
}
