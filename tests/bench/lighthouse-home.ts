// Lighthouse on one page, served by the built Worker in workerd, in Debian's
// Chromium. Prints the four category scores and the main timings. A benchmark:
// it reports figures and never fails on them.
//   npm run build && npx tsx tests/bench/lighthouse-home.ts [/path | product]   (LIGHTHOUSE_FORM_FACTOR=mobile: mobile only)
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack } from "../../scripts/local-stack";
import { launchChromium, runLighthouse } from "./lighthouse-run";

const stack = await startLocalStack({
  dataDir: mkdtempSync(join(tmpdir(), "boutique-lighthouse-")),
  productCount: 600,
});
// "product" means the first product the listing shows.
const path =
  process.argv[2] === "product"
    ? (/href="(\/products\/[a-z0-9-]+)"/.exec(await (await fetch(`${stack.url}/products`)).text())?.[1] ?? "/products")
    : (process.argv[2] ?? "/");
// One request first, so the score is the page's and not a cold isolate's first answer (the benchmark measures
// cold starts on their own); without it the first run's server time alone can cost 10 points.
await fetch(`${stack.url}${path}`).then((response) => response.arrayBuffer());
const chrome = await launchChromium();
try {
  const formFactors =
    process.env.LIGHTHOUSE_FORM_FACTOR === "mobile" ? (["mobile"] as const) : (["mobile", "desktop"] as const);
  for (const formFactor of formFactors) {
    const figures = await runLighthouse(chrome, `${stack.url}${path}`, formFactor);
    console.log(
      `Lighthouse ${formFactor} ${path}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}`,
    );
    for (const [title, value] of Object.entries(figures.timings)) console.log(`  ${title}: ${value}`);
    for (const failure of figures.accessibilityFailures) console.log(`  accessibility: ${failure}`);
    if (process.env.VERBOSE) for (const holder of figures.paintHolders) console.log(`  ${holder}`);
  }
} finally {
  await chrome.kill();
  await stack.close();
}
