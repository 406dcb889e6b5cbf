// Lighthouse on one or more pages, served by the built Worker in workerd, in Debian's Chromium. Prints each run's
// scores, then per page the median run's four category scores and main timings. A benchmark: it reports figures
// and never fails on them.
//   npm run build && npx tsx tests/bench/lighthouse-home.ts [/path | product ...]
//   LIGHTHOUSE_FORM_FACTOR=mobile   mobile only (default: mobile, then desktop)
//   LIGHTHOUSE_RUNS=N               runs per page and form factor (default 3); the median run is printed
//   LIGHTHOUSE_ADMIN=1              signed in as the demo admin (through /auth's form) before the runs
//   LIGHTHOUSE_CART=1               one item in the cart (the first listed product's first size)
//   VERBOSE=1                       what holds the first paints, the main thread and the bytes
//   LIGHTHOUSE_REPORT_DIR=dir       writes each run's report (JSON, for the Lighthouse viewer) there
// "product" means the first product the listing shows. The cookies the Worker sets for the sign-in and the cart
// go into Chromium's profile before the runs; Lighthouse clears storage between runs, not cookies.
import { chromium } from "@playwright/test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ADMIN } from "../../db/seed-data";
import { startLocalStack } from "../../scripts/local-stack";
import { Shopper } from "../support/http-shopper";
import { launchChromium, medianRun, runLighthouse, type LighthouseFigures } from "./lighthouse-run";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const stack = await startLocalStack({
  dataDir: mkdtempSync(join(tmpdir(), "boutique-lighthouse-")),
  productCount: 600,
});
const listing = await (await fetch(`${stack.url}/products`)).text();
const productPath = /href="(\/products\/[a-z0-9-]+)"/.exec(listing)?.[1] ?? "/products";
const paths = (process.argv.length > 2 ? process.argv.slice(2) : ["/"]).map((path) =>
  path === "product" ? productPath : path,
);

// The visitor whose cookies Chromium gets: signed in and with a cart line when asked.
const visitor = new Shopper(stack);
if (process.env.LIGHTHOUSE_ADMIN === "1") {
  const signedIn = await visitor.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  if (signedIn.status !== 303) throw new Error(`the admin's sign-in answered ${signedIn.status}`);
}
if (process.env.LIGHTHOUSE_CART === "1") {
  const variantId = /name="variantId" value="([^"]+)"/.exec(await (await visitor.get(productPath)).text())?.[1];
  if (!variantId) throw new Error(`no size to add on ${productPath}`);
  const added = await visitor.post("/cart", { intent: "add", variantId, quantity: "1", redirectTo: "/cart" });
  if (added.status !== 303) throw new Error(`adding to the cart answered ${added.status}`);
}
// One request per page first, so the score is the page's and not a cold isolate's first answer (the benchmark
// measures cold starts on their own); without it the first run's server time alone can cost 10 points.
for (const path of paths) await (await visitor.get(path)).arrayBuffer();

const chrome = await launchChromium();
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
try {
  await browser.contexts()[0].addCookies(
    visitor.cookiePairs().map((pair) => {
      const split = pair.indexOf("=");
      return { name: pair.slice(0, split), value: pair.slice(split + 1), url: stack.url };
    }),
  );
  const formFactors =
    process.env.LIGHTHOUSE_FORM_FACTOR === "mobile" ? (["mobile"] as const) : (["mobile", "desktop"] as const);
  for (const path of paths) {
    for (const formFactor of formFactors) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const figures = await runLighthouse(chrome, `${stack.url}${path}`, formFactor);
        runs.push(figures);
        if (process.env.LIGHTHOUSE_REPORT_DIR) {
          mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
          const name = `${formFactor}${path.replace(/[^a-z0-9]+/gi, "-")}-${run + 1}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(figures.lhr));
        }
        console.log(
          `  run ${run + 1} ${formFactor} ${path}: performance ${figures.performance} (${Object.entries(figures.timings)
            .map(([title, value]) => `${title} ${value}`)
            .join(
              ", ",
            )}; observed first paint ${figures.observed.firstPaint} ms, DOMContentLoaded ${figures.observed.domContentLoaded} ms)`,
        );
      }
      const { median, scores } = medianRun(runs);
      console.log(
        `Lighthouse ${formFactor} ${path}: performance ${median.performance} (median of ${scores}), accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}`,
      );
      for (const [title, value] of Object.entries(median.timings)) console.log(`  ${title}: ${value}`);
      for (const failure of median.accessibilityFailures) console.log(`  accessibility: ${failure}`);
      if (process.env.VERBOSE) for (const holder of median.paintHolders) console.log(`  ${holder}`);
    }
  }
} finally {
  await browser.close().catch(() => {});
  await chrome.kill();
  await stack.close();
}
