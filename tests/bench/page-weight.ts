// Page weight and the signed-in render, on its own:
//   npm run build && npx tsx tests/bench/page-weight.ts
// 1. The HTML of `/products` and a collection page: bytes, and what they are made of.
// 2. Requests per second, 16 clients, same run: signed-in `/products` (no HTML cache), anonymous `/products`
//    (cached after the warm-up) and the Worker's static `/favicon.svg`.
// 3. Database waves of one signed-in `/products`: every database request goes through a proxy that adds
//    BENCH_DB_DELAY_MS (40) before passing it on; a wave is a run of requests that overlap in time.
// Knobs: BENCH_PRODUCTS (10,000), BENCH_LOAD_SECONDS (8), BENCH_CONCURRENCY (16), BENCH_WARM_UP_SECONDS (3),
// BENCH_ROUNDS (2).
import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack } from "../../scripts/local-stack";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { requestsPerSecond } from "./load";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const DB_DELAY_MS = Number(process.env.BENCH_DB_DELAY_MS ?? 40);
const COLLECTION = process.env.BENCH_COLLECTION ?? "/collections/dresses";

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** What one page's HTML is made of: cards, forms, inline SVG, class attributes, srcsets, __remixContext, JSON-LD. */
function describeHtml(html: string): string {
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  const total = bytes(html);
  const sum = (pattern: RegExp) => [...html.matchAll(pattern)].reduce((all, match) => all + bytes(match[0]), 0);
  const count = (pattern: RegExp) => [...html.matchAll(pattern)].length;
  const remixContext = sum(/<script[^>]*>window\.__remixContext[\s\S]*?<\/script>/g);
  const jsonLd = sum(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g);
  const svgs = sum(/<svg[\s\S]*?<\/svg>/g);
  const classes = sum(/ class="[^"]*"/g);
  const srcsets = sum(/ srcset="[^"]*"/gi);
  return [
    `${kb(total)}`,
    `cards ${count(/<article/g)}`,
    `forms ${count(/<form/g)}`,
    `inline <svg> ${count(/<svg/g)} (${kb(svgs)})`,
    `class attributes ${kb(classes)}`,
    `srcsets ${kb(srcsets)}`,
    `__remixContext ${kb(remixContext)}`,
    `JSON-LD ${kb(jsonLd)}`,
  ].join(", ");
}

/** A proxy in front of the database that holds every request DB_DELAY_MS and notes when each ran. */
async function startDelayingProxy(target: string) {
  const spans: { start: number; end: number }[] = [];
  let recording = false;
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const span = { start: performance.now(), end: Infinity };
      if (recording) spans.push(span);
      await new Promise((resolve) => setTimeout(resolve, DB_DELAY_MS));
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === "string" && name !== "host" && name !== "content-length") headers.set(name, value);
      const answer = await fetch(new URL(incoming.url ?? "/", target), {
        method: incoming.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await answer.arrayBuffer());
      span.end = performance.now();
      outgoing.writeHead(answer.status, { "Content-Type": answer.headers.get("Content-Type") ?? "application/json" });
      outgoing.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url,
    /** Runs `work` and counts the waves of database requests it made: requests that start after all earlier ones ended. */
    async waves(work: () => Promise<unknown>): Promise<{ requests: number; waves: number }> {
      spans.length = 0;
      recording = true;
      await work();
      const answered = performance.now();
      recording = false;
      // Work after the answer (session touches, analytics) does not hold the page: count only what began before.
      await new Promise((resolve) => setTimeout(resolve, DB_DELAY_MS * 4));
      const sorted = spans.filter((span) => span.start < answered).sort((a, b) => a.start - b.start);
      let waves = 0;
      let waveEnd = -Infinity;
      for (const span of sorted) {
        if (span.start >= waveEnd) waves += 1;
        waveEnd = Math.max(waveEnd, span.end);
      }
      return { requests: sorted.length, waves };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const stack = await startLocalStack({
  dataDir: mkdtempSync(join(tmpdir(), "boutique-bench-page-weight-")),
  fresh: true,
  productCount: PRODUCTS,
  databaseInChildProcess: true,
  bindings: { CATALOG_LOAD_TIMEOUT_MS: "300000" },
});
try {
  const signIn = await fetch(`${stack.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: stack.url },
    body: new URLSearchParams({ intent: "signin", email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
  });
  const cookie = (signIn.headers.getSetCookie().find((line) => line.startsWith("__boho_session=")) ?? "").split(";")[0];
  if (!cookie) throw new Error(`signing in answered ${signIn.status} without a session cookie`);
  const signedIn = (url: string) => fetch(url, { headers: { Cookie: cookie } });

  console.log(`${PRODUCTS} products, ${CONCURRENCY} concurrent for ${SECONDS} s`);
  console.log("\n1. HTML");
  for (const path of ["/products", COLLECTION]) {
    const anonymous = await fetch(`${stack.url}${path}`).then((r) => r.text());
    const personal = await signedIn(`${stack.url}${path}`).then((r) => r.text());
    console.log(`  ${path} anonymous: ${describeHtml(anonymous)}`);
    console.log(`  ${path} signed in: ${describeHtml(personal)}`);
  }

  console.log(`\n2. Throughput, ${CONCURRENCY} clients, same run`);
  const products = `${stack.url}/products`;
  for (let i = 0; i < 3; i++) await signedIn(products).then((r) => r.arrayBuffer());
  const rate = (url: string, headers: Record<string, string> = {}) =>
    requestsPerSecond(() => url, SECONDS, CONCURRENCY, WARM_UP_SECONDS, headers);
  for (let round = 1; round <= ROUNDS; round++) {
    const personal = await rate(products, { Cookie: cookie });
    const anonymous = await rate(products);
    const asset = await rate(`${stack.url}/favicon.svg`);
    console.log(
      `  round ${round}: signed-in /products ${personal.toFixed(0)}, anonymous ${anonymous.toFixed(0)}, static ${asset.toFixed(0)} req/s; signed-in ÷ static ${(personal / asset).toFixed(2)}, anonymous ÷ static ${(anonymous / asset).toFixed(2)}`,
    );
  }

  console.log(`\n3. Database waves, signed-in /products, ${DB_DELAY_MS} ms added to every database request`);
  const timeOne = async () => {
    const started = performance.now();
    await signedIn(products).then((r) => r.arrayBuffer());
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const direct: number[] = [];
  for (let i = 0; i < 7; i++) direct.push(await timeOne());
  const proxy = await startDelayingProxy(stack.databaseUrl);
  try {
    await stack.rebind({ DATABASE_URL: proxy.url });
    await timeOne();
    const delayed: number[] = [];
    let counted = { requests: 0, waves: 0 };
    for (let i = 0; i < 7; i++) counted = await proxy.waves(async () => delayed.push(await timeOne()));
    console.log(
      `  median ${median(direct).toFixed(0)} ms direct, ${median(delayed).toFixed(0)} ms delayed (+${(median(delayed) - median(direct)).toFixed(0)} ms); last request: ${counted.requests} database requests in ${counted.waves} waves`,
    );
  } finally {
    await stack.rebind({ DATABASE_URL: stack.databaseUrl });
    await proxy.close();
  }
} finally {
  await stack.close();
}
