import { describe, expect, it } from "vitest";
import { isProductLink, productLinkProblem, routeWarning } from "../../app/lib/link-health/link-health";

describe("the product link health check", () => {
  it("flags a missing identifier, one under 2 characters, and undefined or null in it", () => {
    expect(productLinkProblem("/products/")).toBe("missing identifier");
    expect(productLinkProblem("/products/a")).toBe("identifier shorter than 2 characters");
    expect(productLinkProblem("/products/undefined")).toBe("contains undefined");
    expect(productLinkProblem("/products/dress-null")).toBe("contains null");
    expect(productLinkProblem("/products/ab")).toBeNull();
    expect(productLinkProblem("/products/saffron-linen-overalls")).toBeNull();
  });

  it("looks only at product links, not the listing or other pages", () => {
    expect(isProductLink("/products")).toBe(false);
    expect(isProductLink("/products/")).toBe(true);
    expect(isProductLink("/collections/dresses")).toBe(false);
    expect(productLinkProblem("/about")).toBeNull();
  });
});

describe("the route watcher", () => {
  it("warns under 3 characters, on an encoded space, and on undefined or null", () => {
    expect(routeWarning("/products/ab")).toBe("identifier shorter than 3 characters");
    expect(routeWarning("/products/linen%20dress")).toBe("identifier contains an encoded space");
    expect(routeWarning("/shopify-product/undefined")).toBe("contains undefined");
    expect(routeWarning("/products/NULL-top")).toBe("contains null");
    expect(routeWarning("/products/abc")).toBeNull();
    expect(routeWarning("/products")).toBeNull();
    expect(routeWarning("/")).toBeNull();
  });
});
