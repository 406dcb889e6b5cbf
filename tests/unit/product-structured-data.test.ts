import { describe, expect, it } from "vitest";
import { buildProductStructuredData, serializeJsonLd } from "../../app/lib/product/structured-data";

const base = { id: "gid://shopify/Product/1", name: "Sage Maxi Dress", price: 89 };

describe("product structured data", () => {
  it("is only built with an id, a name and a numeric price", () => {
    expect(buildProductStructuredData({ ...base, id: "" })).toBeNull();
    expect(buildProductStructuredData({ ...base, name: null })).toBeNull();
    expect(buildProductStructuredData({ ...base, price: Number.NaN })).toBeNull();
    expect(buildProductStructuredData({ ...base, price: null })).toBeNull();
    expect(buildProductStructuredData(base)).not.toBeNull();
  });

  it("counts as in stock unless availability is explicitly false", () => {
    const availability = (value: boolean | null | undefined) =>
      (buildProductStructuredData({ ...base, availability: value }) as any).offers.availability;
    expect(availability(undefined)).toBe("https://schema.org/InStock");
    expect(availability(null)).toBe("https://schema.org/InStock");
    expect(availability(true)).toBe("https://schema.org/InStock");
    expect(availability(false)).toBe("https://schema.org/OutOfStock");
  });

  it("states a rating only when one is given (real reviews, or the owner's sample figure), never by default", () => {
    expect(buildProductStructuredData(base)).not.toHaveProperty("aggregateRating");
    expect(buildProductStructuredData(base, null)).not.toHaveProperty("aggregateRating");
    expect(
      (buildProductStructuredData(base, { ratingValue: 4.5, reviewCount: 2 }) as any).aggregateRating,
    ).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it("fills the spec's defaults: category, brand, shipping, returns, payments, rating", () => {
    const sample = { ratingValue: 4.7, reviewCount: 23 };
    const data = buildProductStructuredData({ ...base, category: " ", brand: "" }, sample) as any;
    expect(data.category).toBe("Fashion Accessories");
    expect(data.brand).toEqual({ "@type": "Brand", name: "Boho Boutique" });
    expect(data.offers.price).toBe("89.00");
    expect(data.offers.priceCurrency).toBe("USD");
    expect(data.offers.shippingDetails.shippingRate).toEqual({ "@type": "MonetaryAmount", value: 0, currency: "USD" });
    expect(data.offers.shippingDetails.deliveryTime.handlingTime).toMatchObject({
      minValue: 1,
      maxValue: 2,
      unitCode: "DAY",
    });
    expect(data.offers.shippingDetails.deliveryTime.transitTime).toMatchObject({
      minValue: 3,
      maxValue: 7,
      unitCode: "DAY",
    });
    expect(data.offers.hasMerchantReturnPolicy.merchantReturnDays).toBe(30);
    expect(data.offers.acceptedPaymentMethod.map((m: any) => m.name)).toEqual([
      "Credit Card",
      "PayPal",
      "Apple Pay",
      "Google Pay",
    ]);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 23 });
    expect(buildProductStructuredData({ ...base, category: "Dresses", brand: "Sol" }) as any).toMatchObject({
      category: "Dresses",
      brand: { name: "Sol" },
    });
  });

  it("serialises so product text can never close the script tag", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
