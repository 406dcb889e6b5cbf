import { describe, expect, test } from "vitest";
import { indexProduct } from "~/lib/catalog/catalog-index";
import { compactProduct, createInterner } from "~/lib/catalog/catalog-compaction";
import { assembleCollections } from "~/lib/catalog/catalog-source.server";
import { toMappingRow } from "~/lib/catalog/database-products.server";
import { mapDatabaseProduct } from "~/lib/catalog/db-product-mapping";
import { makeProduct } from "./fixtures/catalog-fixtures";

describe("catalogue compaction", () => {
  test("shares repeated prices, options and titles between variants and products", () => {
    const intern = createInterner();
    const spec = { variants: [{ size: "M", color: "Sage", price: 48 }, { size: "L", color: "Sage", price: 48 }] };
    const first = compactProduct(makeProduct(spec), intern);
    const second = compactProduct(makeProduct(spec), intern);
    expect(first.variants[0].price).toBe(first.variants[1].price);
    expect(first.variants[0].price).toBe(second.variants[0].price);
    expect(first.variants[0].selectedOptions).toBe(second.variants[0].selectedOptions);
    expect(first.variants[0].selectedOptions[1]).toBe(first.variants[1].selectedOptions[1]);
  });

  test("keeps every fact the listing derives", () => {
    const product = makeProduct({
      tags: ["bestseller"],
      collectionHandles: ["tops"],
      variants: [{ size: "XS", color: "Blue/White", price: 30, compareAtPrice: 45 }, { size: "14", color: "Gold", available: false, quantity: 0 }],
    });
    const compacted = compactProduct(product, createInterner());
    const { product: _a, ...original } = indexProduct(product, 0);
    const { product: _b, ...compact } = indexProduct(compacted, 0);
    expect(compact).toEqual(original);
    expect(compacted.variants.map((v) => v.id)).toEqual(product.variants.map((v) => v.id));
  });
});

describe("collection assembly", () => {
  const products = [
    makeProduct({ handle: "a", collectionHandles: ["tops", "goddess"] }),
    makeProduct({ handle: "b", collectionHandles: ["Tops"] }),
    makeProduct({ handle: "c", collectionHandles: ["handmade"] }),
  ];
  const shop = [
    { id: "gid://shopify/Collection/1", title: "Tops", handle: "tops", description: "Tops", image: null },
    { id: "gid://shopify/Collection/2", title: "Goddess", handle: "goddess", description: "", image: null },
  ];

  test("lists each collection's product handles from the products' own memberships", () => {
    const collections = assembleCollections(products, shop, []);
    expect(collections.find((c) => c.handle === "tops")?.productHandles).toEqual(["a", "b"]);
    expect(collections.find((c) => c.handle === "goddess")?.productHandles).toEqual(["a"]);
  });

  test("adds database categories the shop lacks, and always a Sale collection", () => {
    const collections = assembleCollections(products, shop, [
      { id: "7", slug: "handmade", name: "Handmade" },
      { id: "8", slug: "tops", name: "Tops (studio)" },
    ]);
    expect(collections.map((c) => c.handle)).toEqual(["tops", "goddess", "handmade", "sale"]);
    expect(collections.find((c) => c.handle === "handmade")).toMatchObject({ id: "db_category_7", title: "Handmade", productHandles: ["c"] });
    expect(collections.find((c) => c.handle === "tops")?.title).toBe("Tops");
  });
});

describe("database rows from Drizzle", () => {
  test("map into the catalogue shape through the snake_case mapping", () => {
    const product = mapDatabaseProduct(
      toMappingRow({
        id: "p1",
        name: "Rattan Moon Mirror",
        slug: "rattan-moon-mirror",
        description: "Woven rattan rays.",
        shortDescription: null,
        price: 132,
        comparePrice: 150,
        tags: ["rattan"],
        images: ["/images/studio/mirror.jpg"],
        inventoryQuantity: 0,
        isActive: true,
        featured: true,
        specifications: null,
        dimensions: "55 cm",
        createdAt: "2025-03-01T10:00:00.000Z",
        updatedAt: "2025-03-02T10:00:00.000Z",
        categorySlugs: ["home-decor"],
      }),
    );
    expect(product).toMatchObject({
      id: "db_p1",
      handle: "rattan-moon-mirror",
      availableForSale: false,
      tags: ["rattan", "featured"],
      collectionHandles: ["home-decor"],
      source: "database",
    });
    expect(product.variants).toEqual([expect.objectContaining({ id: "db_variant_p1", title: "Default", availableForSale: false, price: { amount: "132.00", currencyCode: "USD" } })]);
  });
});
