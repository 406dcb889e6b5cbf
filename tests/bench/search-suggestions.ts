// Search suggestions at 10,000 products: the Worker's own time per answer
// (Server-Timing `suggest`: catalogue lookup, popular searches, search, cards,
// collections and completions) for every prefix a shopper types on the way to
// the benchmark's 30 searches (2 characters and up), first sight (computed)
// and again (remembered in the isolate); then the weight of the combobox code,
// which loads on focus and is no part of any page's first-load scripts.
// Run `npm run build` first, then: npx tsx tests/bench/search-suggestions.ts
// Printed, not asserted: timings depend on the machine.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { percentile, serverTimingOf, startBenchStack } from "./bench-stack";
import { SEARCHES } from "./listing-queries";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);

function prefixesOf(searches: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const search of searches) for (let end = 2; end <= search.length; end += 1) prefixes.add(search.slice(0, end));
  return [...prefixes].filter((prefix) => prefix.trim().length >= 2);
}

async function timeSuggestions(baseUrl: string, queries: readonly string[]) {
  const server: number[] = [];
  const http: number[] = [];
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
    descs.set(timing.desc, (descs.get(timing.desc) ?? 0) + 1);
  }
  return { server, http, descs };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function report(label: string, result: Awaited<ReturnType<typeof timeSuggestions>>) {
  const { server, http, descs } = result;
  console.log(
    `${label}: ${server.length} queries (${[...descs].map(([desc, n]) => `${n} ${desc}`).join(", ")}); server p50 ${ms(
      percentile(server, 50),
    )}, p95 ${ms(percentile(server, 95))}, max ${ms(Math.max(...server))}; over HTTP p50 ${ms(
      percentile(http, 50),
    )}, p95 ${ms(percentile(http, 95))}`,
  );
}

function comboboxWeight(): { file: string; bytes: number; gzip: number }[] {
  const assets = "build/client/assets";
  return readdirSync(assets)
    .filter((file) => /^SearchSuggestions-.*\.js$/.test(file))
    .map((file) => {
      const bytes = readFileSync(join(assets, file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
    });
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
    // Phrases cost what the listing's phrase search costs at first sight: the field texts are compared whole.
    report("First sight, one word (computed)", await timeSuggestions(stack.url, words));
    report("First sight, phrases (computed)", await timeSuggestions(stack.url, phrases));
    report("Again, all (remembered)", await timeSuggestions(stack.url, queries));
  } finally {
    await stack.close();
  }
  for (const { file, bytes, gzip } of comboboxWeight())
    console.log(`Combobox code (loaded on first focus): ${file} ${bytes} B, ${gzip} B gzip`);
}

await main();
