// Every browser test imports `test` and `expect` from here: a test fails when
// the page logs an unexpected console.error or throws (an uncaught error or an
// unhandled rejection), whatever the test itself checks.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { startE2EStack, type E2EStack } from "./e2e-stack";

/**
 * The browser logs a failed request as a console error. A 4xx is an answer the
 * test asked for (a missing page, a refused form); a 5xx never is.
 */
const EXPECTED_BY_DEFAULT = [
  /^Failed to load resource: the server responded with a status of 4\d\d/,
  // Remix 2's single fetch logs the decode of a fetcher load that the router itself aborted (a navigation
  // started while a fetcher's revalidation was still streaming, such as the editor's live preview when Save
  // redirects) with console.error before dropping it: the router's own housekeeping, nothing failed
  // (remix-run/remix#10348, react-router#14761). A page error or any other console.error still fails a test.
  /^AbortError: signal is aborted without reason/,
];

type ConsoleTrap = {
  /** Lets a test that provokes an error on purpose say which one it expects. */
  allow(pattern: RegExp): void;
};

/**
 * E2E_SLOW_SCRIPTS_MS=400 delays every script the pages load, as a slow network
 * would: a test that uses what JavaScript adds without waiting for the page to
 * hydrate (`pageHydrated`) fails then instead of now and then.
 */
const SLOW_SCRIPTS_MS = Number(process.env.E2E_SLOW_SCRIPTS_MS ?? 0);

export const test = base.extend<
  { consoleTrap: ConsoleTrap; slowScripts: void; reusedContextLeftClean: void },
  { e2eStack: E2EStack }
>({
  // One stack per worker (decision 058), started before the worker's first test and stopped after its last.
  e2eStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const stack = await startE2EStack(workerInfo.parallelIndex);
      await use(stack);
      await stack.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ e2eStack }, use) => {
    await use(e2eStack.url);
  },
  // A worker's tests share one browser context (`reuseContext`, decision 058). Between tests Playwright clears
  // cookies, storage, routes, init scripts and the clock; what it documents as left behind (offline, permissions,
  // extra headers, geolocation) is put back here, so no test starts from another's settings.
  reusedContextLeftClean: [
    async ({ context }, use) => {
      await use();
      await context.setOffline(false);
      await context.clearPermissions();
      await context.setExtraHTTPHeaders({});
      await context.setGeolocation(null);
    },
    { auto: true },
  ],
  slowScripts: [
    async ({ page }, use) => {
      if (SLOW_SCRIPTS_MS > 0) {
        await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, SLOW_SCRIPTS_MS));
          await route.fallback();
        });
      }
      await use();
    },
    { auto: true },
  ],
  consoleTrap: [
    async ({ page }, use) => {
      const allowed = [...EXPECTED_BY_DEFAULT];
      const unexpected: string[] = [];
      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
      page.on("console", (message) => {
        if (message.type() === "error" && !isAllowed(message.text()))
          unexpected.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => {
        if (!isAllowed(error.message)) unexpected.push(`page error: ${error.message}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(unexpected, "the page logged errors the test did not expect").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * With JavaScript, waits until the page and each of its parts have hydrated
 * (`<html data-hydrated>`, decision 032). Before that a click takes the plain
 * link or form, as it does without JavaScript; a test of what JavaScript adds
 * waits for this first.
 */
export async function pageHydrated(page: Page): Promise<void> {
  if (!test.info().project.use.javaScriptEnabled) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Waits until no CSS animation or transition is running (a drawer has slid in, a dialog has faded in): a picture
 * taken then shows the settled screen, without guessing how long the motion lasts. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect === null),
  );
}

/** The toast that says `text`, in the page's one toast region. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId("toast").filter({ hasText: text });
}

/** Whether the test runs with JavaScript on (the "javascript" project) or off: the one place that knows. */
export function withJavaScript(testInfo: TestInfo = test.info()): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/**
 * axe for a page, the one way specs build it. Legacy mode runs `axe.run` in the page itself; the default
 * (`runPartial`) also opens a blank page per scan to merge the frames' results, which made a scan 2-2.5 times
 * as long (issue 38) and only matters for cross-origin iframes, which the shop has none of. The same violations
 * are found either way.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** Every violation axe finds on the page, as "rule: element" lines; `rules` limits the scan to those rules. */
export async function axeViolations(page: Page, options: { rules?: string[] } = {}): Promise<string[]> {
  const builder = axeOn(page);
  const results = await (options.rules ? builder.withRules(options.rules) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
}

/**
 * The pictures people look at (375 and 1280 px, light and dark) are taken only when SCREENSHOTS_DIR names a
 * folder: `SCREENSHOTS_DIR=shots npx playwright test <spec>` writes `shots/<feature>/<name>.png`. Unset (as in
 * CI), `takeScreenshot` does nothing and tests that only take pictures skip themselves.
 */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

export const SCREENSHOTS_SKIP_REASON = "set SCREENSHOTS_DIR=<folder> to take the screenshots";

export function screenshotsWanted(): boolean {
  return Boolean(SCREENSHOTS_DIR);
}

export async function takeScreenshot(
  target: Page | Locator,
  feature: string,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  const path = `${SCREENSHOTS_DIR}/${feature}/${name}.png`;
  if ("goto" in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}
