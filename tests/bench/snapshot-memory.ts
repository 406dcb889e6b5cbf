// What a cold isolate keeps for the catalogue snapshot, stage by stage, as live
// memory (V8 heap plus ArrayBuffers after a full GC), and what the snapshot's
// bytes are made of. Node, not workerd: workerd's resident figure (run-all.ts)
// also counts V8's young generation growing while it works, which this leaves out.
//   node --expose-gc --import tsx tests/bench/snapshot-memory.ts <snapshot file>
// The file: a bench run leaves one under /tmp/boutique-bench-*/r2/catalog-snapshots/blobs/.
import { readFileSync } from "node:fs";
import { createCatalogIndexFromColumns } from "../../app/lib/catalog/catalog-index";
import { readSnapshotColumns } from "../../app/lib/catalog/catalog-snapshot-columns";

const file = process.argv[2];
if (!file || typeof globalThis.gc !== "function") {
  console.error("usage: node --expose-gc --import tsx tests/bench/snapshot-memory.ts <snapshot file>");
  process.exit(1);
}
const gc = globalThis.gc;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
function live(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

const base = live();
let last = base;
const stage = (name: string) => {
  const now = live();
  console.log(`${name.padEnd(44)} +${mib(now - last).padStart(9)}  (total +${mib(now - base)})`);
  last = now;
};

// One buffer, as R2's arrayBuffer() gives it (a Node Buffer may share a pool: copy, then drop the original).
const buffer = new Uint8Array(readFileSync(file)).buffer;
stage(`the snapshot's bytes (${mib(buffer.byteLength)})`);
const columns = readSnapshotColumns(buffer);
stage("header and column views");
const index = createCatalogIndexFromColumns(columns);
stage(`per-product index (${index.products.length} products)`);
index.sortedBy("newest");
stage("one sort order");
index.searchIndex.search("linen dress");
stage("the search index's first search");
for (let p = 0; p < 24; p++) index.cardOf(index.products[p]);
stage("24 cards");

const { header } = columns;
const sections: [string, number][] = [
  ["header JSON", new DataView(buffer).getUint32(8, true)],
  ["text: ids, handles, titles, packed cards", header.textBytes],
  ["search postings", header.searchPostings * 4],
  ["search fields (norm, key, owner, length)", header.searchFields * 9],
  ["variants (id, title, facts)", header.variantCount * 17],
];
console.log(
  `\nSnapshot ${mib(buffer.byteLength)}, ${header.productCount} products, ${header.variantCount} variants, ${header.searchWords.length} words:`,
);
for (const [name, size] of sections) console.log(`  ${name.padEnd(42)} ${mib(size).padStart(9)}`);
if (process.env.VERBOSE) console.log("the first card:", JSON.stringify(columns.card(0)));
