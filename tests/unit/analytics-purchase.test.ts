import { afterEach, describe, expect, it, vi } from "vitest";
import { trackPurchase } from "~/lib/analytics/commerce-events";

function browserWith(consent: "granted" | "denied") {
  const store = new Map<string, string>([["analytics-consent", consent]]);
  const gtag = vi.fn();
  const fbq = vi.fn();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    gtag,
    fbq,
  });
  return { gtag, fbq };
}

afterEach(() => vi.unstubAllGlobals());

describe("the purchase event", () => {
  const items = [{ id: "o1-0", name: "Sage Maxi", price: 60, quantity: 2 }];

  it("is sent once per order, however often the confirmation page opens", () => {
    const { gtag, fbq } = browserWith("granted");
    expect(trackPurchase("order-1", items, 120)).toBe(true);
    expect(trackPurchase("order-1", items, 120)).toBe(false);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith(
      "event",
      "purchase",
      expect.objectContaining({ transaction_id: "order-1", value: 120 }),
    );
    expect(fbq).toHaveBeenCalledWith("track", "Purchase", expect.objectContaining({ value: 120, num_items: 2 }));
    expect(trackPurchase("order-2", items, 120)).toBe(true);
  });

  it("reaches no tag once consent is revoked", () => {
    const { gtag, fbq } = browserWith("denied");
    trackPurchase("order-3", items, 120);
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
  });
});
