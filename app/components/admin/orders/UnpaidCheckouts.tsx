import { AdminTable, type AdminColumn } from "../kit/AdminTable";
import { useShopTime } from "../useShopTime";
import { checkoutLinesSummary, checkoutStateLabel, type CheckoutState } from "../../../lib/checkout/checkout-display";
import { formatOrderMoney } from "../../../lib/orders/order-display";

type UnpaidCheckout = {
  id: string;
  status: CheckoutState;
  draftName: string | null;
  email: string | null;
  lines: { title: string; variantTitle: string | null; quantity: number; price: string; studio: boolean }[];
  totalPrice: string | null;
  currency: string;
  createdAt: string;
  expiresAt: string;
};

/** Checkouts with studio pieces, handed off as Shopify draft orders and not (yet) paid: their draft's state. */
export function UnpaidCheckouts({ checkouts }: { checkouts: UnpaidCheckout[] }) {
  const shopTime = useShopTime();
  if (checkouts.length === 0) return null;
  const columns: AdminColumn<UnpaidCheckout>[] = [
    { key: "draft", header: "Draft", rowHeader: true, cell: (checkout) => checkout.draftName ?? "…" },
    { key: "email", header: "Email", cell: (checkout) => checkout.email ?? "Guest", className: "break-all" },
    {
      key: "state",
      header: "State",
      cell: (checkout) => (
        <span data-testid="unpaid-checkout-state">
          {checkoutStateLabel(checkout.status, shopTime(checkout.expiresAt))}
        </span>
      ),
    },
    { key: "pieces", header: "Pieces", cell: (checkout) => checkoutLinesSummary(checkout.lines) },
    {
      key: "total",
      header: "Total",
      align: "right",
      cell: (checkout) => (checkout.totalPrice ? formatOrderMoney(checkout.totalPrice, checkout.currency) : "—"),
    },
    {
      key: "started",
      header: "Started",
      cell: (checkout) => shopTime(checkout.createdAt),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <section aria-labelledby="unpaid-checkouts-heading" className="mt-6">
      <h2 id="unpaid-checkouts-heading" className="text-xl text-ink-900">
        Awaiting payment
      </h2>
      <p className="mb-3 text-sm text-ink-700">
        Checkouts with studio pieces, sent to Shopify as draft orders. Once paid, each becomes an order below.
      </p>
      <AdminTable
        caption="Checkouts awaiting payment"
        columns={columns}
        rows={checkouts}
        rowKey={(checkout) => checkout.id}
        emptyTitle="No checkouts awaiting payment."
        rowTestId="unpaid-checkout-row"
      />
    </section>
  );
}
