import { describe, expect, test } from "vitest";
import { createCatalogIndex, createCatalogIndexFromColumns } from "~/lib/catalog/catalog-index";
import type { IndexedProduct } from "~/lib/catalog/indexed-product";
import {
  createSnapshotVersion,
  SNAPSHOT_FORMAT,
  type SnapshotHeader,
  snapshotProductOf,
} from "~/lib/catalog/catalog-snapshot";
import { encodeSnapshotColumns, readSnapshotColumns } from "~/lib/catalog/catalog-snapshot-columns";
import { makeProduct } from "./fixtures/catalog-fixtures";

const products = [
  makeProduct({
    title: "Sage Linen Maxi Dress",
    description: "Airy linen — woven by hand. Café au lait.",
    productType: "Maxi Dresses",
    tags: ["bestseller", "Linen"],
    collectionHandles: ["Dresses", "goddess"],
    variants: [
      { size: "XS", color: "Sage", price: 88, compareAtPrice: 110 },
      { size: "M", color: "Blue/White", price: 92, available: false, quantity: 0 },
    ],
  }),
  makeProduct({
    title: "Gauze Kimono",
    description: "Soft cotton gauze kimono for layering.",
    productType: "Kimonos",
    tags: ["layering"],
    collectionHandles: ["tops"],
    variants: [{ size: "L", color: "Pink", price: 54 }],
  }),
  makeProduct({
    title: "Chrome Heart Ring",
    description: "Sterling silver ring, size 7.",
    productType: "Rings",
    tags: [],
    collectionHandles: ["jewelry"],
    variants: [{ size: "7", color: "Gold", price: 120 }],
  }),
];
// Cards the packed form must give back as they were: an alt text of its own, no image at all.
products.push({
  ...makeProduct({
    title: "Rattan Lantern",
    productType: "Lanterns",
    variants: [{ size: "One Size", color: "Natural", price: 64 }],
  }),
});
products[products.length - 1].images = [
  { id: null, url: "https://cdn.example/files/lantern.jpg?v=2", altText: "A rattan lantern lit at dusk" },
];
products.push({
  ...makeProduct({
    title: "Beeswax Candle",
    productType: "Candles",
    variants: [{ size: "One Size", color: "Cream", price: 18, available: false, quantity: 0 }],
  }),
  images: [],
});
// A database product: its ids are not Shopify gids.
products.push({
  ...products[1],
  id: "db_42",
  handle: "db-forty-two",
  title: "Hand Loomed Throw",
  variants: products[1].variants.map((variant, i) => ({ ...variant, id: `db_variant_${i}` })),
});

function header(): SnapshotHeader {
  const builtAt = Date.now();
  return {
    format: SNAPSHOT_FORMAT,
    version: createSnapshotVersion(builtAt),
    builtAt,
    complete: true,
    productCount: products.length,
    variantCount: 0,
    collections: [],
  };
}

function bufferOf(parts: Uint8Array[]): ArrayBuffer {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes.buffer;
}

describe("the columnar snapshot", () => {
  const written = header();
  const buffer = bufferOf(encodeSnapshotColumns(written, products.map(snapshotProductOf)));

  test("reads back into the same index the rows give: products, cards, sorts and search", () => {
    const fromRows = createCatalogIndex(products, written.collections);
    const columns = readSnapshotColumns(buffer);
    const fromColumns = createCatalogIndexFromColumns(columns);
    expect(columns.header).toMatchObject({ version: written.version, productCount: 6, variantCount: 7 });
    // Column products read their facts through getters: compare every field by name.
    const factsOf = (item: IndexedProduct) => ({
      position: item.position,
      id: item.id,
      title: item.title,
      titleKey: item.titleKey,
      minPrice: item.minPrice,
      inStock: item.inStock,
      onSale: item.onSale,
      variants: item.variants,
      collectionHandles: [...item.collectionHandles],
      productTypeKey: item.productTypeKey,
      createdAtMs: item.createdAtMs,
      updatedAtMs: item.updatedAtMs,
    });
    expect(fromColumns.products.map(factsOf)).toEqual(fromRows.products.map(factsOf));
    for (const item of fromRows.products)
      expect(fromColumns.cardOf(fromColumns.products[item.position])).toEqual(fromRows.cardOf(item));
    const cards = fromColumns.products.map((item) => fromColumns.cardOf(item));
    expect(cards[3].image).toMatchObject({
      url: "https://cdn.example/files/lantern.jpg?v=2",
      altText: "A rattan lantern lit at dusk",
    });
    expect(cards[4]).toMatchObject({ image: null, isInStock: false });
    expect(cards[5].defaultVariantId).toMatch(/^db_variant_/);
    expect(fromColumns.sortedBy("price_asc").map((item) => item.id)).toEqual(
      fromRows.sortedBy("price_asc").map((item) => item.id),
    );
    for (const query of ["linen", "kimono", "cafe", "silver ring", "layering", "maxi dress", "lnen"]) {
      expect(fromColumns.searchIndex.search(query)).toEqual(fromRows.searchIndex.search(query));
    }
    expect(fromColumns.searchIndex.search("linen").positions.length).toBeGreaterThan(0);
  });

  test("a cut-off snapshot, another format or something else entirely is refused, never misread", () => {
    expect(() => readSnapshotColumns(buffer.slice(0, buffer.byteLength - 8))).toThrow(/cut off/);
    expect(() => readSnapshotColumns(buffer.slice(0, 40))).toThrow(/cut off/);
    const olderFormat = new Uint8Array(buffer.slice(0));
    olderFormat[7] = SNAPSHOT_FORMAT - 1;
    expect(() => readSnapshotColumns(olderFormat.buffer)).toThrow(new RegExp(`format ${SNAPSHOT_FORMAT - 1}`));
    expect(() => readSnapshotColumns(new TextEncoder().encode('{"format":2}\n').buffer as ArrayBuffer)).toThrow(
      /Not a catalogue snapshot/,
    );
  });
});
