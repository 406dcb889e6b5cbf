// Where catalogue snapshots live: one R2 object per shop and format, replaced
// whole by each build (R2 puts are atomic, so a reader sees the old snapshot
// or the new one, never half of one). The version travels in the object's
// custom metadata so an isolate can ask "is there a newer one?" with a HEAD.
import { type CatalogIndex, createCatalogIndexBuilder } from "./catalog-index";
import { isSnapshotHeader, SNAPSHOT_FORMAT, type SnapshotHeader, snapshotLines, type SnapshotProduct } from "./catalog-snapshot";

export type SnapshotBucket = Pick<R2Bucket, "get" | "head" | "put">;

export function snapshotKeyOf(shopKey: string): string {
  return `catalog/v${SNAPSHOT_FORMAT}/${encodeURIComponent(shopKey)}.ndjson`;
}

export async function writeSnapshot(bucket: SnapshotBucket, shopKey: string, header: SnapshotHeader, rows: readonly SnapshotProduct[]): Promise<void> {
  // R2 needs the length up front; a Blob of ~200-product chunks gives it without one giant string.
  await bucket.put(snapshotKeyOf(shopKey), new Blob([...snapshotLines(header, rows)]), {
    httpMetadata: { contentType: "application/x-ndjson" },
    customMetadata: { version: header.version, builtAt: String(header.builtAt), productCount: String(header.productCount) },
  });
}

/** The newest snapshot's version, or null when there is none. */
export async function readSnapshotVersion(bucket: SnapshotBucket, shopKey: string): Promise<string | null> {
  const object = await bucket.head(snapshotKeyOf(shopKey));
  return object?.customMetadata?.version ?? null;
}

async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let start = 0;
    let newline: number;
    while ((newline = buffered.indexOf("\n", start)) !== -1) {
      yield buffered.slice(start, newline);
      start = newline + 1;
    }
    buffered = buffered.slice(start);
  }
  buffered += decoder.decode();
  if (buffered) yield buffered;
}

export class BrokenSnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BrokenSnapshotError";
  }
}

export type LoadedSnapshot = { header: SnapshotHeader; index: CatalogIndex };

/**
 * Reads and indexes the newest snapshot a row at a time. Null when there is
 * none; BrokenSnapshotError when it is cut off, of an unknown format, or not
 * JSON, so the caller keeps what it has instead of showing part of the shop.
 */
export async function loadSnapshot(bucket: SnapshotBucket, shopKey: string): Promise<LoadedSnapshot | null> {
  const object = await bucket.get(snapshotKeyOf(shopKey));
  if (!object) return null;
  let header: SnapshotHeader | null = null;
  let builder: ReturnType<typeof createCatalogIndexBuilder> | null = null;
  let rows = 0;
  try {
    for await (const line of linesOf(object.body)) {
      if (!line) continue;
      const parsed: unknown = JSON.parse(line);
      if (!builder) {
        if (!isSnapshotHeader(parsed)) throw new BrokenSnapshotError("Unknown snapshot header");
        header = parsed;
        builder = createCatalogIndexBuilder(parsed.variantCount, parsed.variantTitles);
      } else {
        builder.add(parsed as SnapshotProduct);
        rows += 1;
      }
    }
  } catch (error) {
    if (error instanceof BrokenSnapshotError) throw error;
    throw new BrokenSnapshotError(`Unreadable snapshot: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!header || !builder) throw new BrokenSnapshotError("Empty snapshot");
  if (rows !== header.productCount) throw new BrokenSnapshotError(`Snapshot cut off: ${rows} of ${header.productCount} products`);
  return { header, index: builder.finish() };
}
