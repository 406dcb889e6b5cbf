// The install prompt: after 30 s when the browser offers
// installation (not installed, not dismissed), dismissal remembered under
// pwa-prompt-dismissed; on iOS the Share-menu instructions with "Got it";
// "Install App" in the top bar and the mobile drawer when installable.
// Headless Chromium never fires beforeinstallprompt by itself, so the test
// fires one, with prompt() and userChoice as the browser's event has them.
import type { Page } from "@playwright/test";
import { expect, test, withJavaScript } from "./fixtures";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/** The app's scripts have run (the store listening for the browser's event is loaded with them). */
async function scriptsLoaded(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
}

/**
 * The card's 30 s count from hydration, which is after the page loaded: not shown 25 s after loading, then
 * shown once the clock moves on (in steps, however long hydration took on a loaded machine).
 */
async function expectCardAfterDelay(page: Page) {
  const card = page.getByRole("complementary", { name: "Install the app" });
  await page.clock.runFor(25_000);
  await expect(card).toHaveCount(0);
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(card).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 20_000 });
  return card;
}

/** Fires the event an installable browser fires; `prompted` in the page counts calls to prompt(). */
async function offerInstallation(page: Page) {
  await page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & {
      prompt(): Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    const win = window as unknown as { prompted: number };
    win.prompted = 0;
    event.prompt = async () => {
      win.prompted++;
    };
    event.userChoice = Promise.resolve({ outcome: "accepted" });
    window.dispatchEvent(event);
  });
}

test.describe("the install prompt", () => {
  test("appears after 30 s when installable, installs from the card, the top bar and the drawer, and a dismissal is remembered", async ({
    page,
  }, testInfo) => {
    test.skip(
      !withJavaScript(testInfo),
      "installation is offered by the browser to scripts; without JavaScript there is nothing to offer",
    );
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await scriptsLoaded(page);
    const topBar = page.getByRole("banner").getByRole("button", { name: "Install App" });
    await expect(topBar).toHaveCount(0);
    await offerInstallation(page);
    await expect(topBar).toBeVisible();
    const card = await expectCardAfterDelay(page);
    await expect(card).toContainText("Install the app for quick access");
    await card.getByRole("button", { name: "Install App" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    await expect(card).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("pwa-prompt-dismissed"))).toBe("true");

    // Dismissed before: the card never comes back, but the browser may still offer the install button.
    await page.reload();
    await scriptsLoaded(page);
    await offerInstallation(page);
    await expect(topBar).toBeVisible();
    await page.clock.runFor(40_000);
    await expect(card).toHaveCount(0);

    // The mobile drawer carries the same button.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator("summary").filter({ hasText: "Menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Install App" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
  });

  test("'Not now' is remembered under pwa-prompt-dismissed", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "installation is offered to scripts only");
    await page.clock.install();
    await page.goto("/products");
    await scriptsLoaded(page);
    await offerInstallation(page);
    const card = await expectCardAfterDelay(page);
    await card.getByRole("button", { name: "Not now" }).click();
    await expect(card).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("pwa-prompt-dismissed"))).toBe("true");
  });

  test("nothing is offered by a browser that cannot install", async ({ page }, testInfo) => {
    if (withJavaScript(testInfo)) await page.clock.install();
    await page.goto("/");
    if (withJavaScript(testInfo)) await page.clock.runFor(40_000);
    await expect(page.getByRole("complementary", { name: "Install the app" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Install App" })).toHaveCount(0);
  });
});

test.describe("the install prompt on iOS", () => {
  test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } });

  test("shows the Share-menu instructions after 30 s, and Got it is remembered", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "the card is shown by a script");
    await page.clock.install();
    await page.goto("/");
    const card = await expectCardAfterDelay(page);
    await expect(card).toContainText("Tap the Share button in Safari, then choose “Add to Home Screen”.");
    await card.getByRole("button", { name: "Got it" }).click();
    await expect(card).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("pwa-prompt-dismissed"))).toBe("true");
    await page.reload();
    await scriptsLoaded(page);
    await page.clock.runFor(40_000);
    await expect(card).toHaveCount(0);
  });
});
