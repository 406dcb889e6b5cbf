import { defineConfig, devices } from "@playwright/test";

// Playwright cannot download a browser here: use Debian's Chromium. Every
// shopper flow runs twice, in the "javascript" and "no-javascript" projects.
// Workers run spec files in parallel, each against a stack of its own that the
// `e2eStack` worker fixture starts (tests/e2e/e2e-stack.ts, decision 058).
const workers = Number(process.env.E2E_WORKERS ?? 2);
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers,
  // On CI a failed test gets one retry; one that passes on it is reported FLAKY at the end of `npm test`
  // (tests/support/timings/), and a flaky test is a defect to fix like a failing one.
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with their stacks, so a page takes up to twice as long as when tests ran one at a
  // time: the limits are doubled with them. They only bound a test that is failing anyway.
  timeout: 60_000,
  expect: { timeout: 14_000 },
  reporter: [
    ["list"],
    ["./tests/support/timings/playwright-timings-reporter.ts"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: {
    // Recording a trace for every test cost about a tenth of the browser step (issue 38): on CI only a retry, the
    // run that tells a flaky test from a failing one, is recorded. Locally every failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // A worker's tests share one browser context, reset between tests (decision 058): a context of its own per test
    // cost about half a second of browser CPU and cold caches, a quarter of the browser step (issue 38).
    // E2E_FRESH_CONTEXTS=1 gives every test its own context again, to rule a leak in or out.
    reuseContext: process.env.E2E_FRESH_CONTEXTS !== "1",
    // The service worker would sit between tests and their request routing; tests/e2e/pwa.spec.ts allows it.
    serviceWorkers: "block",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: "javascript",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, launchOptions: chromiumLaunchOptions },
    },
    {
      name: "no-javascript",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions: chromiumLaunchOptions },
    },
  ],
});
