// Lighthouse on the home page, served by the built Worker in workerd, in Debian's
// Chromium. Prints the four category scores and the main timings. A benchmark:
// it reports figures and never fails on them.
//   npm run build && npx tsx tests/bench/lighthouse-home.ts [/path]
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack } from "../../scripts/local-stack";

const path = process.argv[2] ?? "/";
const stack = await startLocalStack({ dataDir: mkdtempSync(join(tmpdir(), "boutique-lighthouse-")), productCount: 600 });
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const formFactor of ["mobile", "desktop"] as const) {
    // Mobile uses Lighthouse's defaults (Moto G Power, slow 4G); desktop its own desktop preset.
    const result = await lighthouse(
      `${stack.url}${path}`,
      { port: chrome.port, output: "json", logLevel: "error" },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    console.log(`Lighthouse ${formFactor} ${path}: performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}`);
    for (const id of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]) {
      console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
    }
  }
} finally {
  await chrome.kill();
  await stack.close();
}
