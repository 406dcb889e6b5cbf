// Search over the 10,000-product demo catalogue: the word index (decision 023)
// against plain Fuse.js with the spec's options (the reference ranking), for
// every search term of the listing benchmark. Prints differences and timings.
//   npx tsx tests/bench/search-comparison.ts
import Fuse from "fuse.js";
import { SEARCH_OPTIONS } from "../support/fuse-oracle";
import {
  chunkSearchQuery,
  containsWholeWord,
  createSearchIndex,
  normalizeSearchQuery,
  type SearchDocument,
  searchIndexOver,
  wholeWordTermsIn,
} from "../../app/lib/search/engine/search-index";
import { readSnapshotColumns } from "../../app/lib/catalog/catalog-snapshot-columns";
import { generateDemoCatalog } from "../../workers/demo-shop/catalog";
import { snapshotBufferOf } from "./bench-snapshot";
import { percentile } from "./bench-stack";
import { SEARCHES } from "./listing-queries";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const documents: SearchDocument[] = generateDemoCatalog({ productCount: PRODUCT_COUNT }).products.map(
  ({ title, description, productType, tags }) => ({ title, description, productType, tags }),
);

/** Fuse over every document, with the spec's chunking and whole-word rule around it: the slow reference. */
function fuseReference(query: string): number[] {
  const fuse = new Fuse(documents, SEARCH_OPTIONS);
  const normalized = normalizeSearchQuery(query);
  const chunks = chunkSearchQuery(normalized);
  let ranked: number[];
  if (chunks.length === 1) ranked = fuse.search(chunks[0]).map((r) => r.refIndex);
  else {
    const sums = new Map<number, number>();
    for (const chunk of chunks)
      for (const r of fuse.search(chunk)) sums.set(r.refIndex, (sums.get(r.refIndex) ?? 0) + (r.score ?? 1) - 1);
    ranked = [...sums.entries()].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([p]) => p);
  }
  const terms = wholeWordTermsIn(normalized);
  const fields = (p: number) =>
    [documents[p].title, documents[p].description, documents[p].productType, ...documents[p].tags].map((t) =>
      t.toLowerCase(),
    );
  return terms.length
    ? ranked.filter((p) => terms.every((term) => fields(p).some((text) => containsWholeWord(text, term))))
    : ranked;
}

const started = performance.now();
const index = createSearchIndex(documents);
index.search("warm");
console.log(`Word index over ${documents.length} products built in ${(performance.now() - started).toFixed(0)} ms`);

const timings: number[] = [];
let identical = 0;
for (const query of SEARCHES) {
  const t0 = performance.now();
  const ours = [...index.search(query)];
  timings.push(performance.now() - t0);
  if (process.env.VERBOSE) console.log(`${query}: ${timings.at(-1)!.toFixed(1)} ms, ${ours.length} results`);
  const reference = fuseReference(query);
  if (JSON.stringify(ours) === JSON.stringify(reference)) {
    identical += 1;
    continue;
  }
  const ourSet = new Set(ours);
  const referenceSet = new Set(reference);
  const missing = reference.filter((p) => !ourSet.has(p));
  const extra = ours.filter((p) => !referenceSet.has(p));
  const firstOrderDifference = ours.findIndex((p, i) => reference[i] !== p);
  console.log(
    `"${query}": ${ours.length} results vs Fuse ${reference.length}; missing ${missing.length}, extra ${extra.length}, order differs from rank ${firstOrderDifference + 1}`,
  );
  for (const p of missing.slice(0, 2))
    console.log(`  missing: ${documents[p].title} | ${documents[p].productType} | ${documents[p].tags.join(", ")}`);
}
console.log(`${identical} of ${SEARCHES.length} searches identical to Fuse (results and order)`);
console.log(
  `First-time search in Node: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`,
);

// The snapshot's stored search tables (decision 028) against the index built here: same answers for every search.
const buffer = snapshotBufferOf(documents, "comparison");
const columns = readSnapshotColumns(buffer);
const stored = searchIndexOver(columns.searchTables, columns.allFieldText);
const rebuilt = createSearchIndex(
  documents.map((d) => ({
    title: d.title.toLowerCase(),
    description: d.description.toLowerCase(),
    productType: d.productType.toLowerCase(),
    tags: d.tags.map((tag) => tag.toLowerCase()),
  })),
);
const same = SEARCHES.filter(
  (query) => JSON.stringify(stored.search(query)) === JSON.stringify(rebuilt.search(query)),
).length;
console.log(
  `${same} of ${SEARCHES.length} searches identical between the snapshot's stored search tables and an index built in the isolate (snapshot ${(buffer.byteLength / 2 ** 20).toFixed(1)} MiB)`,
);
