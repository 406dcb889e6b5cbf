// The performance monitor, the theme, the offline shop and the floating cart in a real browser: the monitor's
// beacon reaches the server and shows on /admin/performance; the theme is on the first byte of HTML (no flash)
// with JavaScript on and off, and the dark palette passes axe's contrast check; pages viewed earlier open offline;
// the floating cart appears after a viewport of scrolling.
import type { Page } from "@playwright/test";
import { expect, pageHydrated, test, withJavaScript, axeOn } from "./fixtures";
import { DEMO_ADMIN } from "../../db/seed-data";
import { signIn } from "./auth-page";

test.describe("the performance monitor", () => {
  test("measures a page view, sends it when the page is left, and the admin sees it", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "the monitor is JavaScript; without it nothing is measured");
    await page.setViewportSize({ width: 375, height: 800 });
    const monitorCode: string[] = [];
    page.on(
      "request",
      (request) => /performance-monitor-(?!store)[^/]*\.js$/.test(request.url()) && monitorCode.push(request.url()),
    );
    await page.goto("/products");
    const monitor = page.getByTestId("performance-monitor");
    await expect(monitor).toContainText("products 2.0.0");
    // On, but its code waits for the shopper's first interaction (or 10 s) so it never weighs on the page's load.
    await expect(monitor).toContainText("Measuring performance…");
    await page.waitForLoadState("networkidle");
    expect(monitorCode).toEqual([]);
    await pageHydrated(page);
    await page.mouse.wheel(0, 300);
    // The grade waits for the monitor's code to load and its first measurement: allow a busy machine longer.
    await expect(monitor).toContainText(/Performance [A-F] \(\d+\)/, { timeout: 15_000 });
    expect(monitorCode.length).toBeGreaterThan(0);

    // The monitor sends on page hide; firing the event keeps the page alive so the beacon's answer can be read.
    const beacon = page.waitForResponse((response) => response.url().endsWith("/api/performance-metrics"));
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
    const stored = await beacon;
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ ok: true, grade: expect.stringMatching(/^[A-F]$/) });

    await page.goto("/auth");
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    await page.goto("/admin/performance?period=24h");
    const table = page.getByRole("table").filter({ hasText: "Device" });
    // The listing's own row: other tests' phone visits to product pages (`/products/…`) are in the table too.
    await expect(table.getByRole("row", { name: /^\/products mobile / })).toBeVisible();
  });

  test("can be stopped and started, and remembers being stopped", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "the monitor is JavaScript");
    await page.goto("/");
    const monitor = page.getByTestId("performance-monitor");
    await expect(monitor).toContainText("home 2.1.0");
    // The buttons are the monitor's code: a click before hydration does nothing.
    await pageHydrated(page);
    await monitor.getByRole("button", { name: "Stop monitoring" }).click();
    await expect(monitor).toContainText("Performance monitor off");
    let beacons = 0;
    page.on("request", (request) => request.url().endsWith("/api/performance-metrics") && beacons++);
    await page.reload();
    await expect(monitor.getByRole("button", { name: "Start monitoring" })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
    await page.goto("/about");
    expect(beacons).toBe(0);
    await page.goto("/");
    await pageHydrated(page);
    await monitor.getByRole("button", { name: "Start monitoring" }).click();
    await page.mouse.wheel(0, 300);
    // The grade waits for the monitor's code to load and its first measurement: allow a busy machine longer.
    await expect(monitor).toContainText(/Performance [A-F] \(\d+\)/, { timeout: 15_000 });
    const beacon = page.waitForRequest((request) => request.url().endsWith("/api/performance-metrics"));
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
    await beacon;
  });

  test("shows only the version badge without JavaScript", async ({ page }, testInfo) => {
    test.skip(withJavaScript(testInfo), "the no-JavaScript view");
    await page.goto("/");
    const monitor = page.getByTestId("performance-monitor");
    await expect(monitor).toHaveText(/home 2\.1\.0/);
    await expect(monitor.getByRole("button")).toHaveCount(0);
  });
});

test.describe("the theme preference", () => {
  test("renders the chosen theme in the first HTML byte, so nothing flashes", async ({ page }) => {
    await page.goto("/about");
    const choose = async (current: string, next: string) => {
      // With JavaScript a fetcher posts (and the page changes at once); without it the form posts and the page reloads.
      const saved = page.waitForResponse(
        (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/theme"),
      );
      await page.getByRole("button", { name: new RegExp(`^Theme: ${current}`) }).click();
      await saved;
      await expect(page.locator("html")).toHaveAttribute("data-theme", next);
      // Let the revalidation after the fetcher finish, as a shopper's next click would come after it.
      await page.waitForLoadState("networkidle");
    };
    await choose("System", "light");
    await choose("Light", "dark");

    // The server's own HTML (before any script) already says dark, and the page paints dark.
    const html = await (await page.request.get("/products")).text();
    expect(html).toMatch(/<html lang="en" data-theme="dark"/);
    await page.goto("/products");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(28, 22, 19)");
  });

  test("system follows the device's colour scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(28, 22, 19)");
    await page.emulateMedia({ colorScheme: "light" });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(251, 247, 241)");
  });

  for (const path of ["/", "/products", "/products/saffron-linen-overalls", "/about", "/collections", "/auth"]) {
    test(`passes axe's contrast check in dark mode on ${path}`, async ({ page, context, baseURL }, testInfo) => {
      test.skip(!withJavaScript(testInfo), "axe runs as a script in the page; the palette is the same CSS either way");
      await context.addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      const results = await axeOn(page).withRules(["color-contrast"]).analyze();
      expect(
        results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
        ),
      ).toEqual([]);
    });
  }
});

test.describe("the shop offline", () => {
  test.use({ serviceWorkers: "allow" });

  async function controlled(page: Page) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
        );
    });
  }

  test("shows a product page viewed earlier from the saved copy, with the offline banner", async ({
    page,
    context,
    consoleTrap,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "service workers need JavaScript");
    // Offline on purpose: the unsaved page answers 503 and resources outside the caches cannot load.
    consoleTrap.allow(/status of 503/);
    consoleTrap.allow(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    // Remix looks up the routes of links on the saved page (/__manifest) and logs that it cannot while offline;
    // links still work, as whole page loads the service worker answers.
    consoleTrap.allow(/^Failed to fetch manifest patches/);
    await page.goto("/");
    await controlled(page);
    await page.goto("/products/saffron-linen-overalls");
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open("boutique-pages-v1")).keys()).map((request) => new URL(request.url).pathname),
        ),
      )
      .toContain("/products/saffron-linen-overalls");

    await context.setOffline(true);
    await page.goto("/products/saffron-linen-overalls");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
    await expect(page.getByRole("status").filter({ hasText: /^Offline, showing saved copy from / })).toBeVisible();
    // A page never viewed has no saved copy: the offline page says so.
    await page.goto("/about").catch(() => {});
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await context.setOffline(false);
  });

  test("keeps a signed-in shopper's pages apart and deletes them at sign-out", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "service workers need JavaScript");
    await page.goto("/auth");
    await controlled(page);
    await signIn(page, "shopper@boho.test", "Shopper#2026!");
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    await page.goto("/favorites");
    const userCaches = () =>
      page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("boutique-pages-user-")));
    await expect.poll(userCaches).toHaveLength(1);
    const publicPages = () =>
      page.evaluate(async () =>
        (await (await caches.open("boutique-pages-v1")).keys()).map((request) => new URL(request.url).pathname),
      );
    expect(await publicPages()).not.toContain("/favorites");

    await page.goto("/account");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/account"));
    await page.goto("/");
    await expect.poll(userCaches).toEqual([]);
  });
});

test.describe("the floating cart", () => {
  test("appears only after more than one viewport of scrolling", async ({ page }, testInfo) => {
    test.skip(
      !withJavaScript(testInfo),
      "the floating buttons follow scrolling, which needs JavaScript; the header cart is always there",
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/products");
    await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
    const floating = page.getByTestId("floating-cart");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await expect(floating).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(floating).toBeVisible();
    await expect(floating.getByRole("link", { name: /^Cart, 0 items/ })).toBeVisible();
    // It floats outside header, main and footer, so it is a landmark of its own: nothing is left outside one.
    await expect(page.getByRole("complementary", { name: "Cart shortcut" })).toBeVisible();
    const regions = await axeOn(page).withRules(["region"]).analyze();
    expect(regions.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(floating).toHaveCount(0);
  });
});
