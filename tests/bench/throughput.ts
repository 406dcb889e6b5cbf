// Section 4 of run-all.ts alone: server-rendered /products (40 listing URLs,
// anonymous, so the HTML cache answers after the warm-up pass) against the
// Worker's static /favicon.svg, in the same run, BENCH_ROUNDS times.
// Extra bindings from BENCH_BINDINGS (for example SEARCH_ANALYTICS=off,HTML_CACHE=off).
//   npm run build && npx tsx tests/bench/throughput.ts
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack } from "../../scripts/local-stack";
import { listingQueries } from "./listing-queries";
import { requestsPerSecond } from "./load";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const extra = Object.fromEntries(
  (process.env.BENCH_BINDINGS ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("=") as [string, string]),
);

const stack = await startLocalStack({
  dataDir: mkdtempSync(join(tmpdir(), "boutique-bench-throughput-")),
  fresh: true,
  productCount: PRODUCTS,
  bindings: { CATALOG_LOAD_TIMEOUT_MS: "300000", ...extra },
});
try {
  const pages = listingQueries(240)
    .slice(0, 40)
    .map((query) => `${stack.url}/products?${query}`);
  for (const page of pages) await fetch(page).then((r) => r.arrayBuffer());
  console.log(
    `${PRODUCTS} products, ${CONCURRENCY} concurrent for ${SECONDS} s${Object.keys(extra).length ? `, bindings ${JSON.stringify(extra)}` : ""}`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    const ssr = await requestsPerSecond((i) => pages[i % pages.length], SECONDS, CONCURRENCY, WARM_UP_SECONDS);
    const asset = await requestsPerSecond(() => `${stack.url}/favicon.svg`, SECONDS, CONCURRENCY, WARM_UP_SECONDS);
    console.log(
      `round ${round}: /products SSR ${ssr.toFixed(0)} vs static ${asset.toFixed(0)} req/s, ratio ${(ssr / asset).toFixed(2)}`,
    );
  }
} finally {
  await stack.close();
}
