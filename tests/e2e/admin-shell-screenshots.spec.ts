// Screenshots of the admin shell for review (not a test of behaviour): run with
// SCREENSHOTS_DIR=<folder> to write them to <folder>/admin-shell.
import { openE2EDatabase, signInAsAdmin } from "./signed-in";
import { expect, SCREENSHOTS_SKIP_REASON, screenshotsWanted, takeScreenshot, test, withJavaScript } from "./fixtures";

test("admin shell screenshots at 375 and 1280 px", async ({ page }, testInfo) => {
  test.skip(!screenshotsWanted() || !withJavaScript(testInfo), SCREENSHOTS_SKIP_REASON);
  test.setTimeout(120_000);
  // A few events of each kind, so the log shows how they read.
  const db = await openE2EDatabase();
  const events: [string, string, Record<string, unknown>, string | null][] = [
    ["failed_login", "low", { email: "maya@example.com" }, "203.0.113.7"],
    ["rate_limit_exceeded", "medium", { intent: "signin", network: "203.0.113.0/24", attempts: 6 }, "203.0.113.7"],
    [
      "suspicious_activity",
      "low",
      {
        kind: "csp_violation",
        "document-uri": "https://boho.test/products",
        "violated-directive": "script-src-elem",
        "blocked-uri": "https://tracker.example/x.js",
      },
      "198.51.100.20",
    ],
    ["backup_failed", "high", { runId: "run_42", error: "Storage was unreachable" }, null],
  ];
  try {
    for (const [type, severity, details, ip] of events) {
      await db.execute({
        sql: "insert into security_events (id, event_type, severity, details, ip_address) values (?, ?, ?, ?, ?)",
        args: [crypto.randomUUID(), type, severity, JSON.stringify(details), ip],
      });
    }
  } finally {
    db.close();
  }
  await signInAsAdmin(page, "/admin");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ["dashboard", "/admin"],
      ["security", "/admin/security"],
      ["analytics", "/admin/analytics"],
      ["config", "/admin/config"],
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await takeScreenshot(page, "admin-shell", `${name}-${width}`, { fullPage: name !== "config" });
    }
  }
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/admin/security");
  await page.getByText("Admin menu").click();
  await takeScreenshot(page, "admin-shell", `menu-open-375`);
  await page.getByTestId("admin-top-bar").locator("summary").click();
  await takeScreenshot(page, "admin-shell", `account-menu-375`);
});
