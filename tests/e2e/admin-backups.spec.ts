// An admin takes a backup and finds it in the status list, with JavaScript on
// and off; every backup page passes axe.
import { expect, test, takeScreenshot, toast, withJavaScript, axeOn } from "./fixtures";
import { signInAsAdmin } from "./signed-in";

const PAGES = [
  "/admin/backup",
  "/admin/backup/manual",
  "/admin/backup/schedule",
  "/admin/backup/config",
  "/admin/backup/status",
  "/admin/restore-guide",
];

test.describe("admin backups", () => {
  test("an admin takes a backup and sees it in the status list", async ({ page }) => {
    await signInAsAdmin(page, "/admin/backup/manual");
    await page.getByRole("button", { name: "Back up now" }).click();
    await expect(toast(page, "Backup complete").first()).toBeVisible();
    const latest = page.getByRole("table", { name: "The latest manual backup" });
    await expect(latest.getByText("Succeeded")).toBeVisible();
    await expect(latest.getByRole("link", { name: "Download" })).toBeVisible();

    await page.goto("/admin/backup/status?trigger=manual");
    const runs = page.getByRole("table", { name: "Backup runs, newest first" });
    await expect(runs.getByTestId("backup-run").first()).toContainText("Manual");
    await expect(runs.getByTestId("backup-run").first()).toContainText("Succeeded");
  });

  test("the restore step checks the file and asks for confirmation", async ({ page }) => {
    await signInAsAdmin(page, "/admin/backup/manual");
    await page.getByRole("button", { name: "Back up now" }).click();
    await expect(toast(page, "Backup complete").first()).toBeVisible();
    await page.goto("/admin/backup");
    await page.getByRole("link", { name: "Restore…" }).first().click();
    await expect(page.getByRole("heading", { name: /Restore the backup of/ })).toBeVisible();
    await page.getByLabel("Type RESTORE to confirm").fill("restore please");
    await page.getByRole("button", { name: "Restore this backup" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Type RESTORE to confirm the restore." })).toBeVisible();
    await expect(page.getByLabel("Type RESTORE to confirm")).toHaveValue("restore please");
  });

  test("every backup page has no axe violations", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "axe runs as JavaScript in the page");
    // Six pages, axe and two screenshots each: more than the default 30 s on a shared machine.
    test.setTimeout(120_000);
    await signInAsAdmin(page, "/admin/backup");
    for (const path of PAGES) {
      await page.goto(path);
      const results = await axeOn(page).analyze();
      expect(results.violations, path).toEqual([]);
      if (withJavaScript(testInfo)) {
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await takeScreenshot(page, "admin-backups", `${path.replace(/\//g, "_")}-${width}`, { fullPage: true });
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
  });
});
