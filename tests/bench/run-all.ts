// `npm run bench`: the shop's figures over the 10,000-product demo catalogue,
// run against the built Worker in workerd (run `npm run build` first), ending
// with one table. Printed, not asserted: timings depend on the machine. See README.md.
import { startSecondWorker } from "../support/worker-stack";
import {
  percentile,
  processCpuMs,
  serverTimingOf,
  startBenchStack,
  workerdProcessesMiB,
  workerdResidentMiB,
} from "./bench-stack";
import { firstLoadJavaScript } from "../support/first-load-javascript";
import { javaScriptInChromium } from "./first-load-js";
import { launchChromium, medianRun, runLighthouse } from "./lighthouse-run";
import { benchImageVariants } from "./image-variants";
import { benchBackupRestore } from "./backup-restore";
import { listingQueries } from "./listing-queries";
import { requestsPerSecond } from "./load";
import {
  DELAY_MS,
  describeRates,
  describeWaves,
  loadAverage,
  measureHtml,
  measureRates,
  measureWaves,
  signInAs,
} from "./page-weight";
import { workerUploads } from "./worker-uploads";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const QUERY_COUNT = Number(process.env.BENCH_QUERIES ?? 240);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
// Lantern's mobile score moves by a few points between identical runs (which CPU tasks land before the observed
// paint), so each page is scored several times and the median reported, with the spread next to it.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const BACKUP = process.env.BENCH_BACKUP !== "0";
// Stop after this section (and still print the table): 2 = the catalogue's memory, 3 = with the listing queries.
const LAST_SECTION = Number(process.env.BENCH_LAST_SECTION ?? (process.env.BENCH_ONLY_MEMORY === "1" ? 2 : 9));

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const table: [string, string][] = [];
const record = (measure: string, figure: string) => {
  table.push([measure, figure]);
  console.log(`  ${measure}: ${figure}`);
};

async function timed(url: string): Promise<{ ms: number; response: Response; body: string }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - started, response, body };
}

/** The workerd process that appeared since `before` (a freshly started Worker). */
function newWorkerdMiB(before: Map<string, number> | null): number | null {
  const now = workerdProcessesMiB();
  if (!before || !now) return null;
  const fresh = [...now.entries()].filter(([pid]) => !before.has(pid));
  return fresh.length ? fresh.reduce((sum, [, mib]) => sum + mib, 0) : null;
}

/** CPU time (ms) of the workerd processes that appeared since `before`. */
function newWorkerdCpuMs(before: Map<string, number> | null): number | null {
  const now = workerdProcessesMiB();
  if (!before || !now) return null;
  const times = [...now.keys()].filter((pid) => !before.has(pid)).map(processCpuMs);
  return times.length && times.every((ms) => ms !== null) ? times.reduce((sum, ms) => sum! + ms!, 0) : null;
}

async function main() {
  console.log(
    `Benchmarks: ${PRODUCT_COUNT} demo products, ${QUERY_COUNT} queries, ${CONCURRENCY} concurrent for ${LOAD_SECONDS} s`,
  );
  const stack = await startBenchStack(PRODUCT_COUNT);
  try {
    // A labelled block, so that BENCH_LAST_SECTION can leave it early and the table is still printed.
    sections: {
      // 1. No snapshot yet (a first deploy): the first request builds one from the shop.
      console.log("\n1. First deploy: no snapshot, the first /products builds one");
      const baseMiB = workerdResidentMiB();
      const cold = await timed(`${stack.url}/products`);
      const catalogTiming = serverTimingOf(cold.response.headers.get("Server-Timing"), "catalog");
      const afterMiB = workerdResidentMiB();
      record(
        "Build from the shop, in the Worker",
        `${fmt(catalogTiming?.ms ?? NaN)} (${catalogTiming?.desc}, HTTP ${cold.response.status})`,
      );
      if (baseMiB !== null && afterMiB !== null)
        record(
          "workerd memory, building isolate",
          `${baseMiB.toFixed(0)} -> ${afterMiB.toFixed(0)} MiB (+${(afterMiB - baseMiB).toFixed(0)})`,
        );
      // Let the background snapshot write finish.
      await sleep(Number(process.env.BENCH_SNAPSHOT_WAIT_MS ?? 15_000));

      // 2. A cold isolate with a snapshot: a second Worker (its own workerd) reads it.
      console.log("\n2. Cold isolate with a snapshot (a new workerd process)");
      const before = workerdProcessesMiB();
      const second = await startSecondWorker(stack);
      try {
        // A page without the catalogue first, so the figure below is the catalogue's, not the app's first render.
        await timed(`${second.url}/about`);
        const idleMiB = newWorkerdMiB(before);
        const cpuBefore = newWorkerdCpuMs(before);
        const first = await timed(`${second.url}/products`);
        const cpuAfter = newWorkerdCpuMs(before);
        const firstTiming = serverTimingOf(first.response.headers.get("Server-Timing"), "catalog");
        const loadedMiB = newWorkerdMiB(before);
        record(
          "Cold isolate's first /products",
          `${fmt(first.ms)} over HTTP, catalog ${fmt(firstTiming?.ms ?? NaN)} (${firstTiming?.desc}, HTTP ${first.response.status})`,
        );
        // The same request as the new workerd's CPU time (utime + stime, every thread): steady under the machine's load.
        if (cpuBefore !== null && cpuAfter !== null)
          record("... its workerd CPU time", `${fmt(cpuAfter - cpuBefore)} (load average ${loadAverage()})`);
        if (idleMiB !== null && loadedMiB !== null)
          record(
            "workerd memory for the catalogue (snapshot)",
            `${idleMiB.toFixed(0)} -> ${loadedMiB.toFixed(0)} MiB (+${(loadedMiB - idleMiB).toFixed(0)})`,
          );
        await timed(`${second.url}/products?q=warm`);
        await sleep(2000);
        const searchedMiB = newWorkerdMiB(before);
        if (idleMiB !== null && searchedMiB !== null)
          record(
            "... with the search index built",
            `${searchedMiB.toFixed(0)} MiB (+${(searchedMiB - idleMiB).toFixed(0)})`,
          );
      } finally {
        await second.close();
      }
      if (LAST_SECTION <= 2) break sections;

      // 3. Listing queries with a warm catalogue: first sight of each query, then again (memoised).
      console.log("\n3. Listing queries");
      await timed(`${stack.url}/products?q=warm`);
      const queries = listingQueries(QUERY_COUNT);
      // The Worker remembers the 100 most recent answers: the repeat pass asks the last 80 again.
      const passes: [string, string[]][] = [
        ["first run", queries],
        ["repeat (memoised)", queries.slice(-80)],
      ];
      for (const [pass, passQueries] of passes) {
        const inWorker: number[] = [];
        const endToEnd: number[] = [];
        const slowest: [string, number][] = [];
        for (const query of passQueries) {
          const { ms, response } = await timed(`${stack.url}/products.data${query ? `?${query}` : ""}`);
          const listing = serverTimingOf(response.headers.get("Server-Timing"), "listing");
          if (!response.ok || !listing) throw new Error(`${query}: HTTP ${response.status}`);
          inWorker.push(listing.ms);
          endToEnd.push(ms);
          slowest.push([query, listing.ms]);
        }
        // VERBOSE=1: the slowest queries of the pass, which make its p95.
        if (process.env.VERBOSE)
          for (const [query, ms] of slowest
            .sort((a, b) => b[1] - a[1])
            .splice(0)
            .slice(0, 14))
            console.log(`    ${fmt(ms)}  ${query}`);
        record(
          `Listing ${pass}, in the Worker (${passQueries.length})`,
          `p50 ${fmt(percentile(inWorker, 50))}, p95 ${fmt(percentile(inWorker, 95))}, max ${fmt(Math.max(...inWorker))}`,
        );
        record(
          `Listing ${pass}, whole .data request`,
          `p50 ${fmt(percentile(endToEnd, 50))}, p95 ${fmt(percentile(endToEnd, 95))}`,
        );
      }

      if (LAST_SECTION <= 3) break sections;

      // 4. Throughput: server-rendered /products against a static asset of the same Worker.
      console.log("\n4. Throughput");
      const pages = queries.slice(0, 40).map((query) => `${stack.url}/products?${query}`);
      for (const page of pages) await fetch(page).then((r) => r.arrayBuffer());
      const ssr = await requestsPerSecond((i) => pages[i % pages.length], LOAD_SECONDS, CONCURRENCY, WARM_UP_SECONDS);
      const asset = await requestsPerSecond(
        () => `${stack.url}/favicon.svg`,
        LOAD_SECONDS,
        CONCURRENCY,
        WARM_UP_SECONDS,
      );
      record(
        `/products SSR vs static, ${CONCURRENCY} concurrent`,
        `${ssr.toFixed(0)} vs ${asset.toFixed(0)} req/s, ratio ${(ssr / asset).toFixed(2)} (load average ${loadAverage()})`,
      );

      // The listing's weight and the signed-in render (tests/bench/page-weight.ts): HTML anonymous and signed in,
      // signed-in and anonymous /products against the static file in one run, the signed-in page's database waves.
      console.log("\n4b. Page weight, signed-in and anonymous /products against static, database waves");
      const shopperCookie = await signInAs(stack.url, DEMO_SHOPPER);
      for (const page of await measureHtml(stack.url, shopperCookie))
        record(
          `${page.path} HTML, anonymous / signed in`,
          `${(page.anonymousBytes / 1000).toFixed(1)} / ${(page.signedInBytes / 1000).toFixed(1)} KB`,
        );
      const rates = await measureRates(stack, shopperCookie);
      console.log(`  ${describeRates(rates)}`);
      record(
        `Signed-in /products ÷ static, ${CONCURRENCY} concurrent`,
        `${(rates.signedIn / rates.asset).toFixed(2)} (${rates.signedIn.toFixed(0)} vs ${rates.asset.toFixed(0)} req/s; rendered in full, SIGNED_IN_PAGES=off: ${((rates.signedInRendered ?? NaN) / rates.asset).toFixed(2)}; load average ${rates.loadAverage})`,
      );
      record(
        `Anonymous (cached) /products ÷ static, same run`,
        `${(rates.anonymous / rates.asset).toFixed(2)} (${rates.anonymous.toFixed(0)} vs ${rates.asset.toFixed(0)} req/s)`,
      );
      const waves = await measureWaves(stack, shopperCookie);
      record(`Database waves, signed-in /products, +${DELAY_MS} ms a call`, describeWaves(waves));

      // 5. First-load JavaScript per page.
      console.log("\n5. First-load JavaScript (gzip)");
      const productPath = /href="(\/products\/[a-z0-9-]+)"/.exec(cold.body)?.[1] ?? "/products";
      const pagesToWeigh = ["/", "/products", productPath];
      for (const path of pagesToWeigh) {
        const js = firstLoadJavaScript((await timed(`${stack.url}${path}`)).body);
        const name = path === productPath ? "product page" : path;
        record(`First-load JS ${name}`, `${js.gzipKiB.toFixed(1)} KiB in ${js.files.length} files`);
        // What Chromium fetches after that for the page's islands, until everything has hydrated (decision 032).
        const browser = await javaScriptInChromium(`${stack.url}${path}`, new Set(js.files.map((file) => file.src)));
        record(
          `... then the islands' JS ${name}`,
          `${browser.islandsKiB.toFixed(1)} KiB in ${browser.islandFiles.length} files; all ${(js.gzipKiB + browser.islandsKiB).toFixed(1)} KiB`,
        );
      }

      // 6. Lighthouse mobile: the three pages, the cart, and the admin's dashboard signed in as the demo admin.
      if (LIGHTHOUSE) {
        console.log("\n6. Lighthouse mobile");
        const adminCookie = await signInAs(stack.url, DEMO_ADMIN);
        const chrome = await launchChromium();
        try {
          for (const path of [...pagesToWeigh, "/cart", "/admin"]) {
            const headers = path === "/admin" ? { Cookie: adminCookie } : undefined;
            // A warm page, as a shopper finds it (the load sections restart the Worker).
            await fetch(`${stack.url}${path}`, { headers }).then((r) => r.arrayBuffer());
            const runs = [];
            for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
              runs.push(await runLighthouse(chrome, `${stack.url}${path}`, "mobile", { headers }));
            const { median, scores } = medianRun(runs);
            const spread = runs.length > 1 ? ` of ${scores}` : "";
            record(
              `Lighthouse mobile ${path === productPath ? "product page" : path}`,
              `performance ${median.performance}${spread}, accessibility ${median.accessibility} (${Object.entries(
                median.timings,
              )
                .slice(0, 3)
                .map(([k, v]) => `${k.replace(/ Contentful| Paint| Blocking/g, "")} ${v}`)
                .join(", ")})`,
            );
          }
        } finally {
          await chrome.kill();
        }
      }
      console.log("\n7. Image variant build time per image");
      const { createClient } = await import("@libsql/client");
      const client = createClient({ url: stack.databaseUrl });
      try {
        for (const [measure, figure] of await benchImageVariants(stack.url, (query) => client.execute(query)))
          record(measure, figure);
      } catch (error) {
        // A figure that could not be taken is a row of the table, not the end of the bench.
        record("Image variants", `not measured: ${String(error)}`);
      } finally {
        client.close();
      }
    }
  } finally {
    await stack.close();
  }

  // 8. Backup and restore at 10,000 product views, 10,000 visitor sessions and 1,000 users (a stack of its own).
  if (BACKUP && LAST_SECTION >= 8) {
    console.log("\n8. Backup and restore");
    table.push(...(await benchBackupRestore()));
  }

  if (LAST_SECTION >= 9) {
    console.log("\n9. Worker uploads (gzip)");
    for (const upload of workerUploads())
      record(
        `Upload, ${upload.worker} Worker`,
        `${upload.totalKiB.toFixed(1)} KiB (script ${upload.scriptKiB.toFixed(1)}, WebAssembly ${upload.wasmKiB.toFixed(1)})`,
      );
  }

  const width = Math.max(...table.map(([measure]) => measure.length));
  console.log(`\n${"Measure".padEnd(width)} | Figure\n${"-".repeat(width)}-|-${"-".repeat(40)}`);
  for (const [measure, figure] of table) console.log(`${measure.padEnd(width)} | ${figure}`);
}

await main();
