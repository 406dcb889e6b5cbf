// What a render costs (issue 39, decision 063), in one command:
//   npm run build && npx tsx tests/bench/render-cost.ts
// 1. workerd CPU per page with the HTML cache off (every answer is a render): the serving workerd process's
//    utime + stime (from /proc) over the requests it answered, for a product page, a listing and a collection of
//    24, the home page and a signed-in listing, beside the Worker's static /favicon.svg in the same round. Asked
//    for uncompressed (the Worker's own CPU) and gzip (plus Miniflare's stand-in for the edge's compression).
// 2. With the HTML cache on, as deployed: the same CPU figure for anonymous and signed-in listings, each with and
//    without a line in the cart, and signed-in with the kept pages off (what decision 056 still saves).
// 3. The HTML (bytes and gzip) and the JavaScript of a /products visit: first load, then the islands Chromium
//    fetches until the page has hydrated; the cards' share of a listing's data (what decision 055 saves).
// BENCH_BEFORE=<checkout> (a folder holding another build's dist/ and build/client/, after its `npm run build`)
// runs the same pages against that build too, round by round alternated, and prints both.
// Knobs: BENCH_PRODUCTS (600), BENCH_ROUNDS (3), BENCH_LOAD_SECONDS (4), BENCH_CONCURRENCY (8),
// BENCH_WARM_UP_SECONDS (1), BENCH_ENCODINGS (identity,gzip), BENCH_JS=0 (skip section 3's browser), BENCH_CACHED=0 (skip section 2).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { startLocalStack, type LocalStack } from "../../scripts/local-stack";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { firstLoadJavaScript } from "../support/first-load-javascript";
import { javaScriptInChromium } from "./first-load-js";
import { loadAverage, signInAs } from "./page-weight";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 600);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 1);
const BEFORE = process.env.BENCH_BEFORE ? resolve(process.env.BENCH_BEFORE) : null;
const COLLECTION = process.env.BENCH_COLLECTION ?? "/collections/dresses";

type Build = {
  name: string;
  stack: LocalStack;
  pid: string;
  /** Paths of the 24 products /products lists: product pages are asked for in turn. */
  productPaths: string[];
  /** A signed-in demo shopper's session cookie; with a cart line too. */
  signedIn: string;
  signedInWithCart: string;
  anonymousWithCart: string;
};

type Page = { name: string; path: (i: number, build: Build) => string; cookie?: (build: Build) => string };

const RENDERED: Page[] = [
  { name: "product page", path: (i, build) => build.productPaths[i % build.productPaths.length] },
  { name: "listing of 24 (/products)", path: () => "/products" },
  { name: `collection of 24 (${COLLECTION})`, path: () => COLLECTION },
  { name: "home page", path: () => "/" },
  { name: "signed-in listing, rendered in full", path: () => "/products", cookie: (build) => build.signedIn },
  { name: "static /favicon.svg", path: () => "/favicon.svg" },
];

const CACHED: Page[] = [
  { name: "anonymous /products", path: () => "/products" },
  { name: "anonymous /products, a line in the cart", path: () => "/products", cookie: (b) => b.anonymousWithCart },
  { name: "signed-in /products", path: () => "/products", cookie: (b) => b.signedIn },
  { name: "signed-in /products, a line in the cart", path: () => "/products", cookie: (b) => b.signedInWithCart },
  { name: "static /favicon.svg", path: () => "/favicon.svg" },
];

// Miniflare compresses each answer inside the measured workerd process, standing in for Cloudflare's front line,
// which compresses outside the Worker in production: "identity" measures the Worker's own CPU, "gzip" adds that.
const ENCODINGS = (process.env.BENCH_ENCODINGS ?? "identity,gzip").split(",");
let acceptEncoding = ENCODINGS[0];

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** utime + stime of a process, in ms. */
function cpuMs(pid: string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** The workerd processes this process started (others on the machine may run their own). */
function workerdPids(): Set<string> {
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid=,comm="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/));
  const mine = new Set([String(process.pid)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows)
      if (mine.has(ppid) && !mine.has(pid)) {
        mine.add(pid);
        grew = true;
      }
  }
  return new Set(rows.filter(([pid, , comm]) => comm === "workerd" && mine.has(pid)).map(([pid]) => pid));
}

/** Closed-loop load on one page: the answers (status 200) and failures. */
async function load(build: Build, page: Page, seconds: number): Promise<{ answered: number; failed: number }> {
  const until = performance.now() + seconds * 1000;
  const headers: Record<string, string> = {
    "Accept-Encoding": acceptEncoding,
    ...(page.cookie ? { Cookie: page.cookie(build) } : {}),
  };
  let answered = 0;
  let failed = 0;
  let i = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const response = await fetch(`${build.stack.url}${page.path(i++, build)}`, { headers }).catch(() => null);
        await response?.arrayBuffer();
        if (response?.status === 200) answered += 1;
        else failed += 1;
      }
    }),
  );
  return { answered, failed };
}

/** workerd's CPU per answer on one page, after an uncounted warm-up. */
async function cpuPerAnswer(build: Build, page: Page): Promise<number> {
  await load(build, page, WARM_UP_SECONDS);
  // Work a page left for after its answer (analytics, counts) belongs to it: let the last of the warm-up's end.
  await new Promise((done) => setTimeout(done, 200));
  const before = cpuMs(build.pid);
  const { answered, failed } = await load(build, page, SECONDS);
  await new Promise((done) => setTimeout(done, 200));
  const spent = cpuMs(build.pid) - before;
  if (failed) console.log(`  (${page.name}: ${failed} answers were not 200)`);
  return answered ? spent / answered : NaN;
}

/** Restarts a build's Worker with other bindings: a new workerd process. */
async function rebind(build: Build, bindings: Record<string, string>) {
  const before = workerdPids();
  await build.stack.rebind(bindings);
  const after = workerdPids();
  const pid = [...after].find((candidate) => !before.has(candidate));
  if (pid) build.pid = pid;
  else if (!after.has(build.pid)) throw new Error(`no workerd process for ${build.name} after restarting it`);
  // A restarted Worker learns the catalogue and the page generation from its first pages.
  for (let i = 0; i < 3; i++) await (await fetch(`${build.stack.url}/products`)).arrayBuffer();
}

async function startBuild(name: string, root: string | undefined): Promise<Build> {
  const before = workerdPids();
  const stack = await startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), "boutique-bench-render-")),
    fresh: true,
    productCount: PRODUCTS,
    databaseInChildProcess: true,
    buildRoot: root,
    bindings: { CATALOG_LOAD_TIMEOUT_MS: "300000", HTML_CACHE: "off" },
  });
  const pid = [...workerdPids()].find((candidate) => !before.has(candidate));
  if (!pid) throw new Error(`no workerd process appeared for ${name}`);
  const listing = await (await fetch(`${stack.url}/products`)).text();
  const productPaths = [...new Set([...listing.matchAll(/<h3><a href="(\/products\/[^"]+)"/g)].map((m) => m[1]))];
  if (productPaths.length === 0) throw new Error(`${name}: no product links on /products`);
  const signedIn = await signInAs(stack.url, DEMO_SHOPPER);
  const withCart = async (cookie: string) => addToCart(stack.url, cookie, listing);
  return {
    name,
    stack,
    pid,
    productPaths,
    signedIn,
    signedInWithCart: await withCart(signedIn),
    anonymousWithCart: await withCart(""),
  };
}

/** The cookies after adding the first card's product to the cart through the card's own form. */
async function addToCart(origin: string, cookie: string, listing: string): Promise<string> {
  const variantId = /name="variantId" value="([^"]+)"/.exec(listing)?.[1];
  if (!variantId) throw new Error("no Add to Cart form on /products");
  const answer = await fetch(`${origin}/cart`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ intent: "add", variantId, redirectTo: "/products" }),
  });
  await answer.arrayBuffer();
  const jar = new Map(cookie ? cookie.split("; ").map((pair) => [pair.split("=")[0], pair] as const) : []);
  for (const line of answer.headers.getSetCookie()) {
    const pair = line.split(";")[0];
    jar.set(pair.split("=")[0], pair);
  }
  if (![...jar.keys()].some((name) => /cart/i.test(name)))
    throw new Error(`adding to the cart answered ${answer.status} without a cart cookie`);
  return [...jar.values()].join("; ");
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** Rounds over every page, the builds alternated within each round; the median per build and page. */
async function rounds(builds: Build[], pages: Page[]): Promise<Map<string, Map<string, number[]>>> {
  const figures = new Map(
    builds.map((build) => [build.name, new Map(pages.map((page) => [page.name, [] as number[]]))]),
  );
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? builds : [...builds].reverse();
    for (const page of pages)
      for (const build of order)
        figures
          .get(build.name)!
          .get(page.name)!
          .push(await cpuPerAnswer(build, page));
    console.log(`  round ${round} of ${ROUNDS} done (load average ${loadAverage()})`);
  }
  return figures;
}

function printTable(builds: Build[], pages: Page[], figures: Map<string, Map<string, number[]>>) {
  const header = ["workerd CPU per answer (ms, median of rounds)", ...builds.map((build) => build.name)];
  const rows = pages.map((page) => [
    page.name,
    ...builds.map((build) => {
      const values = figures.get(build.name)!.get(page.name)!;
      return `${median(values).toFixed(2)} (${values.map((value) => value.toFixed(1)).join(", ")})`;
    }),
  ]);
  printRows([header, ...rows]);
}

function printRows(rows: string[][]) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  rows.forEach((row, index) => {
    console.log(`  | ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`);
    if (index === 0) console.log(`  | ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
  });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const gzipKiB = (bytes: Uint8Array) => gzipSync(bytes).length / 1024;

/** HTML and JavaScript of one build: bytes of the three pages, JavaScript of a /products visit. */
async function weights(build: Build): Promise<string[][]> {
  const origin = build.stack.url;
  const rows: string[][] = [];
  for (const [name, path] of [
    ["product page HTML", build.productPaths[0]],
    ["/products HTML", "/products"],
    ["home page HTML", "/"],
  ]) {
    const bytes = new Uint8Array(await (await fetch(`${origin}${path}`)).arrayBuffer());
    rows.push([name, `${kb(bytes.length)} KB, ${kb(gzipSync(bytes).length)} KB gzip`]);
  }
  // What the cards would add to a page load's hydration data (decision 055): their share of /products.data.
  const data = new Uint8Array(await (await fetch(`${origin}/products.data`)).arrayBuffer());
  rows.push(["/products.data (cards included)", `${kb(data.length)} KB, ${kb(gzipSync(data).length)} KB gzip`]);
  if (process.env.BENCH_JS !== "0") {
    const weigh = async (src: string) => gzipKiB(new Uint8Array(await (await fetch(`${origin}${src}`)).arrayBuffer()));
    const sum = async (srcs: Iterable<string>) => {
      let total = 0;
      for (const src of srcs) total += await weigh(src);
      return total;
    };
    const firstLoad = firstLoadJavaScript(await (await fetch(`${origin}/products`)).text(), () => 0);
    const srcs = new Set(firstLoad.files.map((file) => file.src));
    const browser = await javaScriptInChromium(`${origin}/products`, srcs, () => 0);
    const first = await sum(srcs);
    const islands = await sum(browser.islandFiles);
    rows.push(["/products JavaScript, first load", `${first.toFixed(1)} KiB gzip in ${srcs.size} files`]);
    rows.push([
      "/products JavaScript per visit (islands included)",
      `${(first + islands).toFixed(1)} KiB gzip (${browser.islandFiles.length} island files)`,
    ]);
  }
  return rows;
}

async function main() {
  console.log(
    `Render cost: ${PRODUCTS} products, ${CONCURRENCY} clients, ${SECONDS} s per page and round, ${ROUNDS} rounds (load average ${loadAverage()})`,
  );
  const builds: Build[] = [];
  try {
    if (BEFORE) builds.push(await startBuild("before", BEFORE));
    builds.push(await startBuild(BEFORE ? "after" : "this build", undefined));

    for (const encoding of ENCODINGS) {
      acceptEncoding = encoding;
      console.log(`\n1. HTML cache off: every answer is a render (Accept-Encoding: ${encoding})`);
      printTable(builds, RENDERED, await rounds(builds, RENDERED));
    }
    acceptEncoding = "gzip";

    if (process.env.BENCH_CACHED !== "0") {
      console.log("\n2. HTML cache on (as deployed); signed-in once more with SIGNED_IN_PAGES=off");
      for (const build of builds) await rebind(build, { HTML_CACHE: "on" });
      const keptOff: Page = {
        name: "signed-in /products, SIGNED_IN_PAGES=off",
        path: () => "/products",
        cookie: (b) => b.signedIn,
      };
      const figures = await rounds(builds, CACHED);
      for (const build of builds) await rebind(build, { HTML_CACHE: "on", SIGNED_IN_PAGES: "off" });
      const off = await rounds(builds, [keptOff]);
      for (const build of builds) figures.get(build.name)!.set(keptOff.name, off.get(build.name)!.get(keptOff.name)!);
      printTable(builds, [...CACHED, keptOff], figures);
    }

    console.log("\n3. HTML and JavaScript");
    const columns = await Promise.all(builds.map((build) => weights(build)));
    printRows([
      ["figure", ...builds.map((build) => build.name)],
      ...columns[0].map((row, index) => [row[0], ...columns.map((column) => column[index]?.[1] ?? "-")]),
    ]);
    console.log(`\nload average at the end: ${loadAverage()}`);
  } finally {
    for (const build of builds) await build.stack.close();
  }
}

await main();
