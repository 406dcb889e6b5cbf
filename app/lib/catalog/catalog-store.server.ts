// The catalogue's copy in the Cache API, shared by every isolate of a data
// centre: NDJSON with the put date in a header (decision 006).
import { compactProduct, createInterner } from "./catalog-compaction";
import type { CatalogData } from "./catalog-source.server";
import type { CatalogProduct } from "./types";

/** How long the Cache API keeps the last good catalogue to fall back on. */
const CACHE_RETENTION_SECONDS = 7 * 24 * 60 * 60;
const CACHE_NAME = "boutique-catalog";
const STORED_AT_HEADER = "X-Catalog-Stored-At";

function cacheRequestOf(key: string): Request {
  return new Request(`https://catalog.boutique.internal/v1/${encodeURIComponent(key)}`);
}

async function openCache(): Promise<Cache | null> {
  // Vite's dev server runs loaders in Node, which has no Cache API; memory still works there.
  if (typeof caches === "undefined") return null;
  return caches.open(CACHE_NAME).catch(() => null);
}

/**
 * The cached copy is NDJSON: a header line, then one product per line, so
 * neither writing nor reading it ever holds the whole catalogue as one string
 * (10,000 products are ~45 MB of JSON; an isolate has 128 MB).
 */
type CachedHeader = { collections: CatalogData["collections"]; complete: boolean; productCount: number };

async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf("\n")) !== -1) {
      yield buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
    }
  }
  buffered += decoder.decode();
  if (buffered) yield buffered;
}

export async function readStoredCatalog(key: string): Promise<{ data: CatalogData; storedAt: number } | null> {
  try {
    const cache = await openCache();
    const response = await cache?.match(cacheRequestOf(key));
    if (!response?.body) return null;
    const storedAt = Number(response.headers.get(STORED_AT_HEADER));
    const intern = createInterner();
    let header: CachedHeader | null = null;
    const products: CatalogProduct[] = [];
    for await (const line of linesOf(response.body)) {
      if (!line) continue;
      if (header === null) header = JSON.parse(line) as CachedHeader;
      else products.push(compactProduct(JSON.parse(line) as CatalogProduct, intern));
    }
    // A cut-off copy is no catalogue: rebuild instead of showing part of the shop.
    if (!header || products.length !== header.productCount) return null;
    return { data: { products, collections: header.collections, complete: header.complete }, storedAt: Number.isFinite(storedAt) ? storedAt : 0 };
  } catch (error) {
    console.error("Failed to read the cached catalogue", error);
    return null;
  }
}

function ndjsonBody(data: CatalogData): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const header: CachedHeader = { collections: data.collections, complete: data.complete, productCount: data.products.length };
  let next = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next >= data.products.length) return controller.close();
      // About 200 products a chunk: few enough chunks, small enough strings.
      const lines: string[] = [];
      if (next === -1) {
        lines.push(JSON.stringify(header));
        next = 0;
      }
      for (const end = Math.min(data.products.length, next + 200); next < end; next += 1) lines.push(JSON.stringify(data.products[next]));
      controller.enqueue(encoder.encode(`${lines.join("\n")}\n`));
    },
  });
}

export async function storeCatalog(key: string, data: CatalogData, storedAt: number): Promise<void> {
  const cache = await openCache();
  if (!cache) return;
  const response = new Response(ndjsonBody(data), {
    headers: {
      "Content-Type": "application/x-ndjson",
      "Cache-Control": `public, max-age=${CACHE_RETENTION_SECONDS}`,
      [STORED_AT_HEADER]: String(storedAt),
    },
  });
  await cache.put(cacheRequestOf(key), response);
}
