// Screenshots of pages built from the UI kit and the admin kit, for review (not a test of behaviour):
// run with SCREENSHOTS_DIR=<folder> to write them to <folder>/ui-kit, at 375 and 1280 px, light and dark.
import type { Page } from "@playwright/test";
import { expect, SCREENSHOTS_SKIP_REASON, screenshotsWanted, takeScreenshot, test, withJavaScript } from "./fixtures";
import { currentE2EStack } from "./e2e-stack";
import { signInAsAdmin } from "./signed-in";

async function useTheme(page: Page, theme: "light" | "dark") {
  const origin = new URL(page.url() === "about:blank" ? currentE2EStack().url : page.url()).origin;
  await page.context().addCookies([{ name: "theme", value: theme, url: origin }]);
}

async function shoot(page: Page, name: string, path: string) {
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // No sideways scroll at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await takeScreenshot(page, "ui-kit", `${name}-${theme}-${width}`, { fullPage: true });
    }
  }
}

test("UI kit screenshots", async ({ page }, testInfo) => {
  test.skip(!screenshotsWanted() || !withJavaScript(testInfo), SCREENSHOTS_SKIP_REASON);
  test.setTimeout(300_000);
  await shoot(page, "shop-cart-empty", "/cart");
  await shoot(page, "shop-not-found", "/no-such-page");
  await shoot(page, "shop-sign-in", "/auth");
  await signInAsAdmin(page, "/admin");
  await shoot(page, "admin-suppliers", "/admin/suppliers?sort=leadTime&dir=desc");
  await shoot(page, "admin-not-found", "/admin/suppliers/no-such-supplier");
  await shoot(page, "admin-knowledge-base", "/admin/knowledge-base");
  await shoot(page, "admin-lookbooks", "/admin/portfolio");
  await shoot(page, "admin-users", "/admin/users");
  // The two-step delete, asked.
  await useTheme(page, "dark");
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/admin/knowledge-base");
  await page.locator(`main a[href^="/admin/knowledge-base?article="]`).first().click();
  await page.getByRole("button", { name: "Delete article…" }).click();
  await expect(page.getByRole("button", { name: /Yes, delete the article/ })).toBeVisible();
  await takeScreenshot(page, "ui-kit", `admin-confirm-delete-dark-375`, { fullPage: true });
  await useTheme(page, "light");
  await page.reload();
  await page.getByRole("button", { name: "Delete article…" }).click();
  await takeScreenshot(page, "ui-kit", `admin-confirm-delete-light-375`, { fullPage: true });
});
