// Page weight and the signed-in render, on its own:
//   npm run build && npx tsx tests/bench/page-weight.ts
// 1. The HTML of `/products` and a collection page: bytes, and what they are made of.
// 2. Requests per second, 16 clients, same run: signed-in `/products` (no HTML cache), anonymous `/products`
//    (cached after the warm-up) and the Worker's static `/favicon.svg`.
// 3. Database waves of one signed-in `/products`: every database request goes through a proxy that adds
//    BENCH_DB_DELAY_MS (40) before passing it on; a wave is a run of requests that overlap in time.
// Knobs: BENCH_PRODUCTS (10,000), BENCH_LOAD_SECONDS (8), BENCH_CONCURRENCY (16), BENCH_WARM_UP_SECONDS (3),
// BENCH_ROUNDS (2).
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { startLocalStack, type LocalStack } from "../../scripts/local-stack";
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
export function describeHtml(html: string): string {
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
export async function startDelayingProxy(target: string) {
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

/** Signs in through the sign-in form and opens the page it leads to, as a shopper does; the session cookie pair (`name=value`). */
export async function signInAs(origin: string, account: { email: string; password: string }): Promise<string> {
  const signIn = await fetch(`${origin}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ intent: "signin", email: account.email, password: account.password }),
  });
  const sessionCookieOf = (response: Response) =>
    (response.headers.getSetCookie().find((line) => line.startsWith("__boho_session=")) ?? "").split(";")[0];
  const cookie = sessionCookieOf(signIn);
  if (!cookie) throw new Error(`signing in answered ${signIn.status} without a session cookie`);
  // The page signing in leads to shows the welcome toast and answers the session without it, as a browser keeps it:
  // a cookie still holding the one-shot toast would make every measured page a first page after sign-in.
  const next = await fetch(new URL(signIn.headers.get("Location") ?? "/", origin), { headers: { Cookie: cookie } });
  await next.arrayBuffer();
  return sessionCookieOf(next) || cookie;
}

export type PageWeight = {
  path: string;
  anonymousBytes: number;
  signedInBytes: number;
  anonymous: string;
  signedIn: string;
};

/** Section 1: the HTML of `/products` and a collection page, anonymous and signed in. */
export async function measureHtml(origin: string, cookie: string): Promise<PageWeight[]> {
  const pages: PageWeight[] = [];
  for (const path of ["/products", COLLECTION]) {
    const anonymous = await fetch(`${origin}${path}`).then((r) => r.text());
    const personal = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } }).then((r) => r.text());
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    pages.push({
      path,
      anonymousBytes: bytes(anonymous),
      signedInBytes: bytes(personal),
      anonymous: describeHtml(anonymous),
      signedIn: describeHtml(personal),
    });
  }
  return pages;
}

export type Rates = {
  signedIn: number;
  anonymous: number;
  asset: number;
  /** Signed-in `/products` rendered in full (SIGNED_IN_PAGES=off), the same round: the figure before decision 056 */
  signedInRendered: number | null;
  loadAverage: string;
};

/** The load average over 1, 5 and 15 minutes, as `uptime` prints it. */
export function loadAverage(): string {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return "unknown";
  }
}

/**
 * Section 2: one round of signed-in, anonymous (cached) `/products` and static `/favicon.svg`, same run; with
 * `rendered`, signed-in `/products` once more with the kept signed-in pages switched off (the Worker restarts
 * for it, and the warm-up covers that).
 */
export async function measureRates(
  stack: Pick<LocalStack, "url" | "rebind">,
  cookie: string,
  options: { seconds?: number; concurrency?: number; warmUpSeconds?: number; rendered?: boolean } = {},
): Promise<Rates> {
  const products = `${stack.url}/products`;
  const rate = (url: string, headers: Record<string, string> = {}) =>
    requestsPerSecond(
      () => url,
      options.seconds ?? SECONDS,
      options.concurrency ?? CONCURRENCY,
      options.warmUpSeconds ?? WARM_UP_SECONDS,
      headers,
    );
  const signedIn = await rate(products, { Cookie: cookie });
  const anonymous = await rate(products);
  const asset = await rate(`${stack.url}/favicon.svg`);
  let signedInRendered: number | null = null;
  if (options.rendered ?? true) {
    await stack.rebind({ SIGNED_IN_PAGES: "off" });
    try {
      signedInRendered = await rate(products, { Cookie: cookie });
    } finally {
      await stack.rebind({});
    }
  }
  return { signedIn, anonymous, asset, signedInRendered, loadAverage: loadAverage() };
}

const ratio = (rate: number | null, asset: number) => (rate === null ? "-" : (rate / asset).toFixed(2));

export const describeRates = (rates: Rates) =>
  `signed-in /products ${rates.signedIn.toFixed(0)}, anonymous ${rates.anonymous.toFixed(0)}, static ${rates.asset.toFixed(0)} req/s; signed-in ÷ static ${ratio(rates.signedIn, rates.asset)}, anonymous ÷ static ${ratio(rates.anonymous, rates.asset)}` +
  (rates.signedInRendered === null
    ? ""
    : `; signed-in rendered in full (SIGNED_IN_PAGES=off) ${rates.signedInRendered.toFixed(0)} req/s, ÷ static ${ratio(rates.signedInRendered, rates.asset)}`) +
  ` (load average ${rates.loadAverage})`;

export type Waves = { directMs: number; delayedMs: number; requests: number; waves: number };

/** Section 3: the database waves of one signed-in `/products`, DB_DELAY_MS added to every database request. */
export async function measureWaves(stack: LocalStack, cookie: string): Promise<Waves> {
  const products = `${stack.url}/products`;
  const timeOne = async () => {
    const started = performance.now();
    await fetch(products, { headers: { Cookie: cookie } }).then((r) => r.arrayBuffer());
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  // A restarted Worker learns the catalogue and the page generation from its first pages.
  const warmUp = async () => {
    for (let i = 0; i < 3; i++) {
      await timeOne();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await warmUp();
  const direct: number[] = [];
  for (let i = 0; i < 7; i++) direct.push(await timeOne());
  const proxy = await startDelayingProxy(stack.databaseUrl);
  try {
    await stack.rebind({ DATABASE_URL: proxy.url });
    await warmUp();
    const delayed: number[] = [];
    let counted = { requests: 0, waves: 0 };
    for (let i = 0; i < 7; i++) counted = await proxy.waves(async () => delayed.push(await timeOne()));
    return { directMs: median(direct), delayedMs: median(delayed), ...counted };
  } finally {
    await stack.rebind({ DATABASE_URL: stack.databaseUrl });
    await proxy.close();
  }
}

export const describeWaves = (waves: Waves) =>
  `median ${waves.directMs.toFixed(0)} ms direct, ${waves.delayedMs.toFixed(0)} ms delayed (+${(waves.delayedMs - waves.directMs).toFixed(0)} ms); last request: ${waves.requests} database requests in ${waves.waves} waves`;

export const DELAY_MS = DB_DELAY_MS;

async function main() {
  const stack = await startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), "boutique-bench-page-weight-")),
    fresh: true,
    productCount: PRODUCTS,
    databaseInChildProcess: true,
    bindings: { CATALOG_LOAD_TIMEOUT_MS: "300000" },
  });
  try {
    const cookie = await signInAs(stack.url, DEMO_SHOPPER);
    console.log(`${PRODUCTS} products, ${CONCURRENCY} concurrent for ${SECONDS} s`);
    console.log("\n1. HTML");
    for (const page of await measureHtml(stack.url, cookie)) {
      console.log(`  ${page.path} anonymous: ${page.anonymous}`);
      console.log(`  ${page.path} signed in: ${page.signedIn}`);
    }
    console.log(`\n2. Throughput, ${CONCURRENCY} clients, same run`);
    for (let i = 0; i < 3; i++)
      await fetch(`${stack.url}/products`, { headers: { Cookie: cookie } }).then((r) => r.arrayBuffer());
    for (let round = 1; round <= ROUNDS; round++)
      console.log(`  round ${round}: ${describeRates(await measureRates(stack, cookie))}`);
    console.log(`\n3. Database waves, signed-in /products, ${DB_DELAY_MS} ms added to every database request`);
    console.log(`  ${describeWaves(await measureWaves(stack, cookie))}`);
  } finally {
    await stack.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
