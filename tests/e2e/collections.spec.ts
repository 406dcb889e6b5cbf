import { expect, takeScreenshot, test, withJavaScript, axeOn } from "./fixtures";
import { ListingPage } from "./listing-page";

test.describe("collections", () => {
  test("the collections page lists collections in the spec's order", async ({ page }, testInfo) => {
    await page.goto("/collections");
    await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 13)).toEqual([
      "Goddess",
      "Chrome Hearts",
      "Home Decor",
      "Sale",
      "Tops",
      "Bottoms",
      "Lounge Wear",
      "All-in-Ones",
      "Dresses",
      "Shoes",
      "Bags",
      "Jewelry",
      "Accessories",
    ]);
    await takeScreenshot(page, "collections", `collections-1280-${testInfo.project.name}`);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Goddess/ })
      .click();
    await expect(page).toHaveURL(/\/collections\/goddess$/);
    await expect(page.getByRole("heading", { level: 1, name: "Goddess" })).toBeVisible();
  });

  test("a collection page filters, sorts and pages like the listing", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/collections/tops");
    const tops = await listing.total();
    await listing
      .filters()
      .getByRole("checkbox", { name: /^Kimonos/ })
      .check();
    await listing.apply();
    await expect(page).toHaveURL(/\/collections\/tops\?topsSubCategories=Kimonos$/);
    expect(await listing.total()).toBeLessThan(tops);
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await listing.apply();
    await expect(page).toHaveURL(/\/collections\/tops\?sort=price_asc&topsSubCategories=Kimonos$/);
    const prices = await listing.prices();
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await listing.filters().getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/collections\/tops$/);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/collections\/tops\?page=2$/);
    await expect(listing.showing()).toHaveText(/^Showing 25-/);
    await page.goBack();
    await expect(listing.showing()).toHaveText(/^Showing 1-24 of/);

    await listing.search("kimono");
    await expect(page).toHaveURL(/\/collections\/tops\?q=kimono$/);
    await expect(listing.showing()).toHaveText(/for "kimono"$/);
  });

  test("an unknown collection shows the not-found page", async ({ page }) => {
    const response = await page.goto("/collections/no-such-collection");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("a collection page has no accessibility violations", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "axe-core runs as JavaScript inside the page");
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto("/collections/goddess");
    await takeScreenshot(page, "collections", `goddess-375-${testInfo.project.name}`);
    const results = await axeOn(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  });
});
