// What the cart page and drawer show: each cookie line joined with the variant
// as the shop knows it now. Client-safe (the drawer and local-storage mirror use it).
import {
  cartQuantity,
  cartSavings,
  cartTotal,
  freeShippingProgress,
  toCartPermalink,
  type CartLine,
  type FreeShippingProgress,
} from "./cart-lines";
import type { Toast } from "../platform/toast";
import type { CartCodeIntent, CartCodesView } from "./cart-codes";
import type { CartChangeIntent } from "./cart-form";
import type { FormFailure } from "../platform/reply";

export type ResolvedVariant = {
  variantId: string;
  title: string;
  productTitle: string;
  productHandle: string;
  price: string;
  compareAtPrice: string | null;
  /** The price before a reduction the shop reports outside compare-at; counts toward savings */
  originalPrice?: string | null;
  /** null when the shop does not track inventory */
  quantityAvailable: number | null;
  availableForSale: boolean;
  selectedOptions: { name: string; value: string }[];
  image: { url: string; altText: string | null } | null;
  source: "shopify" | "database";
  /** A studio piece the owner took off sale (admin > Studio pieces): flagged, never sold */
  offSale?: boolean;
};

/**
 * available: fine; reduced: fewer left than asked for; sold-out; off-sale: a studio piece taken off sale;
 * vanished: the shop no longer has it.
 */
export type CartLineStatus = "available" | "reduced" | "sold-out" | "off-sale" | "vanished";

export type CartLineView = {
  variantId: string;
  /** What the shopper will get: the cookie quantity capped at what is left */
  quantity: number;
  requestedQuantity: number;
  status: CartLineStatus;
  variant: ResolvedVariant | null;
  /** The plus control stops here (null: no limit known) */
  maxQuantity: number | null;
  lineTotal: string;
};

export type CartView = {
  lines: CartLineView[];
  totalQuantity: number;
  total: string;
  savings: string;
  freeShipping: FreeShippingProgress;
  /** The shop's cart permalink for the lines it can sell, or null */
  checkoutUrl: string | null;
  /** Lines that are the boutique's own products: they check out through a draft order, not the cart permalink */
  studioLineCount: number;
  /** Sold-out, off-sale or vanished lines */
  flaggedLineCount: number;
  /** The kept discount code, gift card and gift note, with the shop's figures for them; null when none */
  codes: CartCodesView | null;
};

export function toCartLineView(line: CartLine, variant: ResolvedVariant | null): CartLineView {
  if (!variant)
    return {
      variantId: line.variantId,
      quantity: line.quantity,
      requestedQuantity: line.quantity,
      status: "vanished",
      variant: null,
      maxQuantity: 0,
      lineTotal: "0.00",
    };
  const left = variant.quantityAvailable;
  const soldOut = !variant.availableForSale || (left !== null && left <= 0);
  if (variant.offSale || soldOut)
    return {
      variantId: line.variantId,
      quantity: line.quantity,
      requestedQuantity: line.quantity,
      status: variant.offSale ? "off-sale" : "sold-out",
      variant,
      maxQuantity: 0,
      lineTotal: "0.00",
    };
  const quantity = left === null ? line.quantity : Math.min(line.quantity, left);
  return {
    variantId: line.variantId,
    quantity,
    requestedQuantity: line.quantity,
    status: quantity < line.quantity ? "reduced" : "available",
    variant,
    maxQuantity: left,
    lineTotal: cartTotal([{ quantity, price: variant.price, compareAtPrice: null }]),
  };
}

export function buildCartView(
  lines: readonly CartLine[],
  variants: ReadonlyMap<string, ResolvedVariant | null>,
  shopOrigin: string,
  freeShippingThreshold: number,
): CartView {
  const views = lines.map((line) => toCartLineView(line, variants.get(line.variantId) ?? null));
  const buyable = views.filter((view) => view.status === "available" || view.status === "reduced");
  const priced = buyable.map((view) => ({
    quantity: view.quantity,
    price: view.variant!.price,
    compareAtPrice: view.variant!.compareAtPrice,
    originalPrice: view.variant!.originalPrice ?? null,
  }));
  const total = cartTotal(priced);
  const shopLines = buyable
    .filter((view) => view.variant!.source === "shopify")
    .map((view) => ({ variantId: view.variantId, quantity: view.quantity }));
  return {
    lines: views,
    totalQuantity: cartQuantity(lines),
    total,
    savings: cartSavings(priced),
    freeShipping: freeShippingProgress(total, freeShippingThreshold),
    checkoutUrl: toCartPermalink(shopOrigin, shopLines),
    studioLineCount: buyable.filter((view) => view.variant!.source === "database").length,
    flaggedLineCount: views.length - buyable.length,
    codes: null,
  };
}

/** The spec's cart-item shape, mirrored to local storage under `shopify-cart`. */
export type StoredCartItem = {
  product: { title: string; handle: string; images: { url: string }[] };
  variant: {
    id: string;
    title: string;
    price: { amount: string };
    compareAtPrice?: { amount: string };
    quantityAvailable: number;
    selectedOptions: { value: string }[];
  };
  quantity: number;
  originalPrice?: string;
};

export const CART_STORAGE_KEY = "shopify-cart";

export function toStoredCartItems(view: CartView): StoredCartItem[] {
  return view.lines.flatMap((line) => {
    const variant = line.variant;
    if (!variant) return [];
    return [
      {
        product: {
          title: variant.productTitle,
          handle: variant.productHandle,
          images: variant.image ? [{ url: variant.image.url }] : [],
        },
        variant: {
          id: variant.variantId,
          title: variant.title,
          price: { amount: variant.price },
          ...(variant.compareAtPrice ? { compareAtPrice: { amount: variant.compareAtPrice } } : {}),
          quantityAvailable: variant.quantityAvailable ?? 0,
          selectedOptions: variant.selectedOptions.map((option) => ({ value: option.value })),
        },
        quantity: line.quantity,
        ...(variant.originalPrice ? { originalPrice: variant.originalPrice } : {}),
      },
    ];
  });
}

/** `added-several`: a look's pieces in one go; title names the set, quantity counts the pieces added. */
export type CartToast = {
  kind: "added" | "added-several" | "updated" | "removed" | "cleared";
  title: string;
  quantity: number;
  variantId?: string;
};

/** The toast a cart change raises, with JavaScript (the fetcher) or without (the flash after the redirect). */
export function toastOfCartChange(toast: CartToast | null): Toast | null {
  if (toast?.kind === "added")
    return { title: "Added to cart", message: `${toast.quantity} × ${toast.title}`, tone: "success" };
  if (toast?.kind === "added-several")
    return {
      title: "Added to cart",
      message: `${toast.quantity} ${toast.quantity === 1 ? "piece" : "pieces"} from ${toast.title}`,
      tone: "success",
    };
  if (toast?.kind === "removed") return { title: "Removed from cart", message: toast.title, tone: "success" };
  if (toast?.kind === "cleared") return { title: "Cart cleared", tone: "success" };
  return null;
}

/** A cart change that went through, as a fetcher gets it (JavaScript on): the new cart, the change for the toast, a notice. */
export type CartChangeReply = { ok: true; message: string | null; toast: CartToast | null; cart: CartView };

/**
 * A refused cart change: the one failure shape, the reason its form error (the cart's forms have no field to
 * mark), the cart as it stands under `data` (null when the shop could not be reached: the cookie stays as it was).
 */
export type CartChangeFailure = FormFailure<string, CartChangeIntent, { cart: CartView }>;

/** What the cart action answers a cart change with JavaScript. */
export type CartActionData = CartChangeReply | CartChangeFailure;

/** What a code form (discount, gift card, gift note) gets back with JavaScript: the cart with the shop's figures, or why not. */
export type CartCodeReply =
  { ok: true; intent: string; message: string; toast: null; cart: CartView } | FormFailure<string, CartCodeIntent>;
