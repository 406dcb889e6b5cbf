import { describe, expect, test } from "vitest";
import { type DatabaseProductRow, mapDatabaseProduct } from "~/lib/catalog/db-product-mapping";

const row = (overrides: Partial<DatabaseProductRow> = {}): DatabaseProductRow => ({
  id: 42,
  name: "Handwoven Macrame Wall Hanging",
  slug: "handwoven-macrame-wall-hanging",
  description: "Cotton cord on driftwood.",
  short_description: "Macrame",
  price: 68,
  compare_price: 85,
  tags: ["home", "handmade"],
  images: ["https://img.example/1.jpg", "https://img.example/2.jpg"],
  inventory_quantity: 5,
  is_active: true,
  featured: false,
  created_at: "2025-02-01 10:00:00",
  updated_at: "2025-02-03T08:30:00Z",
  category_slugs: ["home-decor"],
  ...overrides,
});

describe("database product mapping", () => {
  test("maps a row into catalogue shape", () => {
    const product = mapDatabaseProduct(row());
    expect(product).toMatchObject({
      id: "db_42",
      title: "Handwoven Macrame Wall Hanging",
      handle: "handwoven-macrame-wall-hanging",
      description: "Cotton cord on driftwood.",
      source: "database",
      availableForSale: true,
      totalInventory: 5,
      tags: ["home", "handmade"],
      collectionHandles: ["home-decor"],
      createdAt: "2025-02-01T10:00:00.000Z",
      updatedAt: "2025-02-03T08:30:00.000Z",
      priceRange: {
        minVariantPrice: { amount: "68.00", currencyCode: "USD" },
        maxVariantPrice: { amount: "68.00", currencyCode: "USD" },
      },
    });
    expect(product.images.map((image) => image.url)).toEqual([
      "https://img.example/1.jpg",
      "https://img.example/2.jpg",
    ]);
    expect(product.variants).toEqual([
      {
        id: "db_variant_42",
        title: "Default",
        availableForSale: true,
        quantityAvailable: 5,
        price: { amount: "68.00", currencyCode: "USD" },
        compareAtPrice: { amount: "85.00", currencyCode: "USD" },
        selectedOptions: [],
        image: product.images[0],
      },
    ]);
  });

  test("in stock only when active and inventory is above 0", () => {
    expect(mapDatabaseProduct(row({ inventory_quantity: 0 })).availableForSale).toBe(false);
    expect(mapDatabaseProduct(row({ inventory_quantity: null })).availableForSale).toBe(false);
    expect(mapDatabaseProduct(row({ is_active: 0 })).variants[0].availableForSale).toBe(false);
    expect(mapDatabaseProduct(row({ is_active: 1, inventory_quantity: 1 })).availableForSale).toBe(true);
  });

  test("a featured row carries the featured tag, once", () => {
    expect(mapDatabaseProduct(row({ featured: 1 })).tags).toEqual(["home", "handmade", "featured"]);
    expect(mapDatabaseProduct(row({ featured: true, tags: ["featured"] })).tags).toEqual(["featured"]);
  });

  test("tags and images stored as text are read as lists", () => {
    expect(mapDatabaseProduct(row({ tags: "boho, handmade ,,boho" })).tags).toEqual(["boho", "handmade"]);
    expect(mapDatabaseProduct(row({ tags: '["boho","gift"]' })).tags).toEqual(["boho", "gift"]);
    expect(mapDatabaseProduct(row({ tags: "[not json" })).tags).toEqual([]);
    expect(mapDatabaseProduct(row({ images: '["https://img.example/a.jpg"]' })).images).toHaveLength(1);
    expect(mapDatabaseProduct(row({ images: null, tags: null })).images).toEqual([]);
  });

  test("no compare price means no compare-at price; the short description stands in for a missing one", () => {
    const product = mapDatabaseProduct(row({ compare_price: null, description: null }));
    expect(product.variants[0].compareAtPrice).toBeNull();
    expect(product.description).toBe("Macrame");
  });
});
