// The draft order's invoice, as Shopify's hosted invoice checkout shows it:
// the lines (catalogue variants and custom items), the discount, the note and
// a Pay button. Paying completes the draft into an order. Classes and data-*
// attributes are the contract the tests read.
import type { DemoDraft } from "./draft-orders";
import { escapeHtml, page } from "./html-pages";

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export type PaidNotice = { shopOrdersUrl: string | null; webhookStatus: number | null };

export function renderInvoicePage(draft: DemoDraft, paid: PaidNotice | null, payError: string | null = null): string {
  const rows = draft.lines.map((line) => {
    const image = line.imageUrl
      ? `<img class="invoice-line-image" src="${escapeHtml(line.imageUrl)}" alt="" width="48" height="60">`
      : `<span class="invoice-line-image" aria-hidden="true"></span>`;
    return (
      `<tr class="invoice-line" data-custom="${line.variantId === null}" data-quantity="${line.quantity}">` +
      `<td>${image}</td>` +
      `<td class="invoice-line-title">${escapeHtml(line.title)}${line.variantTitle ? `<br><small>${escapeHtml(line.variantTitle)}</small>` : ""}</td>` +
      `<td class="invoice-line-quantity">${line.quantity}</td>` +
      `<td class="invoice-line-price" data-amount="${(line.unitCents / 100).toFixed(2)}">${usd(line.unitCents)}</td>` +
      `<td class="invoice-line-total">${usd(line.unitCents * line.quantity)}</td></tr>`
    );
  });
  const discount = draft.discount
    ? `<p class="invoice-discount" data-code="${escapeHtml(draft.discount.code)}" data-amount="${(draft.discount.cents / 100).toFixed(2)}">Discount <code>${escapeHtml(draft.discount.code)}</code>: −${usd(draft.discount.cents)}</p>`
    : "";
  const warnings = draft.warnings
    .map((warning) => `<p class="invoice-warning">${escapeHtml(warning.message)}</p>`)
    .join("\n");
  const note = draft.note
    ? `<section class="invoice-note"><h2>Note</h2><p class="invoice-note-text">${escapeHtml(draft.note)}</p></section>`
    : "";
  const action = paid
    ? `<section class="invoice-paid" role="status"><h2>Thank you!</h2><p>This invoice is paid: it became order <strong class="invoice-order-name">${escapeHtml(draft.order?.name ?? "")}</strong>.</p>${
        paid.shopOrdersUrl ? `<p><a href="${escapeHtml(paid.shopOrdersUrl)}">Back to the shop: your orders</a></p>` : ""
      }${
        paid.webhookStatus === null
          ? `<p><small>No orders/create webhook is configured for the demo shop.</small></p>`
          : `<p><small>The shop's orders/create webhook answered ${paid.webhookStatus}.</small></p>`
      }</section>`
    : `<form class="invoice-pay" method="post" action="/invoices/${draft.token}/pay">
<label>Email for the receipt<input type="email" name="email" required autocomplete="email" value="${escapeHtml(draft.email ?? "")}"></label>
<button class="pay-button" type="submit">Pay ${usd(draft.totalCents)}</button>
${payError ? `<p class="invoice-warning" role="alert">${escapeHtml(payError)}</p>` : ""}
</form>`;
  return page(
    `Invoice ${draft.name}`,
    `<h1>Invoice ${escapeHtml(draft.name)}</h1>
<p>Boho Demo Shop · Shopify's hosted invoice checkout, played by the demo shop.</p>
<table class="invoice-lines">
<thead><tr><th aria-label="Picture"></th><th>Item</th><th>Qty</th><th>Price</th><th>Total</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
<div class="invoice-totals">
<p class="invoice-subtotal">Subtotal: ${usd(draft.subtotalCents)}</p>
${discount}
${warnings}
<p class="invoice-total cart-total" data-total="${(draft.totalCents / 100).toFixed(2)}"><strong>Total: ${usd(draft.totalCents)}</strong></p>
</div>
${note}
${action}`,
  );
}
