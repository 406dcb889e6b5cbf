// First-load JavaScript per page: every script a page's HTML loads before it is
// interactive (module preloads, the inline imports), gzip-compressed as the
// browser would get it. `npx tsx tests/bench/first-load-js.ts [path ...]` starts a
// small stack (BENCH_PRODUCTS, default 200: the bundle does not depend on it) and
// prints each file, largest first. Dynamic imports (lazy chunks) are not counted
// there; `javaScriptInChromium` adds what a real browser then fetches for the
// page's islands until it has hydrated (decision 032), so both figures are shown.
import { chromium } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalStack } from "../../scripts/local-stack";
import { firstLoadJavaScript, gzipKiBOf } from "../support/first-load-javascript";

export type BrowserJavaScript = { firstLoadKiB: number; islandsKiB: number; islandFiles: string[]; hydratedMs: number };

/**
 * Opens `url` in Debian's Chromium and weighs every script it fetched until
 * `<html data-hydrated>` (the root and every island hydrated): the scripts the
 * HTML names, and the island chunks fetched after them.
 */
export async function javaScriptInChromium(
  url: string,
  firstLoad: Set<string>,
  weigh: (src: string) => number = gzipKiBOf,
): Promise<BrowserJavaScript> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const page = await browser.newPage({ serviceWorkers: "block" });
    const fetched = new Set<string>();
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/assets\/.+\.js$/.test(path)) fetched.add(path);
    });
    const started = Date.now();
    await page.goto(url);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
    const hydratedMs = Date.now() - started;
    const islandFiles = [...fetched].filter((src) => !firstLoad.has(src));
    const sum = (files: Iterable<string>) => [...files].reduce((total, src) => total + weigh(src), 0);
    return { firstLoadKiB: sum(firstLoad), islandsKiB: sum(islandFiles), islandFiles, hydratedMs };
  } finally {
    await browser.close();
  }
}

async function main() {
  const stack = await startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), "boutique-js-")),
    fresh: true,
    productCount: Number(process.env.BENCH_PRODUCTS ?? 200),
  });
  try {
    const listing = await (await fetch(`${stack.url}/products`)).text();
    const productPath = /href="(\/products\/[a-z0-9-]+)"/.exec(listing)?.[1] ?? "/products";
    const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/products", productPath];
    for (const path of paths) {
      const js = firstLoadJavaScript(await (await fetch(`${stack.url}${path}`)).text());
      console.log(`\n${path}: ${js.gzipKiB.toFixed(1)} KiB gzip in ${js.files.length} files`);
      for (const file of js.files) console.log(`  ${file.gzipKiB.toFixed(1).padStart(5)}  ${file.src}`);
      const browser = await javaScriptInChromium(`${stack.url}${path}`, new Set(js.files.map((file) => file.src)));
      console.log(
        `  then ${browser.islandsKiB.toFixed(1)} KiB for the islands in ${browser.islandFiles.length} files (hydrated ${browser.hydratedMs} ms after navigating, localhost):`,
      );
      for (const src of browser.islandFiles) console.log(`  ${gzipKiBOf(src).toFixed(1).padStart(5)}  ${src}`);
    }
  } finally {
    await stack.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
