// The demo shop's few HTML pages: the hosted cart a checkout hands off to, the
// home page and error pages. Classes and data-* attributes are the contract
// tests read; the styling only keeps the pages pleasant to look at.
import type { DemoCatalog, DemoProduct, DemoVariant } from "./catalog";
import type { CartPermalinkLine } from "./cart-permalink";
import { discountOnPermalink } from "./cart-discounts";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const toCents = (amount: string) => Math.round(Number(amount) * 100);

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: Georgia, serif; background: #F4EDE1; color: #4A3B32; margin: 0; padding: 2rem; }
  main { max-width: 56rem; margin: 0 auto; background: #FFFBF5; padding: 2rem; border-radius: 1rem; }
  h1 { color: #A4553D; font-weight: normal; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #E5D5C0; }
  .cart-line-not-found td { color: #A4553D; font-style: italic; }
  .cart-total { font-size: 1.25rem; text-align: right; }
  code { background: #EFE3D3; padding: 0 0.25rem; }
  @media (max-width: 40rem) { body { padding: 0.75rem; } main { padding: 1.25rem; } th, td { padding: 0.4rem 0.25rem; } }
  .invoice-line-image { width: 3rem; height: 3.75rem; object-fit: cover; border-radius: 0.5rem; background: #EFE3D3; }
  .invoice-totals { margin-top: 1rem; text-align: right; }
  .invoice-totals p { margin: 0.25rem 0; }
  .invoice-note { margin-top: 1.5rem; padding: 1rem; background: #F4EDE1; border-radius: 0.75rem; white-space: pre-wrap; }
  .invoice-pay { margin-top: 1.5rem; display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; justify-content: flex-end; }
  .invoice-pay label { display: flex; flex-direction: column; font-size: 0.9rem; gap: 0.25rem; }
  .invoice-pay input { font: inherit; padding: 0.6rem 0.75rem; border: 1px solid #C9B79F; border-radius: 0.5rem; min-width: 16rem; max-width: 100%; }
  .pay-button { font: inherit; font-size: 1.1rem; background: #A4553D; color: #FFFBF5; border: 0; border-radius: 999px; padding: 0.75rem 2rem; cursor: pointer; }
  .pay-button:hover { background: #8A4432; }
  .pay-button:focus-visible, .invoice-pay input:focus-visible, a:focus-visible { outline: 3px solid #4A3B32; outline-offset: 2px; }
  .invoice-paid { padding: 1rem; background: #E3EBDD; border-radius: 0.75rem; }
  .invoice-warning { color: #8A4432; }
  a { color: #8A4432; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export type CartPageLine = CartPermalinkLine & { variant: DemoVariant | null; product: DemoProduct | null };

/** The permalink's `discount` code and order `note`, as Shopify's cart takes them from the link. */
export type CartPageExtras = { discount: string | null; note: string | null };

export function renderCartPage(lines: CartPageLine[], extras: CartPageExtras = { discount: null, note: null }): string {
  let totalCents = 0;
  const rows = lines.map(({ variantNumericId, quantity, variant, product }) => {
    if (!variant || !product) {
      return `<tr class="cart-line cart-line-not-found" data-variant-id="${variantNumericId}" data-quantity="${quantity}"><td colspan="5">Variant ${variantNumericId} not found</td></tr>`;
    }
    const unitCents = toCents(variant.price.amount);
    const lineCents = unitCents * quantity;
    totalCents += lineCents;
    const soldOut = variant.availableForSale ? "" : ` <span class="cart-line-sold-out">(sold out)</span>`;
    return (
      `<tr class="cart-line" data-variant-id="${variantNumericId}" data-quantity="${quantity}" data-available="${variant.availableForSale}">` +
      `<td class="cart-line-product">${escapeHtml(product.title)}${soldOut}</td>` +
      `<td class="cart-line-variant">${escapeHtml(variant.title)}</td>` +
      `<td class="cart-line-quantity">${quantity}</td>` +
      `<td class="cart-line-price" data-amount="${(unitCents / 100).toFixed(2)}">${formatUsd(unitCents)}</td>` +
      `<td class="cart-line-total" data-amount="${(lineCents / 100).toFixed(2)}">${formatUsd(lineCents)}</td></tr>`
    );
  });
  const body =
    lines.length === 0
      ? `<h1>Demo shop cart</h1><p class="cart-empty">Your cart is empty.</p>`
      : `<h1>Demo shop cart</h1>
<table class="cart-lines">
<thead><tr><th>Product</th><th>Variant</th><th>Quantity</th><th>Unit price</th><th>Line total</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
${discountBlock(extras.discount, totalCents)}
${extras.note ? `<section class="cart-note"><h2>Note</h2><p class="cart-note-text">${escapeHtml(extras.note)}</p></section>` : ""}
<p>This is the demo shop: checkout ends here.</p>`;
  return page("Demo shop cart", body);
}

function discountBlock(code: string | null, subtotalCents: number): string {
  const subtotal = `<p class="cart-subtotal" data-amount="${(subtotalCents / 100).toFixed(2)}">Subtotal: ${formatUsd(subtotalCents)}</p>`;
  if (!code)
    return `<p class="cart-total" data-total="${(subtotalCents / 100).toFixed(2)}">Total: ${formatUsd(subtotalCents)}</p>`;
  const outcome = discountOnPermalink(code, subtotalCents);
  const totalCents = subtotalCents - outcome.discountCents;
  const discountLine = outcome.applicable
    ? `<p class="cart-discount" data-code="${escapeHtml(outcome.code)}" data-applicable="true" data-amount="${(outcome.discountCents / 100).toFixed(2)}">Discount <code>${escapeHtml(outcome.code)}</code>: −${formatUsd(outcome.discountCents)}</p>`
    : `<p class="cart-discount" data-code="${escapeHtml(outcome.code)}" data-applicable="false">Discount <code>${escapeHtml(outcome.code)}</code> cannot be applied to this cart.</p>`;
  return `${subtotal}
${discountLine}
<p class="cart-total" data-total="${(totalCents / 100).toFixed(2)}">Total: ${formatUsd(totalCents)}</p>`;
}

export function renderInfoPage(catalog: DemoCatalog, origin: string): string {
  const collections = catalog.collections
    .map(
      (collection) =>
        `<li><code>${collection.handle}</code> ${escapeHtml(collection.title)}: ${collection.productIds.length} products</li>`,
    )
    .join("\n");
  return page(
    "Demo shop",
    `<h1>Demo shop</h1>
<p>A local stand-in for Shopify's Storefront API with a generated boho catalogue of ${catalog.products.length} products (seed ${catalog.seed}).</p>
<ul>
<li>GraphQL: <code>POST ${escapeHtml(origin)}/api/2025-01/graphql.json</code> with header <code>X-Shopify-Storefront-Access-Token</code></li>
<li>Cart: <code>GET ${escapeHtml(origin)}/cart/{variantId}:{quantity},...?discount=CODE&amp;note=TEXT</code></li>
<li>Admin API (draft orders: <code>draftOrderCreate</code>, <code>draftOrder</code>, <code>draftOrderDelete</code>): <code>POST ${escapeHtml(origin)}/admin/api/2026-04/graphql.json</code> with header <code>X-Shopify-Access-Token</code>; a draft's invoice at <code>/invoices/{token}</code> has a Pay button that completes it and sends the signed orders/create webhook</li>
<li>Discount codes: <code>BOHO10</code> (10% off), <code>SUNNY15</code> ($15 off), <code>FREESPIRIT20</code> (20% off orders of $200 or more), <code>SUMMER2024</code> (expired); gift cards <code>BOHOGIFT50</code> ($50), <code>BOHOGIFT100</code> ($100), <code>BOHOGIFTSPENT</code> (no balance left)</li>
<li>Test controls: <code>POST /__demo/products/{handle}</code> (edit a product, optionally send the signed products/update webhook), <code>POST /__demo/faults</code>, <code>DELETE /__demo/faults</code>, <code>GET /__demo/stats</code>, <code>POST /__demo/stats/reset</code>, <code>GET /__demo/webhooks</code> (the webhooks sent); faults with <code>"api": "admin"</code> go to the Admin API</li>
</ul>
<h2>Collections</h2>
<ul>
${collections}
</ul>`,
  );
}

export function renderErrorPage(status: number, title: string, message: string): string {
  return page(`${status} ${title}`, `<h1>${escapeHtml(title)}</h1><p class="error-message">${escapeHtml(message)}</p>`);
}
