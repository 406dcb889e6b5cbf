// A catalogue snapshot built in memory from search documents alone (no images,
// prices or variants), for benchmarks that read the search tables as an
// isolate does: the same encoding the snapshot job writes and the reader reads.
import { SNAPSHOT_FORMAT, type SnapshotHeader, type SnapshotProduct } from "../../app/lib/catalog/catalog-snapshot";
import { encodeSnapshotColumns } from "../../app/lib/catalog/catalog-snapshot-columns";
import type { SearchDocument } from "../../app/lib/search/engine/search-index";

type Document = SearchDocument;

/** The snapshot's bytes, in one buffer as R2's `arrayBuffer()` gives it. */
export function snapshotBufferOf(documents: readonly Document[], version: string): ArrayBuffer {
  const rows: SnapshotProduct[] = documents.map((document, position) => ({
    id: `gid://shopify/Product/${position + 1}`,
    handle: `p-${position}`,
    title: document.title,
    description: document.description,
    productType: document.productType,
    tags: [...document.tags],
    collectionHandles: [],
    createdAtMs: 0,
    updatedAtMs: 0,
    minPrice: 0,
    inStock: true,
    onSale: false,
    card: {
      image: null,
      displayPrice: "$0.00",
      displayCompareAtPrice: null,
      percentOff: 0,
      priceAmount: "0.00",
      badges: [],
      isInStock: true,
      stockLevel: "high",
      needsVariantChoice: false,
      defaultVariantId: null,
    },
    variants: [],
  }));
  const header: SnapshotHeader = {
    format: SNAPSHOT_FORMAT,
    version,
    builtAt: 0,
    complete: true,
    productCount: rows.length,
    variantCount: 0,
    collections: [],
  };
  const parts = encodeSnapshotColumns(header, rows);
  const buffer = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (buffer.set(part, at), at + part.length), 0);
  return buffer.buffer;
}
