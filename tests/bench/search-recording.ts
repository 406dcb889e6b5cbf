// The listing's p95 with search recording on and off (issue 12: within 5%).
// Two stacks with the same catalogue; the same searches, sequential, each from
// a new "session" (distinct User-Agent) so no request is skipped as a repeat.
// Run `npm run build` first, then: npx tsx tests/bench/search-recording.ts
// Printed, not asserted: timings depend on the machine.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack } from "../../scripts/local-stack";
import { percentile } from "./bench-stack";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WORDS = ["dress", "maxi", "linen", "kimono", "silver", "boho", "crochet", "sage", "midi", "ring", "candle", "skirt"];

async function startStack(recording: "on" | "off") {
  const stack = await startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), `boutique-bench-search-${recording}-`)),
    fresh: true,
    productCount: PRODUCTS,
    bindings: { SEARCH_ANALYTICS: recording, CATALOG_LOAD_TIMEOUT_MS: "300000" },
  });
  await (await fetch(`${stack.url}/products`)).text(); // build the catalogue first
  for (const word of WORDS) await (await fetch(`${stack.url}/products?q=${word}`)).text(); // and warm each listing answer
  return stack;
}

async function timedSearch(url: string, userAgent: string): Promise<number> {
  const started = performance.now();
  await (await fetch(url, { headers: { "User-Agent": userAgent } })).text();
  return performance.now() - started;
}

// Requests alternate between the two stacks so drift in the machine's load (it is shared) hits both alike.
const stacks = { off: await startStack("off"), on: await startStack("on") };
const times = { off: [] as number[], on: [] as number[] };
try {
  for (let i = 0; i < REQUESTS; i++) {
    const order: ("off" | "on")[] = i % 2 ? ["on", "off"] : ["off", "on"];
    for (const mode of order) times[mode].push(await timedSearch(`${stacks[mode].url}/products?q=${WORDS[i % WORDS.length]}`, `bench-${mode}-${i}`));
  }
} finally {
  await Promise.all([stacks.off.close(), stacks.on.close()]);
}
const off = { p50: percentile(times.off, 50), p95: percentile(times.off, 95) };
const on = { p50: percentile(times.on, 50), p95: percentile(times.on, 95) };
console.log(`listing with a search term, ${REQUESTS} requests per mode, ${PRODUCTS} products`);
console.log(`recording off: p50 ${off.p50.toFixed(1)} ms, p95 ${off.p95.toFixed(1)} ms`);
console.log(`recording on:  p50 ${on.p50.toFixed(1)} ms, p95 ${on.p95.toFixed(1)} ms`);
console.log(`p95 difference: ${(((on.p95 - off.p95) / off.p95) * 100).toFixed(1)}% (target: within 5%)`);
