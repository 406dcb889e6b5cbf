import { logger } from "../platform/logger";
// Commerce analytics: view item, add to cart,
// begin checkout and search go to the analytics tag (gtag) and the ad pixel
// (fbq), in USD, only when their ids are configured and their scripts loaded.
// Consent is granted at start; revoking it clears stored analytics data.

export type AnalyticsIds = { gaMeasurementId: string | null; metaPixelId: string | null };
export type CommerceItem = { id: string; name: string; price: number; quantity: number; variant?: string };

type Gtag = (...args: unknown[]) => void;
type Fbq = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { gtag?: Gtag; fbq?: Fbq; dataLayer?: unknown[] };

const CURRENCY = "USD";
export const ANALYTICS_CONSENT_KEY = "analytics-consent";
const ID_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** Only plain ids reach the page's inline script. */
export function sanitizeAnalyticsId(value: unknown): string | null {
  return typeof value === "string" && ID_PATTERN.test(value.trim()) ? value.trim() : null;
}

function tags(): { gtag?: Gtag; fbq?: Fbq } {
  if (typeof window === "undefined") return {};
  const w = window as AnalyticsWindow;
  if (readConsent() === "denied") return {};
  return { gtag: w.gtag, fbq: w.fbq };
}

function value(items: CommerceItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
}

function gaItems(items: CommerceItem[]) {
  return items.map((item) => ({
    item_id: item.id,
    item_name: item.name,
    item_variant: item.variant,
    price: item.price,
    quantity: item.quantity,
  }));
}

export function trackViewItem(item: CommerceItem) {
  const { gtag, fbq } = tags();
  gtag?.("event", "view_item", { currency: CURRENCY, value: item.price, items: gaItems([item]) });
  fbq?.("track", "ViewContent", {
    content_ids: [item.id],
    content_name: item.name,
    content_type: "product",
    value: item.price,
    currency: CURRENCY,
  });
}

export function trackAddToCart(item: CommerceItem) {
  const { gtag, fbq } = tags();
  gtag?.("event", "add_to_cart", { currency: CURRENCY, value: value([item]), items: gaItems([item]) });
  fbq?.("track", "AddToCart", {
    content_ids: [item.id],
    content_name: item.name,
    content_type: "product",
    value: value([item]),
    currency: CURRENCY,
  });
}

/** `coupon`: the discount code the shop accepted for this cart, if any. */
export function trackBeginCheckout(items: CommerceItem[], coupon?: string) {
  const { gtag, fbq } = tags();
  gtag?.("event", "begin_checkout", {
    currency: CURRENCY,
    value: value(items),
    items: gaItems(items),
    ...(coupon ? { coupon } : {}),
  });
  fbq?.("track", "InitiateCheckout", {
    content_ids: items.map((item) => item.id),
    num_items: items.reduce((n, item) => n + item.quantity, 0),
    value: value(items),
    currency: CURRENCY,
  });
}

const PURCHASE_SENT_PREFIX = "analytics-purchase-sent:";

/**
 * The purchase event, once per order however often the confirmation page is
 * opened (the order id is remembered on the device). Returns whether it was sent.
 */
export function trackPurchase(orderId: string, items: CommerceItem[], total: number): boolean {
  const key = `${PURCHASE_SENT_PREFIX}${orderId}`;
  try {
    if (window.localStorage.getItem(key)) return false;
    window.localStorage.setItem(key, "1");
  } catch (error) {
    // Without storage a repeat cannot be ruled out; better one missing event than a double-counted sale.
    logger.warn("Could not remember the purchase event", { error });
    return false;
  }
  const { gtag, fbq } = tags();
  gtag?.("event", "purchase", { transaction_id: orderId, currency: CURRENCY, value: total, items: gaItems(items) });
  fbq?.("track", "Purchase", {
    content_ids: items.map((item) => item.id),
    num_items: items.reduce((n, item) => n + item.quantity, 0),
    value: total,
    currency: CURRENCY,
  });
  return true;
}

export function trackSearch(term: string) {
  const { gtag, fbq } = tags();
  gtag?.("event", "search", { search_term: term });
  fbq?.("track", "Search", { search_string: term, currency: CURRENCY });
}

export function readConsent(): "granted" | "denied" {
  try {
    return window.localStorage.getItem(ANALYTICS_CONSENT_KEY) === "denied" ? "denied" : "granted";
  } catch {
    return "granted";
  }
}

/** Revokes consent: tells both tags, then clears their cookies and stored data. */
export function revokeAnalyticsConsent() {
  const w = window as AnalyticsWindow;
  w.gtag?.("consent", "update", {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
  w.fbq?.("consent", "revoke");
  try {
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, "denied");
  } catch (error) {
    logger.warn("Could not store the analytics consent choice", { error });
  }
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name && /^(_ga|_gid|_gat|_fbp|_fbc)/.test(name)) {
      document.cookie = `${name}=; Max-Age=0; path=/`;
      document.cookie = `${name}=; Max-Age=0; path=/; domain=${location.hostname.replace(/^www\./, "")}`;
    }
  }
  if (w.dataLayer) w.dataLayer.length = 0;
}

export function grantAnalyticsConsent() {
  const w = window as AnalyticsWindow;
  try {
    window.localStorage.removeItem(ANALYTICS_CONSENT_KEY);
  } catch (error) {
    logger.warn("Could not store the analytics consent choice", { error });
  }
  w.gtag?.("consent", "update", {
    analytics_storage: "granted",
    ad_storage: "granted",
    ad_user_data: "granted",
    ad_personalization: "granted",
  });
  w.fbq?.("consent", "grant");
}
