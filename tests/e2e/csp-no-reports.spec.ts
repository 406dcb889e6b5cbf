// The shop's CSP refuses what it should, and the shop's own code never trips it:
// every refused attempt is reported to /csp-report and stored as a
// suspicious_activity event, so one false report on a page the owner opens daily
// (the blog editor did, through Zod's eval probe) fills the security log with alarms.
import type { Page } from "@playwright/test";
import { ADMIN_PAGES } from "../../app/lib/admin/admin-pages";
import { SEED_PRODUCTS } from "../../db/seed-data";
import { catalog } from "./product-options-catalog";
import { expect, pageHydrated, test } from "./fixtures";
import { openE2EDatabase, signInAsAdmin } from "./signed-in";

const demoProduct = catalog.products.find((product) => product.availableForSale)!;

const SHOP_PAGES = [
  "/",
  "/home-2025",
  "/warm-theme",
  "/muted-theme",
  "/about",
  "/contact",
  "/2025-colors",
  "/slow-living",
  "/size-guide",
  "/size-guide/clothing",
  "/size-guide/jewelry",
  "/size-guide/accessories",
  "/shipping-info",
  "/returns",
  "/faq",
  "/returns-faq",
  "/blog",
  "/blog/the-slow-living-home",
  "/sitemap",
  "/lookbooks",
  "/products",
  "/products?q=maxi",
  "/collections",
  "/collections/goddess",
  "/collections/sale",
  `/products/${demoProduct.handle}`,
  `/shopify-product/${demoProduct.handle}`,
  `/products/${SEED_PRODUCTS[0].slug}`,
  "/cart",
  "/auth",
  "/auth?mode=signup",
  "/track-order",
  "/theme",
  // Signed in (as the admin, who is a shopper too).
  "/favorites",
  "/account",
  "/orders",
];

async function storedCspReports(since: string): Promise<number> {
  const db = await openE2EDatabase();
  try {
    const result = await db.execute({
      sql: "select count(*) as n from security_events where event_type = 'suspicious_activity' and details like '%csp_violation%' and created_at >= ?",
      args: [since],
    });
    return Number(result.rows[0].n);
  } finally {
    db.close();
  }
}

/** Opens the page, waits for its code to run and settle, and returns the violations the page saw. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await pageHydrated(page);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []);
}

test.describe("the Content Security Policy with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "only scripts can trip the policy");

  test("no shop page and no admin page, the blog editor included, causes a CSP report", async ({ page }) => {
    test.setTimeout(300_000);
    const since = new Date(Date.now() - 1000).toISOString();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    const reportsSent: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/csp-report")
        reportsSent.push(`${request.frame().url()}: ${request.postData() ?? ""}`.slice(0, 300));
    });

    await signInAsAdmin(page, "/admin/blog-posts");
    const editPath = await page.locator('a[href^="/admin/blog/"][href$="/edit"]').first().getAttribute("href");
    expect(editPath).toMatch(/^\/admin\/blog\/[^/]+\/edit$/);

    const violations: string[] = [];
    for (const path of [...ADMIN_PAGES.map((adminPage) => adminPage.path), editPath!, ...SHOP_PAGES]) {
      for (const violation of await violationsOn(page, path)) violations.push(`${path}: ${violation}`);
    }
    expect(violations).toEqual([]);
    expect(reportsSent).toEqual([]);
    // What the owner would have seen: no suspicious_activity event from a CSP report.
    expect(await storedCspReports(since)).toBe(0);
  });
});
