// How a draft-order checkout reads to the owner on /admin/orders (client-safe).

export type CheckoutState = "pending" | "open" | "paid" | "completed" | "expired";

/** The draft's state while unpaid, in an owner's words; `until` is when its pieces stop being held. */
export function checkoutStateLabel(status: CheckoutState, until: string): string {
  switch (status) {
    case "pending":
      return "Starting checkout";
    case "open":
      return `Invoice open · pieces held until ${until}`;
    case "paid":
      return "Paid · waiting for Shopify's order";
    case "completed":
      return "Paid · order received";
    case "expired":
      return "Expired unpaid · pieces released";
  }
}

/** "2 × Hand-Woven Macramé Wall Hanging (studio), 1 × Saffron Linen Overalls (0 / Blue)" */
export function checkoutLinesSummary(
  lines: readonly { title: string; variantTitle: string | null; quantity: number; studio: boolean }[],
): string {
  return lines
    .map(
      (line) =>
        `${line.quantity} × ${line.title}${line.variantTitle ? ` (${line.variantTitle})` : ""}${line.studio ? " (studio)" : ""}`,
    )
    .join(", ");
}
