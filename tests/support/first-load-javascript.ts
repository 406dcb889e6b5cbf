// What a page's HTML makes the browser load before it is interactive: the
// module preloads and the inline imports, each weighed gzip-compressed from the
// client build as the browser would get it. Dynamic imports (the hydration
// islands, decision 032) are not in it. Shared by the benchmark and the budget test.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { PROJECT_ROOT } from "../../scripts/local-stack";

export type FirstLoadJavaScript = { files: { src: string; gzipKiB: number }[]; gzipKiB: number };

/** `weigh` gives one file's gzip KiB: this checkout's build by default. */
export function firstLoadJavaScript(html: string, weigh: (src: string) => number = gzipKiBOf): FirstLoadJavaScript {
  const srcs = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) srcs.add(m[1]);
  const files = [...srcs].map((src) => ({ src, gzipKiB: weigh(src) }));
  files.sort((a, b) => b.gzipKiB - a.gzipKiB);
  return { files, gzipKiB: files.reduce((sum, file) => sum + file.gzipKiB, 0) };
}

/** One built client asset (`/assets/...js`), gzip-compressed, in KiB. */
export const gzipKiBOf = (src: string) =>
  gzipSync(readFileSync(join(PROJECT_ROOT, "build", "client", src))).length / 1024;
