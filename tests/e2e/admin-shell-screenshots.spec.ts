// Screenshots of the admin shell for review (not a test of behaviour): run with
// ADMIN_SHELL_SCREENSHOTS=<directory> to write them there.
import { signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";

const directory = process.env.ADMIN_SHELL_SCREENSHOTS;

test("admin shell screenshots at 375 and 1280 px", async ({ page }, testInfo) => {
  test.skip(!directory || testInfo.project.name !== "javascript", "set ADMIN_SHELL_SCREENSHOTS to take them");
  test.setTimeout(120_000);
  await signInAsAdmin(page, "/admin");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [["dashboard", "/admin"], ["security", "/admin/security"], ["analytics", "/admin/analytics"], ["config", "/admin/config"]]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${directory}/${name}-${width}.png`, fullPage: name !== "config" });
    }
  }
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/admin/security");
  await page.getByText("Admin menu").click();
  await page.screenshot({ path: `${directory}/menu-open-375.png` });
  await page.getByTestId("admin-top-bar").locator("summary").click();
  await page.screenshot({ path: `${directory}/account-menu-375.png` });
});
