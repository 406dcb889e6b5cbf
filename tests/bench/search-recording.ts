// The listing's p95 with search recording on and off (within 5%).
// Two stacks with the same catalogue, one recording and one not, swapping roles
// every round; the same searches, sequential and alternating between them, each
// from a new "session" (distinct User-Agent) so no request is skipped as a repeat.
// Run `npm run build` first, then: npx tsx tests/bench/search-recording.ts
// Printed, not asserted: timings depend on the machine.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack, type LocalStack } from "../../scripts/local-stack";
import { percentile } from "./bench-stack";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
/** "off" measures rendered listings; "on" (the default in production) mostly measures the edge cache's hits. */
const HTML_CACHE = process.env.BENCH_HTML_CACHE ?? "off";
const WORDS = [
  "dress",
  "maxi",
  "linen",
  "kimono",
  "silver",
  "boho",
  "crochet",
  "sage",
  "midi",
  "ring",
  "candle",
  "skirt",
];

async function startStack(name: string) {
  const stack = await startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), `boutique-bench-search-${name}-`)),
    fresh: true,
    productCount: PRODUCTS,
    // In this process the synchronous engine's writes would stall the bench's own clock.
    databaseInChildProcess: true,
    bindings: { SEARCH_ANALYTICS: "off", HTML_CACHE, CATALOG_LOAD_TIMEOUT_MS: "300000" },
  });
  await (await fetch(`${stack.url}/products`)).text(); // build the catalogue (and write the snapshot) first
  return stack;
}

/** Restarts the stack's Worker with recording on or off, then warms the catalogue and each listing answer. */
async function setRecording(stack: LocalStack, recording: "on" | "off") {
  await stack.rebind({ SEARCH_ANALYTICS: recording });
  await (await fetch(`${stack.url}/products`)).text();
  for (const word of WORDS)
    await (await fetch(`${stack.url}/products?q=${word}`, { headers: { "User-Agent": "bench-warm-up" } })).text();
}

async function timedSearch(url: string, userAgent: string): Promise<number> {
  const started = performance.now();
  await (await fetch(url, { headers: { "User-Agent": userAgent } })).text();
  return performance.now() - started;
}

// Requests alternate between the two stacks so drift in the machine's load (it is shared) hits both alike, and
// the stacks swap roles every round (the Worker restarted with the other setting), because two identical stacks
// differ by themselves: which one records must not be which one happens to be faster.
// BENCH_CONTROL=1 runs both with recording off: the difference two identical stacks show here is the noise floor.
const CONTROL = process.env.BENCH_CONTROL === "1";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const pair = [await startStack("a"), await startStack("b")];
const rounds: { off: number[]; on: number[] }[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const stacks = { on: pair[round % 2], off: pair[(round + 1) % 2] };
    await Promise.all([setRecording(stacks.on, CONTROL ? "off" : "on"), setRecording(stacks.off, "off")]);
    const times = { off: [] as number[], on: [] as number[] };
    for (let i = 0; i < REQUESTS; i++) {
      const order: ("off" | "on")[] = i % 2 ? ["on", "off"] : ["off", "on"];
      for (const mode of order)
        times[mode].push(
          await timedSearch(`${stacks[mode].url}/products?q=${WORDS[i % WORDS.length]}`, `bench-${mode}-${round}-${i}`),
        );
    }
    rounds.push(times);
  }
} finally {
  await Promise.all(pair.map((stack) => stack.close()));
}
const figures = (times: number[]) => ({ p50: percentile(times, 50), p95: percentile(times, 95) });
const difference = (on: number, off: number) => `${on >= off ? "+" : ""}${(((on - off) / off) * 100).toFixed(1)}%`;
console.log(
  `listing with a search term, ${ROUNDS} rounds of ${REQUESTS} requests per mode, ${PRODUCTS} products, HTML cache ${HTML_CACHE}${CONTROL ? ", CONTROL: both stacks with recording off" : ""}`,
);
rounds.forEach((times, round) => {
  const off = figures(times.off);
  const on = figures(times.on);
  console.log(
    `round ${round + 1} (stack ${round % 2 ? "b" : "a"} ${CONTROL ? 'in the "on" seat' : "records"}): off p50 ${off.p50.toFixed(1)} / p95 ${off.p95.toFixed(1)} ms; on p50 ${on.p50.toFixed(1)} / p95 ${on.p95.toFixed(1)} ms; p95 ${difference(on.p95, off.p95)}`,
  );
});
const off = figures(rounds.flatMap((times) => times.off));
const on = figures(rounds.flatMap((times) => times.on));
console.log(
  `all rounds: off p50 ${off.p50.toFixed(1)} / p95 ${off.p95.toFixed(1)} ms; on p50 ${on.p50.toFixed(1)} / p95 ${on.p95.toFixed(1)} ms; p95 ${difference(on.p95, off.p95)} (target: within 5%)`,
);
