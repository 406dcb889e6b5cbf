// `npm run bench`: the listing's figures over the 10,000-product demo catalogue,
// run against the built Worker in workerd (run `npm run build` first).
// Printed, not asserted: timings depend on the machine. See README.md.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { PROJECT_ROOT } from "../../scripts/local-stack";
import { percentile, serverTimingOf, startBenchStack, workerdResidentMiB } from "./bench-stack";
import { listingQueries } from "./listing-queries";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const QUERY_COUNT = Number(process.env.BENCH_QUERIES ?? 240);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function timed(url: string): Promise<{ ms: number; response: Response; body: string }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - started, response, body };
}

async function load(url: (i: number) => string, seconds: number, concurrency: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const response = await fetch(url(i++));
        await response.arrayBuffer();
        if (response.ok) done += 1;
      }
    }),
  );
  return done / seconds;
}

function firstLoadJavaScript(html: string): { files: number; gzipKiB: number } {
  const srcs = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)) srcs.add(m[1]);
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(readFileSync(join(PROJECT_ROOT, "build", "client", src))).length;
  return { files: srcs.size, gzipKiB: bytes / 1024 };
}

async function main() {
  console.log(`Listing benchmarks: ${PRODUCT_COUNT} demo products, ${QUERY_COUNT} queries, ${CONCURRENCY} concurrent for ${LOAD_SECONDS} s`);
  const stack = await startBenchStack(PRODUCT_COUNT);
  try {
    const baseMiB = workerdResidentMiB();
    // 1. Cold catalogue build: the first request reads the whole shop.
    const cold = await timed(`${stack.url}/products`);
    const catalogTiming = serverTimingOf(cold.response.headers.get("Server-Timing"), "catalog");
    const afterMiB = workerdResidentMiB();
    console.log(`\nCold catalogue build (${cold.response.status}): ${fmt(catalogTiming?.ms ?? NaN)} in the Worker, ${fmt(cold.ms)} for the whole first request`);
    if (baseMiB !== null && afterMiB !== null) console.log(`workerd resident memory: ${baseMiB.toFixed(0)} MiB before, ${afterMiB.toFixed(0)} MiB after (+${(afterMiB - baseMiB).toFixed(0)} MiB)`);

    // 2. Listing queries with a warm catalogue: first sight of each query, then again (memoised).
    // Let the background Cache API write finish, then build the search index once.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    await timed(`${stack.url}/products?q=warm`);
    const queries = listingQueries(QUERY_COUNT);
    // The Worker remembers the 100 most recent answers: the repeat pass asks the last 80 again.
    const passes: [string, string[]][] = [
      ["first run (query not seen before)", queries],
      ["repeat (memoised answer)", queries.slice(-80)],
    ];
    for (const [pass, passQueries] of passes) {
      const inWorker: number[] = [];
      const endToEnd: number[] = [];
      for (const query of passQueries) {
        const { ms, response } = await timed(`${stack.url}/products.data${query ? `?${query}` : ""}`);
        const listing = serverTimingOf(response.headers.get("Server-Timing"), "listing");
        if (!response.ok || !listing) throw new Error(`${query}: HTTP ${response.status}`);
        inWorker.push(listing.ms);
        endToEnd.push(ms);
      }
      console.log(`\nListing query, ${pass}, ${passQueries.length} queries`);
      console.log(`  in the Worker (Server-Timing listing): p50 ${fmt(percentile(inWorker, 50))}, p95 ${fmt(percentile(inWorker, 95))}, max ${fmt(Math.max(...inWorker))}`);
      console.log(`  whole .data request:                 p50 ${fmt(percentile(endToEnd, 50))}, p95 ${fmt(percentile(endToEnd, 95))}`);
    }

    // 3. Throughput: server-rendered /products against a static asset of the same Worker.
    const pages = queries.slice(0, 40).map((query) => `${stack.url}/products?${query}`);
    for (const page of pages) await fetch(page).then((r) => r.arrayBuffer());
    const ssr = await load((i) => pages[i % pages.length], LOAD_SECONDS, CONCURRENCY);
    const asset = await load(() => `${stack.url}/favicon.svg`, LOAD_SECONDS, CONCURRENCY);
    console.log(`\nThroughput, ${CONCURRENCY} concurrent: /products ${ssr.toFixed(0)} req/s, static asset ${asset.toFixed(0)} req/s, ratio ${(ssr / asset).toFixed(2)}`);

    // 4. First-load JavaScript of /products.
    const js = firstLoadJavaScript(cold.body);
    console.log(`\nFirst-load JavaScript for /products: ${js.files} files, ${js.gzipKiB.toFixed(1)} KiB gzip`);
  } finally {
    await stack.close();
  }
}

await main();
