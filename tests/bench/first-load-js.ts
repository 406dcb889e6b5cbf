// First-load JavaScript per page: every script a page's HTML loads before it is
// interactive (module preloads, the inline imports), gzip-compressed as the
// browser would get it. `npx tsx tests/bench/first-load-js.ts [path ...]` starts a
// small stack (BENCH_PRODUCTS, default 200: the bundle does not depend on it) and
// prints each file, largest first. Dynamic imports (lazy chunks) are not counted.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { PROJECT_ROOT, startLocalStack } from "../../scripts/local-stack";

export function firstLoadJavaScript(html: string): { files: { src: string; gzipKiB: number }[]; gzipKiB: number } {
  const srcs = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) srcs.add(m[1]);
  const files = [...srcs].map((src) => ({ src, gzipKiB: gzipSync(readFileSync(join(PROJECT_ROOT, "build", "client", src))).length / 1024 }));
  files.sort((a, b) => b.gzipKiB - a.gzipKiB);
  return { files, gzipKiB: files.reduce((sum, file) => sum + file.gzipKiB, 0) };
}

async function main() {
  const stack = await startLocalStack({ dataDir: mkdtempSync(join(tmpdir(), "boutique-js-")), fresh: true, productCount: Number(process.env.BENCH_PRODUCTS ?? 200) });
  try {
    const listing = await (await fetch(`${stack.url}/products`)).text();
    const productPath = /href="(\/products\/[a-z0-9-]+)"/.exec(listing)?.[1] ?? "/products";
    const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/products", productPath];
    for (const path of paths) {
      const js = firstLoadJavaScript(await (await fetch(`${stack.url}${path}`)).text());
      console.log(`\n${path}: ${js.gzipKiB.toFixed(1)} KiB gzip in ${js.files.length} files`);
      for (const file of js.files) console.log(`  ${file.gzipKiB.toFixed(1).padStart(5)}  ${file.src}`);
    }
  } finally {
    await stack.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
