// In-process profile of search suggestions at first sight: every prefix of the bench's searches against a
// fresh index over the generated catalogue, CPU time per query (no Worker, no HTTP). Printed, not asserted.
// Run: npx tsx tests/bench/search-suggestions-profile.ts (BENCH_PRODUCTS, ROUNDS, VERBOSE=1 for the slowest queries)
import { readSnapshotColumns } from "../../app/lib/catalog/catalog-snapshot-columns";
import { createCatalogIndexFromColumns } from "../../app/lib/catalog/catalog-index";
import { suggestSearches } from "../../app/lib/search/search-suggestions";
import { normalizeSearchQuery } from "../../app/lib/search/engine/search-query";
import { generateDemoCatalog } from "../../workers/demo-shop/catalog";
import { snapshotBufferOf } from "./bench-snapshot";
import { percentile } from "./bench-stack";
import { SEARCHES } from "./listing-queries";

const N = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const demo = generateDemoCatalog({ productCount: N }).products;
const buffer = snapshotBufferOf(demo, "p");
const index = createCatalogIndexFromColumns(readSnapshotColumns(buffer));
index.searchIndex.search("warm");
suggestSearches(index, [], [], "warm");
const prefixes = new Set<string>();
for (const s of SEARCHES) for (let e = 2; e <= s.length; e++) prefixes.add(normalizeSearchQuery(s.slice(0, e)));
const qs = [...prefixes].filter((q) => q.length >= 2);
const rounds = Number(process.env.ROUNDS ?? 1);
for (let r = 1; r < rounds; r++) {
  const fresh = createCatalogIndexFromColumns(readSnapshotColumns(buffer));
  for (const q of [...prefixes]) if (q.length >= 2) suggestSearches(fresh, [], [], q);
}
const t: Record<string, number[]> = { word: [], words: [] };
const per: [string, number][] = [];
for (const q of qs) {
  const c0 = process.cpuUsage();
  suggestSearches(index, [], [], q);
  const c1 = process.cpuUsage(c0);
  const ms = (c1.user + c1.system) / 1000;
  (q.includes(" ") ? t.words : t.word).push(ms);
  per.push([q, ms]);
}
for (const k of ["word", "words"])
  console.log(
    k,
    t[k].length,
    "p50",
    percentile(t[k], 50).toFixed(2),
    "p95",
    percentile(t[k], 95).toFixed(2),
    "max",
    Math.max(...t[k]).toFixed(2),
  );
if (process.env.VERBOSE)
  for (const [q, ms] of per.sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(ms.toFixed(2), JSON.stringify(q));
