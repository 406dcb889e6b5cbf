// Lighthouse on one page, served by the built Worker in workerd, in Debian's
// Chromium. Prints the four category scores and the main timings. A benchmark:
// it reports figures and never fails on them.
//   npm run build && npx tsx tests/bench/lighthouse-home.ts [/path]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack } from "../../scripts/local-stack";
import { launchChromium, runLighthouse } from "./lighthouse-run";

const path = process.argv[2] ?? "/";
const stack = await startLocalStack({ dataDir: mkdtempSync(join(tmpdir(), "boutique-lighthouse-")), productCount: 600 });
const chrome = await launchChromium();
try {
  for (const formFactor of ["mobile", "desktop"] as const) {
    const figures = await runLighthouse(chrome, `${stack.url}${path}`, formFactor);
    console.log(`Lighthouse ${formFactor} ${path}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}`);
    for (const [title, value] of Object.entries(figures.timings)) console.log(`  ${title}: ${value}`);
  }
} finally {
  await chrome.kill();
  await stack.close();
}
