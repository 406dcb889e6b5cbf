// The listing's Refresh: a real form that re-reads what
// the Worker has and brings the shopper back to the same search, with and
// without JavaScript. That it never rebuilds from the shop is counted in
// tests/worker/catalog-rebuild-coalescing.test.ts.
import { expect, pageHydrated, test, withJavaScript } from "./fixtures";
import { ListingPage } from "./listing-page";

test.describe("the listing's Refresh", () => {
  test("brings the shopper back to the same search with the same results", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products?q=maxi&sort=price_asc");
    const showing = (await listing.showing().textContent()) ?? "";
    expect(showing).toMatch(/of \d+ products for "maxi"$/);
    const firstCard = await listing.cards().first().getAttribute("aria-label");
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page).toHaveURL(/\/products\?q=maxi&sort=price_asc$/);
    await expect(listing.showing()).toHaveText(showing);
    await expect(listing.cards().first()).toHaveAttribute("aria-label", firstCard ?? "");
    await expect(page.locator("#listing-search")).toHaveValue("maxi");
  });

  test("shows its refreshing state while the Worker answers", async ({ page }, testInfo) => {
    test.skip(
      !withJavaScript(testInfo),
      "the refreshing state is JavaScript's; without it the browser's own loading shows",
    );
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products?q=maxi");
    await pageHydrated(page);
    // Hold the answer until the state has been seen, so the check waits for an outcome, not a moment.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/products(\.data)?\?index/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.fallback();
    });
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("button", { name: "Refreshing..." })).toBeDisabled();
    release();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
    await expect(listing.showing()).toHaveText(/of \d+ products for "maxi"$/);
  });
});
