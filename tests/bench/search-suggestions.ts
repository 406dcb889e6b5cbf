// Search suggestions at 10,000 products: the Worker's own time per answer
// (Server-Timing `suggest`: catalogue lookup, popular searches, search, cards,
// collections and completions) for every prefix a shopper types on the way to
// the benchmark's 30 searches (2 characters and up), first sight (computed)
// and again (remembered in the isolate); then the weight of the combobox code,
// which loads on focus, and a check that it is no part of the first-load
// scripts of the home page, the listing or a product page.
// Run `npm run build` first, then: npx tsx tests/bench/search-suggestions.ts
// Printed, not asserted: timings depend on the machine (the load average is
// printed beside them: the figures are only comparable at a similar load).
// The Worker's clock moves in whole milliseconds: the mean of the readings
// tells two builds apart where p50 and p95 move by whole steps.
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { normalizeSearchQuery } from "../../app/lib/search/engine/search-query";
import { firstLoadJavaScript } from "../support/first-load-javascript";
import { percentile, serverTimingOf, startBenchStack } from "./bench-stack";
import { SEARCHES } from "./listing-queries";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);

/**
 * Every prefix a shopper types on the way to each search (2 characters and
 * up), as the route sees it: normalised ("maxi " is "maxi"), each once, so
 * "first sight" is the first time the route is asked for that query.
 */
function prefixesOf(searches: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const search of searches)
    for (let end = 2; end <= search.length; end += 1) prefixes.add(normalizeSearchQuery(search.slice(0, end)));
  return [...prefixes].filter((prefix) => prefix.length >= 2);
}

const loadAverage = () => `load average ${loadavg()[0].toFixed(2)}`;

async function timeSuggestions(baseUrl: string, queries: readonly string[]) {
  const server: number[] = [];
  const http: number[] = [];
  const byQuery: [string, number][] = [];
  const descs = new Map<string, number>();
  for (const query of queries) {
    const started = performance.now();
    const response = await fetch(new URL(`/api/search-suggestions?q=${encodeURIComponent(query)}`, baseUrl));
    await response.arrayBuffer();
    http.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
    const timing = serverTimingOf(response.headers.get("Server-Timing"), "suggest");
    if (!timing) throw new Error(`${query}: no Server-Timing`);
    server.push(timing.ms);
    byQuery.push([query, timing.ms]);
    descs.set(timing.desc, (descs.get(timing.desc) ?? 0) + 1);
  }
  return { server, http, descs, byQuery };
}

type Timings = Awaited<ReturnType<typeof timeSuggestions>>;

function combined(a: Timings, b: Timings): Timings {
  const descs = new Map(a.descs);
  for (const [desc, n] of b.descs) descs.set(desc, (descs.get(desc) ?? 0) + n);
  return {
    server: [...a.server, ...b.server],
    http: [...a.http, ...b.http],
    descs,
    byQuery: [...a.byQuery, ...b.byQuery],
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function report(label: string, result: Timings) {
  const { server, http, descs, byQuery } = result;
  console.log(
    `${label}: ${server.length} queries (${[...descs].map(([desc, n]) => `${n} ${desc}`).join(", ")}); server mean ${ms(
      server.reduce((sum, time) => sum + time, 0) / server.length,
    )}, p50 ${ms(percentile(server, 50))}, p95 ${ms(percentile(server, 95))}, max ${ms(Math.max(...server))}; over HTTP p50 ${ms(
      percentile(http, 50),
    )}, p95 ${ms(percentile(http, 95))} (${loadAverage()})`,
  );
  // VERBOSE=1: the slowest answers, which make the p95.
  if (process.env.VERBOSE)
    for (const [query, time] of byQuery.sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${ms(time)}  ${query}`);
}

const ASSETS = "build/client/assets";

/** The combobox's chunk and the chunks it imports (`shared`: already in the weighed pages' first-load scripts). */
function comboboxChunks(firstLoad: ReadonlySet<string>) {
  const main = readdirSync(ASSETS).filter((file) => /^SearchSuggestions-[\w-]+\.js$/.test(file));
  const chunks: { file: string; bytes: number; gzip: number; shared: boolean }[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const bytes = readFileSync(join(ASSETS, file));
    chunks.push({ file, bytes: bytes.length, gzip: gzipSync(bytes).length, shared: firstLoad.has(`/assets/${file}`) });
    for (const [, imported] of bytes.toString("utf8").matchAll(/from"\.\/([\w.-]+\.js)"/g)) visit(imported);
  };
  main.forEach(visit);
  return chunks;
}

async function main() {
  console.log(`Starting the stack with ${PRODUCTS} products...`);
  const stack = await startBenchStack(PRODUCTS);
  try {
    // The catalogue and its search index are built once per isolate; the figures are for a warm isolate.
    // and popular searches are read once per 10 minutes: one listing and one suggestion first, not counted.
    for (const path of ["/products?q=warm", "/api/search-suggestions?q=warm"])
      await (await fetch(new URL(path, stack.url))).arrayBuffer();
    const queries = prefixesOf(SEARCHES);
    const words = queries.filter((query) => !query.includes(" "));
    const phrases = queries.filter((query) => query.includes(" "));
    console.log(`${queries.length} distinct prefixes of the ${SEARCHES.length} benchmark searches (${loadAverage()})`);
    const oneWord = await timeSuggestions(stack.url, words);
    report("First sight, one word (computed)", oneWord);
    const withSpace = await timeSuggestions(stack.url, phrases);
    report("First sight, phrases (computed)", withSpace);
    // The issue's figure: the route's p95 over every prefix a shopper types, at first sight.
    report("First sight, all (computed)", combined(oneWord, withSpace));
    report("Again, all (remembered)", await timeSuggestions(stack.url, queries));

    // The combobox loads on the search box's first focus: no page's first-load scripts may hold it.
    const listing = await (await fetch(new URL("/products", stack.url))).text();
    const productPath = /href="(\/products\/[a-z0-9-]+)"/.exec(listing)?.[1] ?? "/products";
    const firstLoad = new Set<string>();
    for (const path of ["/", "/products", productPath]) {
      const js = firstLoadJavaScript(await (await fetch(new URL(path, stack.url))).text());
      const holdsCombobox = js.files.some((file) => /\/SearchSuggestions-/.test(file.src));
      console.log(
        `First-load JS ${path === productPath ? "product page" : path}: ${js.gzipKiB.toFixed(1)} KiB gzip in ${js.files.length} files, combobox ${holdsCombobox ? "INCLUDED" : "not included"}`,
      );
      for (const file of js.files) firstLoad.add(file.src);
    }
    const chunks = comboboxChunks(firstLoad);
    for (const { file, bytes, gzip, shared } of chunks)
      console.log(
        `Combobox code (loaded on first focus): ${file} ${bytes} B, ${gzip} B gzip${shared ? " (in the first-load scripts already)" : ""}`,
      );
    const own = chunks.filter((chunk) => !chunk.shared);
    console.log(
      `Combobox code fetched on first focus: ${own.reduce((sum, chunk) => sum + chunk.gzip, 0)} B gzip in ${own.length} files`,
    );
  } finally {
    await stack.close();
  }
}

await main();
