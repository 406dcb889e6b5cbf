import { describe, expect, test } from "vitest";
import { createCatalogIndex, indexProducts } from "~/lib/catalog/catalog-index";
import { toProductCard } from "~/lib/catalog/product-cards";
import { assembleCollections } from "~/lib/catalog/catalog-source.server";
import { toMappingRow } from "~/lib/catalog/database-products.server";
import { mapDatabaseProduct } from "~/lib/catalog/db-product-mapping";
import { makeProduct } from "./fixtures/catalog-fixtures";

describe("the compact catalogue index", () => {
  test("shares repeated variant facts, tag lists and collection sets between products", () => {
    const spec = {
      tags: ["bestseller"],
      collectionHandles: ["tops"],
      variants: [
        { size: "M", color: "Sage", price: 48 },
        { size: "L", color: "Sage", price: 48 },
      ],
    };
    const [first, second] = indexProducts([makeProduct(spec), makeProduct(spec)]);
    expect(first.variants[0]).toBe(second.variants[0]);
    expect(first.collectionHandles).toBe(second.collectionHandles);
  });

  test("puts together the same card the full product gives, variant ids and titles included", () => {
    const product = makeProduct({
      tags: ["bestseller"],
      collectionHandles: ["Tops"],
      variants: [
        { size: "XS", color: "Blue/White", price: 30, compareAtPrice: 45 },
        { size: "14", color: "Gold", available: false, quantity: 0 },
      ],
    });
    const index = createCatalogIndex([
      product,
      {
        ...product,
        id: "db_7",
        handle: "db-seven",
        variants: product.variants.map((v, i) => ({ ...v, id: `db_variant_${i}` })),
      },
    ]);
    expect(index.cardOf(index.products[0])).toEqual(toProductCard(product));
    expect(index.cardOf(index.products[1]).variantIds).toEqual(["db_variant_0", "db_variant_1"]);
    expect([...index.products[0].collectionHandles]).toEqual(["tops"]);
    expect(index.products[0]).toMatchObject({ inStock: true, onSale: true, minPrice: 30 });
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
    expect(collections.find((c) => c.handle === "handmade")).toMatchObject({
      id: "db_category_7",
      title: "Handmade",
      productHandles: ["c"],
    });
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
        imageAltTexts: { "/images/studio/mirror.jpg": "A round rattan mirror on a white wall" },
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
    // The photo's own description from the admin, not the product's name.
    expect(product.images[0]?.altText).toBe("A round rattan mirror on a white wall");
    expect(product.variants).toEqual([
      expect.objectContaining({
        id: "db_variant_p1",
        title: "Default",
        availableForSale: false,
        price: { amount: "132.00", currencyCode: "USD" },
      }),
    ]);
  });
});
