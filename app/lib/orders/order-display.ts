// How an order's money and status read to a shopper (client-safe).

export function formatOrderMoney(amount: string | null, currency: string): string {
  const value = Number(amount ?? "0");
  if (!Number.isFinite(value)) return amount ?? "";
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: /^[A-Z]{3}$/.test(currency) ? currency : "USD",
  }).format(value);
}

export function formatOrderStatus(order: { financialStatus: string | null; fulfillmentStatus: string | null }): string {
  const fulfillment = order.fulfillmentStatus ? order.fulfillmentStatus.replace(/_/g, " ") : "unfulfilled";
  const payment = order.financialStatus ? order.financialStatus.replace(/_/g, " ") : "pending";
  return `${capitalize(payment)} · ${capitalize(fulfillment)}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type OrderSummary = {
  id: string;
  orderNumber: string;
  email: string;
  currency: string;
  totalPrice: string;
  financialStatus: string | null;
  fulfillmentStatus: string | null;
  createdAt: string;
};
export type OrderLine = { title: string; variantTitle: string | null; quantity: number; price: string };
export type OrderDetail = OrderSummary & { subtotalPrice: string | null; lines: OrderLine[] };
