// Search over the 10,000-product demo catalogue: the word index against Fuse.js with the spec's options
// (tests/support/fuse-oracle.ts, the reference ranking), for every search term of the listing benchmark,
// as typed. Prints differences and timings; then the snapshot's stored search tables against an index
// built in the isolate.
//   npx tsx tests/bench/search-comparison.ts
import { createSearchIndex, searchIndexOver, type SearchDocument } from "../../app/lib/search/engine/search-index";
import { searchTermsOf } from "../../app/lib/search/engine/search-query";
import { readSnapshotColumns } from "../../app/lib/catalog/catalog-snapshot-columns";
import { generateDemoCatalog } from "../../workers/demo-shop/catalog";
import { createFuseOracle } from "../support/fuse-oracle";
import { snapshotBufferOf } from "./bench-snapshot";
import { percentile } from "./bench-stack";
import { SEARCHES } from "./listing-queries";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const documents: SearchDocument[] = generateDemoCatalog({ productCount: PRODUCT_COUNT }).products.map(
  ({ title, description, productType, tags }) => ({ title, description, productType, tags }),
);

const started = performance.now();
const index = createSearchIndex(documents);
index.search("warm");
console.log(`Word index over ${documents.length} products built in ${(performance.now() - started).toFixed(0)} ms`);

const oracle = createFuseOracle(documents);
const timings: number[] = [];
let identical = 0;
for (const query of SEARCHES) {
  const t0 = performance.now();
  const ours = [...index.search(query, { asTyped: true }).positions];
  timings.push(performance.now() - t0);
  const reference = oracle(searchTermsOf(index.search(query, { asTyped: true }).typed)).map((found) => found.position);
  if (JSON.stringify(ours) === JSON.stringify(reference)) {
    identical += 1;
    continue;
  }
  const referenceSet = new Set(reference);
  const ourSet = new Set(ours);
  console.log(
    `"${query}": ${ours.length} results vs Fuse ${reference.length}; missing ${reference.filter((p) => !ourSet.has(p)).length}, extra ${ours.filter((p) => !referenceSet.has(p)).length}, order differs from rank ${ours.findIndex((p, i) => reference[i] !== p) + 1}`,
  );
}
console.log(`${identical} of ${SEARCHES.length} searches identical to Fuse (results and order)`);
console.log(
  `First-time search in Node: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`,
);

// The snapshot's stored search tables (decision 028) against the index built here: same answers for every search.
const buffer = snapshotBufferOf(documents, "comparison");
const stored = searchIndexOver(readSnapshotColumns(buffer).searchTables);
const same = SEARCHES.filter(
  (query) => JSON.stringify([...stored.search(query).positions]) === JSON.stringify([...index.search(query).positions]),
).length;
console.log(
  `${same} of ${SEARCHES.length} searches identical between the snapshot's stored search tables and an index built in the isolate (snapshot ${(buffer.byteLength / 2 ** 20).toFixed(1)} MiB)`,
);
