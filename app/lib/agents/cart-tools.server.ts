// The MCP server's cart tools (UCP's create_cart, get_cart, update_cart): a cart from variant ids and
// quantities, priced as the cart page prices the cookie's lines (the shop's variants now, the same rules for
// sold-out and short stock), a discount code checked with the shop as the cart's code form checks it (and
// counted against the same per-network limit), and the checkout link: our /cart/continue/{id}, which puts the
// cart in the shopper's browser and goes on to the same hand-off as the cart page's Secure Checkout.
import { isOverCheckLimit } from "../cart/cart-code-action.server";
import {
  CODE_CHECK_UNAVAILABLE,
  CODE_CHECKS_LIMITED,
  CODES_NEED_SHOP_ITEMS,
  DiscountCodeFormSchema,
  discountRefusalMessage,
  NO_CART_CODES,
  type CartCodesView,
} from "../cart/cart-codes";
import { priceCartCodes } from "../cart/cart-codes.server";
import { addCartLine, type CartLine } from "../cart/cart-lines";
import { resolveCartVariants } from "../cart/cart.server";
import { buildCartView, type CartView, type ResolvedVariant } from "../cart/cart-view";
import { StorefrontError } from "../catalog/storefront-errors";
import { formatMoney } from "../catalog/money";
import { awaitAll } from "../platform/await-all";
import { logger } from "../platform/logger";
import { loadSiteSettings } from "../settings/site-settings.server";
import { CART_CONTINUE_PATH } from "./agent-endpoints";
import { agentCartOf, cartIdOf, type AgentCart } from "./agent-cart";
import { JSON_RPC_ERRORS, JsonRpcFailure } from "./json-rpc";
import { minorUnits, ucpEnvelope, UCP_CAPABILITIES, type UcpMessage } from "./ucp-shapes";
import type { ToolEnvironment, ToolResult } from "./tool-result";

const CART_CAPABILITIES = [UCP_CAPABILITIES.cart, UCP_CAPABILITIES.discount];
/** What the cart page says of pieces made in the studio, which its Secure Checkout does not carry today. */
const STUDIO_PIECES_NOTE =
  "Pieces made in our studio can't be bought through the shop's checkout yet. Contact us to order them; the checkout link covers the other items.";

type RequestedLine = { variantId: string; quantity: number };

function labelOf(variant: ResolvedVariant): string {
  return variant.title && variant.title !== "Default" && variant.title !== "Default Title"
    ? `${variant.productTitle} (${variant.title})`
    : variant.productTitle;
}

/** The cart id an agent sent, or invalid params: ids carry the cart, so only ids this shop wrote are carts. */
export function requireAgentCart(id: string): AgentCart {
  const cart = agentCartOf(id);
  if (!cart)
    throw new JsonRpcFailure(
      JSON_RPC_ERRORS.invalidParams,
      "That cart id is not one this shop gave. Carts travel in their id: use the id create_cart or update_cart answered, or build a new cart.",
    );
  return cart;
}

/**
 * The lines a cart keeps from what was asked, by the shopper's cart rules: a variant the shop does not have or
 * that is sold out is refused (the cart's own words), a quantity beyond what is left is lowered to it.
 */
function linesFrom(
  requested: readonly RequestedLine[],
  variants: ReadonlyMap<string, ResolvedVariant | null>,
): { lines: CartLine[]; messages: UcpMessage[] } {
  let lines: CartLine[] = [];
  const messages: UcpMessage[] = [];
  requested.forEach((line, index) => {
    const path = `$.line_items[${index}]`;
    const variant = variants.get(line.variantId) ?? null;
    if (!variant) {
      messages.push({
        type: "error",
        code: "not_found",
        content: `Sorry, we couldn't find the product option ${line.variantId}. It may have been removed from the shop.`,
        severity: "recoverable",
        path,
      });
      return;
    }
    const left = variant.quantityAvailable;
    if (!variant.availableForSale || (left !== null && left <= 0)) {
      messages.push({
        type: "error",
        code: "out_of_stock",
        content: `Sorry, ${labelOf(variant)} is sold out.`,
        severity: "recoverable",
        path,
      });
      return;
    }
    const before = lines.find((kept) => kept.variantId === line.variantId)?.quantity ?? 0;
    const next = addCartLine(lines, line.variantId, line.quantity, left);
    const after = next.find((kept) => kept.variantId === line.variantId)?.quantity ?? 0;
    if (after <= before) {
      messages.push({
        type: "warning",
        code: "quantity_unavailable",
        content:
          left !== null && before >= left
            ? `You already have all ${left} of ${labelOf(variant)} in your cart.`
            : "Your cart is full. Check out or remove something first.",
        path,
      });
      return;
    }
    if (after - before < line.quantity)
      messages.push({
        type: "warning",
        code: "quantity_reduced",
        content: `Only ${left} of ${labelOf(variant)} available; your cart has ${after}.`,
        path,
      });
    lines = next;
  });
  return { lines, messages };
}

type PricedCodes = { codes: CartCodesView | null; keptCode: string | null; messages: UcpMessage[] };

/** The discount code as the cart's code form treats it: checked with the shop, kept only when it applies. */
async function priceDiscountCode(env: ToolEnvironment, cart: CartView, code: string | null): Promise<PricedCodes> {
  if (!code) return { codes: null, keptCode: null, messages: [] };
  const refuse = (content: string, keptCode: string | null = null): PricedCodes => ({
    codes: null,
    keptCode,
    messages: [{ type: "warning", code: "discount_code_invalid", content, path: "$.discounts.codes[0]" }],
  });
  const parsed = DiscountCodeFormSchema.safeParse({ discountCode: code });
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "Enter a discount code.");
  const discountCode = parsed.data.discountCode;
  if (await isOverCheckLimit(env.request, env.context)) return refuse(CODE_CHECKS_LIMITED);
  try {
    const priced = await priceCartCodes(env.context, cart, { ...NO_CART_CODES, discountCode });
    const view = priced?.view ?? null;
    if (!view || view.subtotal === null) return refuse(CODES_NEED_SHOP_ITEMS);
    if (!view.discount?.applicable)
      return refuse(discountRefusalMessage(discountCode, priced?.discountWarning ?? null));
    return {
      codes: view,
      keptCode: discountCode,
      messages: [
        {
          type: "info",
          code: "discount_applied",
          content: `${discountCode} saves you ${formatMoney(view.discount.saving)}.`,
        },
      ],
    };
  } catch (error) {
    if (!(error instanceof StorefrontError)) throw error;
    logger.error("An agent's discount code could not be checked", { error: error.message });
    // As at the cart: kept, and checked again next time (the checkout checks it too).
    return refuse(CODE_CHECK_UNAVAILABLE, discountCode);
  }
}

function cartAnswer(env: ToolEnvironment, view: CartView, discount: PricedCodes, messages: UcpMessage[]): ToolResult {
  const lines = view.lines.map((line) => ({ variantId: line.variantId, quantity: line.requestedQuantity }));
  const id = cartIdOf({ lines, discountCode: discount.keptCode });
  const codes = discount.codes;
  const saving = codes?.discount?.applicable ? minorUnits(codes.discount.saving) : 0;
  const subtotal = minorUnits(codes?.subtotal ?? view.total);
  const total = minorUnits(codes?.estimatedTotal ?? view.total);
  const notes: UcpMessage[] = [...messages, ...discount.messages];
  if (view.flaggedLineCount > 0)
    notes.push({
      type: "warning",
      code: "item_unavailable",
      content: "Items marked sold out or no longer available are not included in your total or checkout.",
    });
  if (view.studioLineCount > 0) notes.push({ type: "info", code: "studio_pieces", content: STUDIO_PIECES_NOTE });
  const shipping = view.freeShipping;
  notes.push({
    type: "info",
    code: "free_shipping",
    content: shipping.qualifies
      ? `Free shipping: this order is over the ${formatMoney(shipping.threshold)} threshold.`
      : `Spend ${formatMoney(shipping.remaining)} more for free shipping (orders of ${formatMoney(shipping.threshold)} or more).`,
  });
  return {
    structuredContent: {
      ucp: ucpEnvelope(CART_CAPABILITIES),
      id,
      line_items: view.lines.map((line, index) => ({
        id: `li_${index + 1}`,
        item: {
          id: line.variantId,
          title: line.variant ? labelOf(line.variant) : "A product option the shop no longer has",
          price: line.variant ? minorUnits(line.variant.price) : 0,
          ...(line.variant?.image ? { image_url: line.variant.image.url } : {}),
        },
        quantity: line.quantity,
        totals: [
          { type: "subtotal", amount: minorUnits(line.lineTotal) },
          { type: "total", amount: minorUnits(line.lineTotal) },
        ],
        metadata: {
          status: line.status,
          requested_quantity: line.requestedQuantity,
          ...(line.variant
            ? {
                product_url: `${env.origin}/products/${encodeURIComponent(line.variant.productHandle)}`,
                options: line.variant.selectedOptions.map((option) => ({ name: option.name, label: option.value })),
                made_in_studio: line.variant.source === "database",
                ...(line.variant.compareAtPrice ? { list_price: minorUnits(line.variant.compareAtPrice) } : {}),
              }
            : {}),
        },
      })),
      currency: "USD",
      totals: [
        { type: "subtotal", amount: subtotal },
        ...(saving > 0
          ? [{ type: "discount", amount: -saving, display_text: codes?.discount?.code ?? "Discount" }]
          : []),
        { type: "total", amount: total, display_text: "Estimated total (taxes and shipping at checkout)" },
      ],
      discounts: {
        codes: discount.keptCode ? [discount.keptCode] : [],
        applied:
          saving > 0 && codes?.discount
            ? [{ code: codes.discount.code, title: codes.discount.code, amount: saving, automatic: false }]
            : [],
      },
      messages: notes,
      continue_url: `${env.origin}${CART_CONTINUE_PATH}/${id}`,
      links: [
        { type: "refund_policy", url: `${env.origin}/returns` },
        { type: "shipping_policy", url: `${env.origin}/shipping-info` },
      ],
      metadata: {
        compare_at_savings: minorUnits(view.savings),
        free_shipping_threshold: minorUnits(shipping.threshold),
        checkout: "continue_url opens the shop in the shopper's browser with this cart and goes on to checkout.",
      },
    },
  };
}

/** No line can be sold: UCP's error outcome, no cart made. */
function noCartAnswer(env: ToolEnvironment, messages: UcpMessage[]): ToolResult {
  return {
    isError: true,
    structuredContent: {
      ucp: ucpEnvelope(CART_CAPABILITIES, "error"),
      messages: messages.length
        ? messages.map((message) =>
            message.type === "error" ? { ...message, severity: "unrecoverable" as const } : message,
          )
        : [{ type: "error", code: "empty_cart", content: "A cart needs at least one line.", severity: "recoverable" }],
      continue_url: `${env.origin}/products`,
    },
  };
}

function shopUnavailable(): ToolResult {
  return {
    isError: true,
    structuredContent: {
      ucp: ucpEnvelope(CART_CAPABILITIES, "error"),
      messages: [
        {
          type: "error",
          code: "service_unavailable",
          content: "Service temporarily unavailable. The shop could not price the cart; please try again in a moment.",
          severity: "recoverable",
        },
      ],
    },
  };
}

async function pricedCart(
  env: ToolEnvironment,
  requested: readonly RequestedLine[],
  code: string | null,
  rebuild: boolean,
): Promise<ToolResult> {
  try {
    const ids = [...new Set(requested.map((line) => line.variantId))];
    const [variants, { freeShippingThreshold }] = await awaitAll([
      resolveCartVariants(env.context, ids),
      loadSiteSettings(env.context),
    ]);
    // A new or replaced cart keeps what can be sold; a cart read back is shown as it stands (flagged lines too).
    const { lines, messages } = rebuild ? linesFrom(requested, variants) : { lines: [...requested], messages: [] };
    if (rebuild && lines.length === 0 && requested.length > 0) return noCartAnswer(env, messages);
    const view = buildCartView(lines, variants, env.context.storefront.shopDomain, freeShippingThreshold);
    return cartAnswer(env, view, await priceDiscountCode(env, view, code), messages);
  } catch (error) {
    if (!(error instanceof StorefrontError)) throw error;
    logger.error("An agent's cart could not be priced", { error: error.message });
    return shopUnavailable();
  }
}

const requestedOf = (items: readonly { item: { id: string }; quantity: number }[]): RequestedLine[] =>
  items.map((line) => ({ variantId: line.item.id, quantity: line.quantity }));

export function createCart(
  env: ToolEnvironment,
  cart: { line_items: { item: { id: string }; quantity: number }[]; discounts?: { codes: string[] } },
): Promise<ToolResult> {
  return pricedCart(env, requestedOf(cart.line_items), cart.discounts?.codes[0] ?? null, true);
}

export function getCart(env: ToolEnvironment, id: string): Promise<ToolResult> {
  const cart = requireAgentCart(id);
  return pricedCart(env, cart.lines, cart.discountCode, false);
}

export function updateCart(
  env: ToolEnvironment,
  id: string,
  cart: { line_items: { item: { id: string }; quantity: number }[]; discounts?: { codes: string[] } },
): Promise<ToolResult> {
  const current = requireAgentCart(id);
  const code = cart.discounts ? (cart.discounts.codes[0] ?? null) : current.discountCode;
  return pricedCart(env, requestedOf(cart.line_items), code, true);
}
