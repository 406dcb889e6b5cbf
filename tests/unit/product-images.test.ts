// Product image URLs at a width: the CDN reads `width`, `height` and `crop` from the query string.
import { describe, expect, it } from "vitest";
import { productImageSrc, productImageSrcSet, sizedImageUrl } from "../../app/lib/product/product-images";

describe("product image URLs", () => {
  it("add the width to a URL with or without a query, absolute or relative", () => {
    expect(sizedImageUrl("https://cdn.shopify.com/s/files/1/a.jpg", 400)).toBe(
      "https://cdn.shopify.com/s/files/1/a.jpg?width=400",
    );
    expect(sizedImageUrl("https://cdn.shopify.com/s/files/1/a.jpg?v=1712", 600)).toBe(
      "https://cdn.shopify.com/s/files/1/a.jpg?v=1712&width=600",
    );
    expect(sizedImageUrl("/images/studio/p1.avif", 800)).toBe("/images/studio/p1.avif?width=800");
  });

  it("replace a width the URL already names, and keep a fragment last", () => {
    expect(sizedImageUrl("https://cdn.example/a.jpg?width=100&v=2", 400)).toBe(
      "https://cdn.example/a.jpg?width=400&v=2",
    );
    expect(sizedImageUrl("https://cdn.example/a.jpg?mywidth=3", 400)).toBe(
      "https://cdn.example/a.jpg?mywidth=3&width=400",
    );
    expect(sizedImageUrl("/a.jpg#top", 400)).toBe("/a.jpg?width=400#top");
  });

  it("give the src its height and a centre crop, and the srcset the five widths", () => {
    expect(productImageSrc("https://cdn.example/a.jpg?v=1", 800, 1000)).toBe(
      "https://cdn.example/a.jpg?v=1&width=800&height=1000&crop=center",
    );
    expect(productImageSrc("/a.jpg", 400, undefined)).toBe("/a.jpg?width=400&crop=center");
    expect(productImageSrcSet("/a.jpg")).toBe(
      "/a.jpg?width=400 400w, /a.jpg?width=600 600w, /a.jpg?width=800 800w, /a.jpg?width=1200 1200w, /a.jpg?width=1600 1600w",
    );
  });
});
