// Commerce analytics: events reach gtag and the pixel in USD while consent is
// granted; revoking consent tells both tags and clears their stored data.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  revokeAnalyticsConsent,
  sanitizeAnalyticsId,
  trackAddToCart,
  trackBeginCheckout,
  trackSearch,
  trackViewItem,
} from "../../app/lib/analytics/commerce-events";

let cookies: string[];
let storage: Map<string, string>;
const gtag = vi.fn();
const fbq = vi.fn();

beforeEach(() => {
  cookies = ["_ga=GA1.1.1", "_fbp=fb.1.2", "boho_cart=keep"];
  storage = new Map();
  gtag.mockReset();
  fbq.mockReset();
  const document = {
    get cookie() {
      return cookies.join("; ");
    },
    set cookie(value: string) {
      const name = value.split("=")[0]!;
      if (/Max-Age=0/.test(value)) cookies = cookies.filter((c) => !c.startsWith(`${name}=`));
    },
  };
  const localStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  vi.stubGlobal("window", { gtag, fbq, dataLayer: [["js"]], localStorage });
  vi.stubGlobal("document", document);
  vi.stubGlobal("localStorage", localStorage);
  vi.stubGlobal("location", { hostname: "boho.example" });
});
afterEach(() => vi.unstubAllGlobals());

const item = { id: "gid://shopify/ProductVariant/1", name: "Sage Maxi Dress", price: 40, quantity: 2 };

describe("commerce events", () => {
  it("send view item, add to cart, begin checkout and search in USD", () => {
    trackViewItem({ ...item, quantity: 1 });
    trackAddToCart(item);
    trackBeginCheckout([item, { ...item, id: "2", price: 10.5, quantity: 1 }]);
    trackSearch("maxi");
    expect(gtag.mock.calls.map((call) => call[1])).toEqual(["view_item", "add_to_cart", "begin_checkout", "search"]);
    expect(gtag.mock.calls[1]![2]).toMatchObject({ currency: "USD", value: 80 });
    expect(gtag.mock.calls[2]![2]).toMatchObject({ currency: "USD", value: 90.5 });
    expect(fbq.mock.calls.map((call) => call[1])).toEqual(["ViewContent", "AddToCart", "InitiateCheckout", "Search"]);
    expect(fbq.mock.calls[1]![2]).toMatchObject({ currency: "USD", value: 80 });
  });

  it("stop and clear stored analytics data when consent is revoked", () => {
    revokeAnalyticsConsent();
    expect(gtag).toHaveBeenCalledWith(
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
    );
    expect(fbq).toHaveBeenCalledWith("consent", "revoke");
    expect(cookies).toEqual(["boho_cart=keep"]);
    gtag.mockReset();
    trackAddToCart(item);
    expect(gtag).not.toHaveBeenCalled();
  });

  it("only lets plain ids into the page", () => {
    expect(sanitizeAnalyticsId("G-ABC123")).toBe("G-ABC123");
    expect(sanitizeAnalyticsId('G-1");alert(1)//')).toBeNull();
    expect(sanitizeAnalyticsId(undefined)).toBeNull();
  });
});
