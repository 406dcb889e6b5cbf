import { defineConfig, devices } from "@playwright/test";

// Playwright cannot download a browser here: use Debian's Chromium. Every
// shopper flow runs twice, in the "javascript" and "no-javascript" projects.
const port = Number(process.env.E2E_PORT ?? 4390);
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
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
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
  webServer: {
    command: `npx tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    env: { E2E_PORT: String(port) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
