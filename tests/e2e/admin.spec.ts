import { ADMIN_METRICS_KEY } from "../../app/lib/admin/admin-session";
import { AdminShell } from "./admin-shell";
import { axeViolations, expect, takeScreenshot, test, toast, withJavaScript } from "./fixtures";
import { idleFor, signInAsAdmin, signInAsAdminThroughThePage } from "./signed-in";
import { TINY_PNG } from "../support/test-photos";

const MINUTE = 60_000;

test.describe("the admin area", () => {
  test("an admin who signs in from a bookmarked admin page lands on it", async ({ page }) => {
    await signInAsAdminThroughThePage(page, "/admin/users?role=admin");
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    await expect(page.getByTestId("user-row").first()).toContainText("admin@boho.test");
  });

  test("the warning page keeps the admin signed in or signs them out", async ({ page, context }, testInfo) => {
    await signInAsAdmin(page, "/admin/orders");
    if (!withJavaScript(testInfo)) {
      // After 25 idle minutes the no-script refresh brings the admin to the warning page.
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute(
        "content",
        /^(149\d|1500); url=\/admin\/session\?redirectTo=%2Fadmin%2Forders$/,
      );
    }
    await idleFor(context, 26 * MINUTE);
    await page.goto("/admin/session?redirectTo=%2Fadmin%2Forders");
    await expect(page.getByTestId("session-remaining")).toHaveText(
      "You will be signed out in 4 minutes because of inactivity.",
    );
    if (withJavaScript(testInfo)) expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Stay Logged In" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(toast(page, "You're still signed in")).toBeVisible();

    await idleFor(context, 27 * MINUTE);
    await page.goto("/admin/session?redirectTo=%2Fadmin%2Forders");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, "You've been signed out successfully")).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
  });

  test("an admin idle for 30 minutes is sent to sign in again with the reason", async ({ page, context }) => {
    await signInAsAdmin(page, "/admin/security");
    await idleFor(context, 31 * MINUTE);
    await page.goto("/admin/security?log=audit");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fsecurity%3Flog%3Daudit$/);
    await expect(toast(page, "Session expired")).toBeVisible();
  });

  test("an admin manages a homepage image and sees the home page follow", async ({ page }, testInfo) => {
    test.setTimeout(90_000); // a dozen full page loads without JavaScript
    const fileName = `sunset-${testInfo.project.name}.png`;
    await signInAsAdmin(page, "/admin/homepage-images");
    // Only this test's image may be active, so the home hero can only pick it.
    const seeded = await page.getByTestId("homepage-image").count();
    const deactivate = page.getByRole("button", { name: "Deactivate", exact: true });
    while ((await deactivate.count()) > 0) {
      await deactivate.first().click();
      await expect(deactivate)
        .toHaveCount((await deactivate.count()) - 1, { timeout: 7_000 })
        .catch(() => {});
    }
    await expect(deactivate).toHaveCount(0);

    await page.getByLabel(/^Image/).setInputFiles({ name: fileName, mimeType: "image/png", buffer: TINY_PNG });
    await page.getByLabel("Alt text").first().fill("A sunset over the dunes");
    await page.getByLabel("Caption").first().fill("Golden hour");
    await page.getByRole("button", { name: "Upload image" }).click();
    await expect(toast(page, "Image uploaded successfully")).toBeVisible();
    const card = page.getByTestId("homepage-image").filter({ hasText: fileName });
    await expect(card).toBeVisible();
    await expect(page.getByTestId("homepage-image")).toHaveCount(seeded + 1);

    await page.goto("/");
    await expect(page.locator('img[alt="A sunset over the dunes"]').first()).toBeVisible();

    await page.goto("/admin/homepage-images");
    await card.getByRole("button", { name: `Move up ${fileName}` }).click();
    await expect(toast(page, "Image order updated successfully")).toBeVisible();
    await expect(card).toContainText(`Position ${seeded} of ${seeded + 1}`);

    await card.getByText("Edit details").click();
    await card.getByLabel("Positioning").fill("sideways");
    await card.getByRole("button", { name: "Save details" }).click();
    await expect(card.getByRole("alert")).toContainText("Positioning takes one or two of");
    await expect(card.getByLabel("Positioning")).toHaveValue("sideways");
    await card.getByLabel("Alt text").fill("Dunes at golden hour");
    await card.getByLabel("Positioning").fill("center bottom");
    await card.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page, "Image details updated successfully")).toBeVisible();
    if (withJavaScript(testInfo)) expect(await axeViolations(page)).toEqual([]);

    await page.goto("/");
    await expect(page.locator('img[alt="Dunes at golden hour"]').first()).toBeVisible();

    await page.goto("/admin/homepage-images");
    await card.getByRole("button", { name: "Deactivate", exact: true }).click();
    await expect(toast(page, "Image status updated successfully")).toBeVisible();
    await page.goto("/");
    await expect(page.locator('img[alt="Dunes at golden hour"]')).toHaveCount(0);

    await page.goto("/admin/homepage-images");
    await card.getByRole("button", { name: `Delete ${fileName}` }).click();
    await expect(toast(page, "Image removed successfully")).toBeVisible();
    await expect(page.getByTestId("homepage-image")).toHaveCount(seeded);

    // Put the seeded images back for the other specs.
    const activate = page.getByRole("button", { name: "Activate", exact: true });
    while ((await activate.count()) > 0) {
      const before = await activate.count();
      await activate.first().click();
      await expect(activate).toHaveCount(before - 1);
    }
  });
});

test.describe("the session countdown with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the banner counts down in the page");

  test("warns 5 minutes before the end, Stay Logged In keeps the session, and at zero the admin is signed out", async ({
    page,
  }) => {
    await page.clock.install();
    await signInAsAdmin(page, "/admin/users");
    // Move the clock only once the monitor runs (it stores its metrics on mount), or the jump happens before its timers exist.
    await page.waitForFunction((key) => window.sessionStorage.getItem(key) !== null, ADMIN_METRICS_KEY);
    await page.clock.fastForward(25 * MINUTE + 1000);
    const banner = new AdminShell(page).sessionWarning();
    await expect(banner).toContainText("Your session will expire in 5 minutes because of inactivity.");
    await page.clock.fastForward(MINUTE);
    await expect(banner).toContainText("4 minutes");
    await banner.getByRole("button", { name: "Stay Logged In" }).click();
    await expect(banner).toHaveCount(0);
    await expect(toast(page, "You're still signed in")).toBeVisible();

    await page.clock.fastForward(30 * MINUTE + 2000);
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fusers$/);
    await expect(toast(page, "Session expired")).toBeVisible();
  });
});

test.describe("admin pages built so far", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe-core runs as a script in the page");

  test("have no accessibility violations, and the dashboard and homepage images fit 375 and 1280 px", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, "/admin");
    for (const path of [
      "/admin",
      "/admin/users",
      "/admin/security",
      "/admin/security?log=audit",
      "/admin/rate-limits",
      "/admin/homepage-images",
      "/admin/session",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ["dashboard", "/admin"],
        ["homepage-images", "/admin/homepage-images"],
      ]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await takeScreenshot(page, "admin", `${name}-${width}`, { fullPage: true });
        // The admin area's elements reaching past the viewport's right edge, named for the failure message.
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll("main#main *, nav[aria-label='Admin'] *")]
            .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
        );
        expect(wide, `${name} at ${width}px scrolls sideways`).toEqual([]);
      }
    }
  });
});
