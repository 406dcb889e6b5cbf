// The cart on the server: reads the signed cookie, looks every line up in the
// shop (Storefront `nodes`) and the database, applies one change and answers
// with the new cookie and the cart as it will be shown.
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  addCartLine,
  databaseProductIdOf,
  isStorefrontVariantId,
  removeCartLine,
  setCartLineQuantity,
  toPriceString,
  type CartLine,
} from "./cart-lines";
import { readCartLines } from "./cart-cookie.server";
import { StorefrontError } from "../catalog/storefront-errors";
import { logger } from "../platform/logger";
import { CART_VARIANTS_QUERY, type CartVariantNode } from "./cart-documents";
import type { CartForm } from "./cart-form";
import { buildCartView, type CartToast, type CartView, type ResolvedVariant } from "./cart-view";
import { findDatabaseProductsByIds } from "../catalog/database-products.server";
import { awaitAll } from "../platform/await-all";
import { loadSiteSettings } from "../settings/site-settings.server";
import { withCartCodes } from "./cart-codes.server";
import { heldStudioQuantities } from "../checkout/studio-stock.server";
import { requireProductBySlug } from "../product/product.server";
import {
  chooseOptionsMessage,
  chosenOptionsOf,
  missingOptionsOf,
  optionsOf,
  selectVariant,
} from "../product/variant-selection";

/** Looks variants up; a variant the shop or database no longer has maps to null. */
export async function resolveCartVariants(
  context: AppLoadContext,
  variantIds: readonly string[],
): Promise<Map<string, ResolvedVariant | null>> {
  const resolved = new Map<string, ResolvedVariant | null>(variantIds.map((id) => [id, null]));
  const shopIds = variantIds.filter(isStorefrontVariantId);
  const dbIds = variantIds.flatMap((id) => databaseProductIdOf(id) ?? []);
  const [shopNodes, dbProducts, held] = await awaitAll([
    shopIds.length
      ? context.storefront
          .query<{ nodes: (CartVariantNode | null)[] }>(CART_VARIANTS_QUERY, { variables: { ids: shopIds } })
          .then((data) => data.nodes)
      : [],
    findDatabaseProductsByIds(context.db, dbIds),
    // Studio pieces held by shoppers at checkout are not for sale while they are held.
    heldStudioQuantities(context.db, dbIds),
  ]);
  for (const node of shopNodes) {
    if (!node?.id) continue;
    const image = node.image ?? node.product.featuredImage;
    resolved.set(node.id, {
      variantId: node.id,
      title: node.title,
      productTitle: node.product.title,
      productHandle: node.product.handle,
      price: toPriceString(node.price.amount),
      compareAtPrice: node.compareAtPrice ? toPriceString(node.compareAtPrice.amount) : null,
      quantityAvailable: node.quantityAvailable ?? null,
      availableForSale: node.availableForSale,
      selectedOptions: node.selectedOptions,
      image: image ? { url: image.url, altText: image.altText } : null,
      source: "shopify",
    });
  }
  for (const { product, onSale } of dbProducts) {
    const variant = product.variants[0];
    if (!variant) continue;
    const heldPieces = held.get(databaseProductIdOf(variant.id) ?? "") ?? 0;
    const left = variant.quantityAvailable === null ? null : Math.max(0, variant.quantityAvailable - heldPieces);
    resolved.set(variant.id, {
      variantId: variant.id,
      title: variant.title,
      productTitle: product.title,
      productHandle: product.handle,
      price: toPriceString(variant.price.amount),
      compareAtPrice: variant.compareAtPrice ? toPriceString(variant.compareAtPrice.amount) : null,
      quantityAvailable: left,
      availableForSale: variant.availableForSale && (left === null || left > 0),
      selectedOptions: [],
      image: variant.image ? { url: variant.image.url, altText: variant.image.altText } : null,
      source: "database",
      ...(onSale ? {} : { offSale: true }),
    });
  }
  return resolved;
}

export type CartChangeResult = {
  status: number;
  /** The spec's toast, or a notice (capped quantity), or an error */
  message: string | null;
  /** An add refused because these options were not chosen ("Size"): the page asks for them */
  missingOptions?: string[];
  toast: CartToast | null;
  lines: CartLine[];
  cart: CartView;
};

function label(variant: ResolvedVariant): string {
  return variant.title && variant.title !== "Default" && variant.title !== "Default Title"
    ? `${variant.productTitle} (${variant.title})`
    : variant.productTitle;
}

/**
 * An add that names a product and the options chosen so far instead of a variant: the variant the full choice
 * names, or the options still to choose. The product's options come from the shop, never from the form.
 */
async function variantOfChoice(
  context: AppLoadContext,
  handle: string,
  choice: Record<string, string>,
): Promise<{ variantId: string } | { missing: string[] } | null> {
  const product = await requireProductBySlug(context, handle).catch((error: unknown) => {
    if (error instanceof Response && error.status === 404) return null;
    if (error instanceof Response)
      throw new StorefrontError(`product lookup answered ${error.status}`, "http", error.status, true);
    throw error;
  });
  if (!product) return null;
  const chosen = chosenOptionsOf(product, choice);
  const missing = missingOptionsOf(optionsOf(product), chosen);
  if (missing.length > 0) return { missing };
  const variant = selectVariant(product, chosen);
  return variant ? { variantId: variant.id } : null;
}

/** Applies one cart form; never throws for shopper input, answers a status instead. */
export async function applyCartChange(
  context: AppLoadContext,
  lines: CartLine[],
  asked: CartForm,
): Promise<CartChangeResult> {
  let form = asked;
  let refusal: { status: number; message: string; missingOptions?: string[] } | null = null;
  if (form.intent === "add" && !form.variantId) {
    const found = await variantOfChoice(context, form.product ?? "", form.options);
    if (!found) refusal = { status: 404, message: "Sorry, we couldn't find that product." };
    else if ("missing" in found)
      refusal = { status: 400, message: chooseOptionsMessage(found.missing), missingOptions: found.missing };
    else form = { ...form, variantId: found.variantId };
  }
  const wanted = form.intent === "add-several" ? form.variantIds : "variantId" in form ? [form.variantId] : [];
  const ids = [...new Set([...lines.map((line) => line.variantId), ...wanted.filter((id) => id !== undefined)])];
  const [variants, { freeShippingThreshold }] = await awaitAll([
    resolveCartVariants(context, ids),
    loadSiteSettings(context),
  ]);
  const shopOrigin = context.storefront.shopDomain;
  const answer = (
    status: number,
    message: string | null,
    next: CartLine[],
    toast: CartToast | null = null,
  ): CartChangeResult => ({
    status,
    message,
    toast,
    lines: next,
    cart: buildCartView(next, variants, shopOrigin, freeShippingThreshold),
  });

  if (refusal) return { ...answer(refusal.status, refusal.message, lines), missingOptions: refusal.missingOptions };
  if (form.intent === "clear") return answer(200, "Cart cleared", [], { kind: "cleared", title: "", quantity: 0 });
  if (form.intent === "add-several")
    return addSeveral(form.variantIds, form.setName || "the set", variants, lines, answer);
  const variantId = form.variantId ?? "";
  const variant = variants.get(variantId) ?? null;
  const existing = lines.find((line) => line.variantId === variantId);

  if (form.intent === "remove") {
    if (!existing) return answer(200, null, lines);
    return answer(200, "Removed from cart", removeCartLine(lines, variantId), {
      kind: "removed",
      title: variant ? label(variant) : "Item",
      quantity: existing.quantity,
    });
  }
  if (form.intent === "update" && form.quantity <= 0) {
    return answer(
      200,
      existing ? "Removed from cart" : null,
      removeCartLine(lines, variantId),
      existing ? { kind: "removed", title: variant ? label(variant) : "Item", quantity: existing.quantity } : null,
    );
  }
  if (!variant)
    return answer(404, "Sorry, we couldn't find that product option. It may have been removed from the shop.", lines);
  const left = variant.quantityAvailable;
  if (variant.offSale) return answer(409, `Sorry, ${label(variant)} is no longer for sale.`, lines);
  if (!variant.availableForSale || (left !== null && left <= 0))
    return answer(409, `Sorry, ${label(variant)} is sold out.`, lines);

  if (form.intent === "update") {
    if (!existing) return answer(404, "That item is not in your cart.", lines);
    const next = setCartLineQuantity(lines, variantId, form.quantity, left);
    const quantity = next.find((line) => line.variantId === variantId)?.quantity ?? 0;
    const notice =
      quantity < form.quantity ? `Only ${left} of ${label(variant)} available; your cart has ${quantity}.` : null;
    return answer(200, notice, next, { kind: "updated", title: label(variant), quantity });
  }

  const before = existing?.quantity ?? 0;
  if (left !== null && before >= left)
    return answer(409, `You already have all ${left} of ${label(variant)} in your cart.`, lines);
  const next = addCartLine(lines, variantId, form.quantity, left);
  const added = (next.find((line) => line.variantId === variantId)?.quantity ?? 0) - before;
  if (added <= 0) return answer(409, "Your cart is full. Check out or remove something first.", lines);
  const notice =
    added < form.quantity ? `Only ${left} of ${label(variant)} available; your cart has ${before + added}.` : null;
  return answer(200, notice, next, {
    kind: "added",
    title: label(variant),
    quantity: added,
    variantId: variantId,
  });
}

type Answer = (status: number, message: string | null, next: CartLine[], toast?: CartToast | null) => CartChangeResult;

/**
 * One of each variant, in one change (a lookbook's "Add the look to cart"):
 * what can be sold is added, the rest is named in the answer's message
 * (sold out, no longer in the shop, all already in the cart, cart full).
 */
function addSeveral(
  variantIds: readonly string[],
  setName: string,
  variants: Map<string, ResolvedVariant | null>,
  lines: CartLine[],
  answer: Answer,
): CartChangeResult {
  let next = lines;
  let added = 0;
  const skipped: string[] = [];
  for (const variantId of new Set(variantIds)) {
    const variant = variants.get(variantId) ?? null;
    if (!variant) {
      skipped.push("a piece the shop no longer has");
      continue;
    }
    const left = variant.quantityAvailable;
    if (variant.offSale) {
      skipped.push(`${label(variant)} (no longer for sale)`);
      continue;
    }
    if (!variant.availableForSale || (left !== null && left <= 0)) {
      skipped.push(`${label(variant)} (sold out)`);
      continue;
    }
    const before = next.find((line) => line.variantId === variantId)?.quantity ?? 0;
    const after = addCartLine(next, variantId, 1, left);
    if ((after.find((line) => line.variantId === variantId)?.quantity ?? 0) <= before) {
      skipped.push(
        left !== null && before >= left
          ? `${label(variant)} (all ${left} already in your cart)`
          : `${label(variant)} (your cart is full)`,
      );
      continue;
    }
    next = after;
    added++;
  }
  const notAdded = skipped.length ? `Not added: ${skipped.join(", ")}.` : null;
  if (added === 0) return answer(409, notAdded ?? "Nothing could be added.", lines);
  return answer(200, notAdded, next, { kind: "added-several", title: setName, quantity: added });
}

/** The cart as shown, with the shop's word on its kept discount code, gift card and note. */
export async function loadCart(request: Request, context: AppLoadContext): Promise<CartView> {
  return withCartCodes(request, context, await loadCartWithoutCodes(request, context));
}

export async function loadCartWithoutCodes(request: Request, context: AppLoadContext): Promise<CartView> {
  const lines = await readCartLines(request, context.config.SESSION_SECRETS);
  const [variants, { freeShippingThreshold }] = await awaitAll([
    resolveCartVariants(
      context,
      lines.map((line) => line.variantId),
    ),
    loadSiteSettings(context),
  ]);
  return buildCartView(lines, variants, context.storefront.shopDomain, freeShippingThreshold);
}

/** The generic fallback, shown when the shop cannot price the cart; the cookie stays as it was. */
export const CART_UNAVAILABLE_MESSAGE = "Service temporarily unavailable";

/**
 * The cart page's cart, or, while the Storefront fails, the lines without
 * their details and the spec's message: the page still renders and no line is
 * dropped (the cookie is only rewritten by a successful change).
 */
export async function loadCartForPage(
  request: Request,
  context: AppLoadContext,
): Promise<{ cart: CartView; unavailable: string | null }> {
  try {
    return { cart: await loadCart(request, context), unavailable: null };
  } catch (error) {
    if (!(error instanceof StorefrontError)) throw error;
    logger.error("Cart could not be priced", { error: error.message });
    const [lines, { freeShippingThreshold }] = await awaitAll([
      readCartLines(request, context.config.SESSION_SECRETS),
      loadSiteSettings(context),
    ]);
    return {
      cart: buildCartView(lines, new Map(), context.storefront.shopDomain, freeShippingThreshold),
      unavailable: CART_UNAVAILABLE_MESSAGE,
    };
  }
}
