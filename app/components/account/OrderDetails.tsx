import type { OrderDetail } from "../../lib/orders/order-display";
import { formatOrderMoney, formatOrderStatus } from "../../lib/orders/order-display";

/** An order's lines and totals (order confirmation and order tracking). */
export function OrderDetails({ order }: { order: OrderDetail }) {
  return (
    <section
      aria-label={`Order #${order.orderNumber}`}
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl">{`Order #${order.orderNumber}`}</h2>
        <p className="text-sm text-ink-700">{formatOrderStatus(order)}</p>
      </div>
      <p className="mt-1 text-sm text-ink-700">
        Placed {order.createdAt.slice(0, 10)} · {order.email}
      </p>
      <table className="mt-5 w-full text-left text-sm">
        <thead className="border-b border-sand-200 text-ink-700">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index} className="border-b border-sand-100">
              <td className="py-2">
                {line.title}
                {line.variantTitle ? <span className="block text-ink-700">{line.variantTitle}</span> : null}
              </td>
              <td className="py-2 text-right">{line.quantity}</td>
              <td className="py-2 text-right">{formatOrderMoney(line.price, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 space-y-1 text-sm">
        {order.subtotalPrice ? (
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatOrderMoney(order.subtotalPrice, order.currency)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd>{formatOrderMoney(order.totalPrice, order.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
