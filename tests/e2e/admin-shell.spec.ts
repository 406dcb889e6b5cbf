// The admin as its own place: its own bar (View shop, the account menu) instead
// of the shop's header and footer, a sidebar whose last page can be reached in a
// short window, no sideways scroll at 375 px, times in the shop's time zone, and
// the security log in words.
import type { Page } from "@playwright/test";
import { ADMIN_PAGES } from "../../app/lib/admin/admin-pages";
import { AdminShell } from "./admin-shell";
import { expect, pageHydrated, test, toast, withJavaScript } from "./fixtures";
import { currentE2EStack } from "./e2e-stack";
import { openE2EDatabase, signInAsAdmin } from "./signed-in";

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openE2EDatabase>>) => Promise<T>): Promise<T> {
  const db = await openE2EDatabase();
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

async function saveTimeZone(page: Page, zone: string) {
  await page.goto("/admin/config");
  await pageHydrated(page);
  await page.getByLabel("Shop time zone").fill(zone);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
}

test.describe("the admin's own shell", () => {
  test("an admin page shows the admin bar, not the shop's search, cart or footer; View shop and Sign out work from it", async ({
    page,
  }) => {
    await signInAsAdmin(page, "/admin/orders");
    const shell = new AdminShell(page);
    const bar = shell.topBar();
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Boho Boutique Admin" })).toHaveAttribute("href", "/admin");
    // None of the shopper's chrome: the header search, the cart, the footer and its Subscribe form.
    await expect(page.getByLabel("Search products")).toHaveCount(0);
    await expect(page.locator('a[href="/cart"], button[aria-label*="cart" i]')).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    // The admin's session monitor and breadcrumbs stay.
    await expect(shell.breadcrumb()).toContainText("Orders");

    await bar.getByRole("link", { name: "View shop" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel("Search products").first()).toBeAttached();

    await page.goto("/admin/orders");
    await shell.signOut("admin@boho.test");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin/);
  });

  test("in a short window the sidebar scrolls on its own and its last page opens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await signInAsAdmin(page, "/admin");
    const sidebar = new AdminShell(page).sidebar();
    // The sidebar fits the window under the bar: nothing of it is below the window's edge.
    const box = await sidebar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(420 + 1);
    const last = sidebar.getByRole("link").last();
    await expect(last).toHaveText("Configuration");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await last.click();
    await expect(page).toHaveURL(/\/admin\/config$/);
    await expect(page.getByRole("heading", { level: 1, name: "Configuration" })).toBeVisible();
  });

  test("no admin page scrolls sideways at 375 px", async ({ page }) => {
    test.setTimeout(180_000);
    // Lists with a row in them, as an owner's are: a subscriber, a security event and an assigned badge (the badge's
    // product is one no page shows, so no card elsewhere changes).
    await withDatabase(async (db) => {
      await db.execute({
        sql: "insert into product_badge_assignments (id, product_id, product_title, badge) values (?, ?, 'Layout check piece', 'bestseller')",
        args: [crypto.randomUUID(), `gid://shopify/Product/layout-${crypto.randomUUID()}`],
      });
      await db.execute({
        sql: "insert into newsletter_subscribers (id, email, source, created_at) values (?, ?, 'footer', ?)",
        args: [crypto.randomUUID(), `reader-${crypto.randomUUID().slice(0, 8)}@example.com`, new Date().toISOString()],
      });
      await db.execute({
        sql: "insert into security_events (id, event_type, severity, details, ip_address) values (?, 'failed_login', 'low', ?, '203.0.113.7')",
        args: [crypto.randomUUID(), JSON.stringify({ email: "someone.with.a.long.address@example.com" })],
      });
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsAdmin(page, "/admin");
    const wide: string[] = [];
    for (const { path } of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) {
        // Name what reaches past the edge, for the failure message.
        const culprits = await page.evaluate(() =>
          [...document.querySelectorAll("main *")]
            .filter((element) => element.getBoundingClientRect().right > 376)
            .slice(-3)
            .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 50)}`),
        );
        wide.push(`${path}: ${width}px (${culprits.join(", ")})`);
      }
    }
    expect(wide).toEqual([]);
  });
});

test.describe("times and events on the security log", () => {
  test("a known event's time follows the shop's time zone, and a zone Intl does not know is refused with the rest of the form kept", async ({
    page,
  }) => {
    const marker = `tz-check-${test.info().project.name}-${Date.now().toString(36)}`;
    await withDatabase((db) =>
      db.execute({
        sql: "insert into security_events (id, event_type, severity, details, created_at) values (?, 'admin_action', 'low', ?, '2026-01-15T20:30:05.000Z')",
        args: [crypto.randomUUID(), JSON.stringify({ note: marker })],
      }),
    );
    await signInAsAdmin(page, "/admin/config");
    try {
      // The default zone is the shop's: US West Coast.
      await expect(page.getByLabel("Shop time zone")).toHaveValue("America/Los_Angeles");
      await page.goto(`/admin/security?q=${marker}`);
      await expect(page.getByTestId("log-row")).toHaveCount(1);
      await expect(page.getByTestId("log-row")).toContainText("Jan 15, 2026, 12:30:05 PM PST");

      await saveTimeZone(page, "Europe/London");
      await page.goto(`/admin/security?q=${marker}`);
      await expect(page.getByTestId("log-row")).toContainText("Jan 15, 2026, 8:30:05 PM GMT");

      await saveTimeZone(page, "Asia/Kolkata");
      await page.goto(`/admin/security?q=${marker}`);
      // Where Intl has only an offset for the zone, the zone's own name says which clock it is.
      await expect(page.getByTestId("log-row")).toContainText("Jan 16, 2026, 2:00:05 AM Asia/Kolkata");

      // A zone that does not exist: a clear message, nothing saved, the other fields as typed.
      await page.goto("/admin/config");
      await pageHydrated(page);
      await page.getByLabel("Free shipping from (USD)").fill("123");
      await page.getByLabel("Shop time zone").fill("Mars/Olympus_Mons");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(
        page.getByText("Choose a time zone from the list, like America/Los_Angeles or Europe/London."),
      ).toBeVisible();
      await expect(page.getByLabel("Free shipping from (USD)")).toHaveValue("123");
      await expect(page.getByLabel("Shop time zone")).toHaveValue("Mars/Olympus_Mons");
      await page.goto(`/admin/security?q=${marker}`);
      await expect(page.getByTestId("log-row")).toContainText("Asia/Kolkata");
    } finally {
      await saveTimeZone(page, "America/Los_Angeles");
    }
  });

  test("a failed sign-in reads as Failed sign-in with the email and network, not as a code and JSON", async ({
    page,
    browser,
  }, testInfo) => {
    const email = `nobody-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
    const visitor = await browser.newContext({
      baseURL: currentE2EStack().url,
      javaScriptEnabled: withJavaScript(testInfo),
    });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/auth");
    await visitorPage.getByLabel("Email", { exact: true }).fill(email);
    await visitorPage.getByLabel("Password", { exact: true }).fill("Not-the-password-1");
    await visitorPage.getByRole("button", { name: "Sign In" }).click();
    await expect(visitorPage.getByRole("alert").first()).toBeVisible();
    await visitor.close();

    await signInAsAdmin(page, `/admin/security?q=${encodeURIComponent(email)}`);
    const row = page.getByTestId("log-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Failed sign-in");
    await expect(row).toContainText(`Email${email}`);
    await expect(row).toContainText(/Network \S+/);
    await expect(row).not.toContainText("failed_login");
    await expect(row).not.toContainText("{");
    // The type filter offers the same words.
    await expect(page.getByLabel("Type").locator("option", { hasText: "Failed sign-in" })).toHaveCount(1);
  });
});
