// Where catalogue snapshots live: one R2 object per shop and format, replaced
// whole by each build (R2 puts are atomic, so a reader sees the old snapshot
// or the new one, never half of one). The version travels in the object's
// custom metadata so an isolate can ask "is there a newer one?" with a HEAD.
import { type CatalogIndex, createCatalogIndexFromColumns } from "./catalog-index";
import { SNAPSHOT_FORMAT, type SnapshotHeader, type SnapshotProduct } from "./catalog-snapshot";
import { encodeSnapshotColumns, readSnapshotColumns } from "./catalog-snapshot-columns";

export type SnapshotBucket = Pick<R2Bucket, "get" | "head" | "put">;

export function snapshotKeyOf(shopKey: string): string {
  return `catalog/v${SNAPSHOT_FORMAT}/${encodeURIComponent(shopKey)}.bin`;
}

export async function writeSnapshot(
  bucket: SnapshotBucket,
  shopKey: string,
  header: SnapshotHeader,
  rows: readonly SnapshotProduct[],
): Promise<void> {
  // R2 needs the length up front: a Blob of the parts gives it without copying them into one buffer first.
  await bucket.put(snapshotKeyOf(shopKey), new Blob(encodeSnapshotColumns(header, rows)), {
    httpMetadata: { contentType: "application/octet-stream" },
    customMetadata: {
      version: header.version,
      builtAt: String(header.builtAt),
      productCount: String(header.productCount),
    },
  });
}

/** The newest snapshot's version, or null when there is none. */
export async function readSnapshotVersion(bucket: SnapshotBucket, shopKey: string): Promise<string | null> {
  const object = await bucket.head(snapshotKeyOf(shopKey));
  return object?.customMetadata?.version ?? null;
}

export class BrokenSnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BrokenSnapshotError";
  }
}

/**
 * The object's bytes in one buffer of its size, filled as they arrive: arrayBuffer()
 * would gather the chunks first and then copy them, twice the snapshot at the peak,
 * and the allocator keeps much of that peak as the process's resident memory.
 */
async function readWhole(object: R2ObjectBody): Promise<ArrayBuffer> {
  const size = object.size;
  let buffer = new ArrayBuffer(size);
  const reader = object.body.getReader({ mode: "byob" });
  let filled = 0;
  while (filled < size) {
    const { value, done } = await reader.read(new Uint8Array(buffer, filled, size - filled));
    if (done || !value) break;
    // A read hands the buffer back as a new one (the old one is detached).
    buffer = value.buffer;
    filled += value.byteLength;
  }
  if (filled !== size) throw new Error(`Snapshot cut off: ${filled} of ${size} bytes`);
  reader.releaseLock();
  return buffer;
}

export type LoadedSnapshot = { header: SnapshotHeader; index: CatalogIndex };

/**
 * Reads and indexes the newest snapshot: one buffer, its columns read in
 * place. Null when there is none; BrokenSnapshotError when it is cut off, of
 * an unknown format, or inconsistent, so the caller keeps what it has instead
 * of showing part of the shop.
 */
export async function loadSnapshot(bucket: SnapshotBucket, shopKey: string): Promise<LoadedSnapshot | null> {
  const object = await bucket.get(snapshotKeyOf(shopKey));
  if (!object) return null;
  try {
    const columns = readSnapshotColumns(await readWhole(object));
    return { header: columns.header, index: createCatalogIndexFromColumns(columns) };
  } catch (error) {
    throw new BrokenSnapshotError(`Unreadable snapshot: ${error instanceof Error ? error.message : String(error)}`);
  }
}
