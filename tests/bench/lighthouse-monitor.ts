// Lighthouse on `/` and `/products` with the performance monitor
// stopped and running, to show the monitor costs the pages nothing. "Off" sets
// the monitor's own stop switch (localStorage performance-monitor-disabled=1,
// the shopper's control) in the browser profile before the run, so web-vitals,
// the beacon and the score never load; "on" is a shopper's default. The
// security-event queue loads on the first event only, so a page view with
// nothing to report never downloads it in either mode. Runs alternate off/on,
// RUNS times each (the machine is shared: medians are printed).
//   npm run build && npx tsx tests/bench/lighthouse-monitor.ts
// Printed, not asserted.
import { chromium } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack } from "../../scripts/local-stack";
import { launchChromium, runLighthouse, type LighthouseFigures } from "./lighthouse-run";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PATHS = ["/", "/products"];
const MONITOR_DISABLED_KEY = "performance-monitor-disabled";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const milliseconds = (display: string) => {
  const value = Number.parseFloat(display.replace(/,/g, ""));
  return display.includes("ms") ? value : display.endsWith("s") ? value * 1000 : value;
};

const stack = await startLocalStack({
  dataDir: mkdtempSync(join(tmpdir(), "boutique-lighthouse-monitor-")),
  fresh: true,
  productCount: 600,
});
const chrome = await launchChromium();
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

/** Sets or clears the monitor's stop switch in the profile Lighthouse will use. */
async function setMonitor(mode: "off" | "on") {
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${stack.url}/about`);
  await page.evaluate(([key, off]) => (off ? localStorage.setItem(key, "1") : localStorage.removeItem(key)), [
    MONITOR_DISABLED_KEY,
    mode === "off",
  ] as const);
  await page.close();
}

const results: Record<string, Record<"off" | "on", LighthouseFigures[]>> = {};
try {
  await (await fetch(`${stack.url}/products`)).text(); // the catalogue is built before any run
  for (const path of PATHS) {
    results[path] = { off: [], on: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const mode of run % 2 ? (["on", "off"] as const) : (["off", "on"] as const)) {
        await setMonitor(mode);
        const figures = await runLighthouse(chrome, `${stack.url}${path}`, "mobile", { keepStorage: true });
        results[path][mode].push(figures);
        console.log(
          `${path} monitor ${mode} run ${run + 1}: performance ${figures.performance}, ${Object.entries(figures.timings)
            .map(([title, value]) => `${title} ${value}`)
            .join(", ")}`,
        );
      }
    }
  }
} finally {
  await browser.close().catch(() => {});
  await chrome.kill();
  await stack.close();
}

console.log(`\nMedians of ${RUNS} mobile runs (performance score; FCP, LCP, TBT in ms; CLS):`);
for (const [path, modes] of Object.entries(results)) {
  for (const mode of ["off", "on"] as const) {
    const runs = modes[mode];
    const timing = (title: string) => median(runs.map((figures) => milliseconds(figures.timings[title] ?? "NaN")));
    console.log(
      `${path.padEnd(10)} monitor ${mode.padEnd(3)}: performance ${median(runs.map((figures) => figures.performance))} (runs ${runs.map((figures) => figures.performance).join("/")}), FCP ${timing("First Contentful Paint")}, LCP ${timing("Largest Contentful Paint")}, TBT ${timing("Total Blocking Time")}, CLS ${median(runs.map((figures) => Number(figures.timings["Cumulative Layout Shift"])))}`,
    );
  }
}
