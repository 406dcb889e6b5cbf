import { describe, expect, it } from "vitest";
import { loadFeaturedCollections, loadFeaturedProducts } from "~/lib/home/home.server";
import type { Storefront } from "~/lib/catalog/storefront.server";

const node = (n: number) => ({
  id: `gid://shopify/Product/${n}`,
  title: `Piece ${n}`,
  handle: `piece-${n}`,
  featuredImage: null,
  priceRange: { minVariantPrice: { amount: "12.5" } },
});

function fakeStorefront(
  answer: (variables: Record<string, unknown> | undefined) => unknown,
): Storefront & { calls: (Record<string, unknown> | undefined)[] } {
  const calls: (Record<string, unknown> | undefined)[] = [];
  return {
    apiUrl: "http://shop.test",
    shopDomain: "shop.test",
    calls,
    async query<T>(_document: string, options: { variables?: Record<string, unknown> } = {}) {
      calls.push(options.variables);
      return answer(options.variables) as T;
    },
  };
}

describe("featured products on the home page", () => {
  it("asks for the first 4 tagged featured", async () => {
    const storefront = fakeStorefront(() => ({ products: { nodes: [1, 2, 3, 4].map(node) } }));
    const loaded = await loadFeaturedProducts(storefront);
    expect(storefront.calls).toEqual([{ first: 4, query: "tag:featured" }]);
    expect(loaded.items.map((p) => p.href)).toEqual([
      "/products/piece-1",
      "/products/piece-2",
      "/products/piece-3",
      "/products/piece-4",
    ]);
    expect(loaded.items[0]).toMatchObject({ price: "$12.50", imageUrl: null, imageAlt: "Piece 1" });
  });

  it("falls back to the first 4 of all when none is tagged featured", async () => {
    const storefront = fakeStorefront((variables) => ({
      products: { nodes: variables?.query ? [] : [5, 6, 7, 8].map(node) },
    }));
    const loaded = await loadFeaturedProducts(storefront);
    expect(storefront.calls).toEqual([
      { first: 4, query: "tag:featured" },
      { first: 4, query: null },
    ]);
    expect(loaded).toMatchObject({
      failed: false,
      items: [{ title: "Piece 5" }, { title: "Piece 6" }, { title: "Piece 7" }, { title: "Piece 8" }],
    });
  });

  it("answers a failing shop with an empty, failed list instead of throwing", async () => {
    const storefront = fakeStorefront(() => {
      throw new Error("Shopify HTTP 500");
    });
    const errors = console.error;
    console.error = () => {};
    try {
      expect(await loadFeaturedProducts(storefront)).toEqual({ items: [], failed: true });
      expect(await loadFeaturedCollections(storefront)).toEqual({ items: [], failed: true });
    } finally {
      console.error = errors;
    }
  });
});
