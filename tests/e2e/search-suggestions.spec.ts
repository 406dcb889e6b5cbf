// Search that answers while typing: with JavaScript the header search (and the
// listing's) becomes a combobox listing products, collections, completions and
// "See all results"; arrows choose, Enter opens, Escape closes, and the count
// is announced. Its code loads when the box is first focused. Without
// JavaScript there is no list: the form goes to /products?q=, where the
// heading says how many results there are and an empty search offers a way on.
import type { Page } from "@playwright/test";
import { axeViolations, expect, pageHydrated, takeScreenshot, test, withJavaScript } from "./fixtures";

type Suggestions = { query: string; total: number; products: { handle: string; title: string }[] };

async function serverSuggestions(page: Page, q: string): Promise<Suggestions> {
  const response = await page.request.get(`/api/search-suggestions?q=${encodeURIComponent(q)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Suggestions;
}

const headerSearch = (page: Page) => page.locator("#header-search");
const suggestionList = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });

async function typeInHeaderSearch(page: Page, text: string) {
  await page.goto("/");
  await pageHydrated(page);
  await headerSearch(page).click();
  await headerSearch(page).pressSequentially(text);
}

test.describe("suggestions while typing, with JavaScript", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "the list is what JavaScript adds; the plain form is tested below");
  });

  test("the list's code loads only when the search box is focused", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await pageHydrated(page);
    expect(scripts.filter((path) => path.includes("SearchSuggestions-"))).toEqual([]);
    await headerSearch(page).focus();
    await expect.poll(() => scripts.filter((path) => path.includes("SearchSuggestions-")).length).toBeGreaterThan(0);
    await expect(headerSearch(page)).toHaveAttribute("role", "combobox");
    await expect(headerSearch(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("typing lists the server's products; arrow down and Enter open the first one", async ({ page }) => {
    const expected = await serverSuggestions(page, "maxi");
    await typeInHeaderSearch(page, "maxi");
    const list = suggestionList(page);
    await expect(list).toBeVisible();
    await expect(headerSearch(page)).toHaveAttribute("aria-expanded", "true");
    await expect(headerSearch(page)).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
    const products = list.getByRole("group", { name: "Products" }).getByRole("option");
    await expect(products).toHaveCount(expected.products.length);
    await expect(products.first()).toContainText(expected.products[0].title);
    // The count is announced in a live region.
    await expect(page.getByRole("status").filter({ hasText: "suggestions for 'maxi'" })).toHaveText(
      new RegExp(`^\\d+ suggestions for 'maxi', ${expected.total} results in all\\.`),
    );

    await page.keyboard.press("ArrowDown");
    const first = products.first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(headerSearch(page)).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/products/${expected.products[0].handle}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.products[0].title);
  });

  test("Escape closes the list and keeps what was typed", async ({ page }) => {
    await typeInHeaderSearch(page, "kimono");
    await expect(suggestionList(page)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(suggestionList(page)).toBeHidden();
    await expect(headerSearch(page)).toHaveAttribute("aria-expanded", "false");
    await expect(headerSearch(page)).not.toHaveAttribute("aria-activedescendant", /.+/);
    await expect(headerSearch(page)).toHaveValue("kimono");
  });

  test("'See all results' goes to the listing for the query", async ({ page }) => {
    const expected = await serverSuggestions(page, "maxi");
    await typeInHeaderSearch(page, "maxi");
    await suggestionList(page).getByRole("option", { name: "See all results for 'maxi'" }).click();
    await expect(page).toHaveURL(/\/products\?q=maxi$/);
    await expect(page.getByRole("heading", { name: `${expected.total} results for 'maxi'` })).toBeVisible();
  });

  test("the listing's search box suggests too; Escape there closes the list and clears the search, as it always did", async ({
    page,
  }) => {
    await page.goto("/products");
    await pageHydrated(page);
    const box = page.locator("#listing-search");
    await box.click();
    await box.pressSequentially("mala");
    await expect(suggestionList(page)).toBeVisible();
    await expect(suggestionList(page).getByRole("option", { name: /Amber Bead Mala/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(suggestionList(page)).toBeHidden();
    await expect(box).toHaveValue("");
    await expect(page).toHaveURL(/\/products$/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe finds nothing with the list open in the ${theme} theme; screenshots at 1280 and 375 px`, async ({
      page,
      baseURL,
    }) => {
      // axe over a whole page is slow on a busy machine.
      test.setTimeout(120_000);
      const imagesLoaded = (listId: string) =>
        page.waitForFunction(
          (id) => [...document.querySelectorAll(`#${id} img`)].every((img) => (img as HTMLImageElement).complete),
          listId,
        );
      await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await typeInHeaderSearch(page, "maxi");
      await expect(suggestionList(page)).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await imagesLoaded("header-search-suggestions");
      await takeScreenshot(page, "search-suggestions", `suggestions-1280-${theme}`);
      expect(await axeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/products");
      await pageHydrated(page);
      await page.locator("#listing-search").click();
      await page.locator("#listing-search").pressSequentially("lin");
      await expect(suggestionList(page)).toBeVisible();
      await imagesLoaded("listing-search-suggestions");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await takeScreenshot(page, "search-suggestions", `suggestions-375-${theme}`);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("search without a suggestion list", () => {
  test("without JavaScript there is no list and the header form goes to /products?q=", async ({ page }, testInfo) => {
    test.skip(withJavaScript(testInfo), "with JavaScript the list is tested above");
    await page.goto("/");
    await headerSearch(page).fill("maxi");
    await headerSearch(page).press("Enter");
    await expect(page).toHaveURL(/\/products\?q=maxi$/);
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(page.locator("[role=combobox]")).toHaveCount(0);
  });

  test("the results page says how many results there are", async ({ page }) => {
    const expected = await serverSuggestions(page, "maxi");
    await page.goto("/products?q=maxi");
    await expect(page.getByRole("heading", { level: 2, name: `${expected.total} results for 'maxi'` })).toBeVisible();
    await expect(page.getByText(new RegExp(`Showing 1-\\d+ of ${expected.total} products`))).toBeVisible();
  });

  test("a search that finds nothing offers 'Did you mean', which finds the product", async ({ page }) => {
    // "mlaa" alone is answered as "mala" (search-finds.spec.ts); as typed it finds nothing.
    await page.goto("/products?q=mlaa&asTyped=true");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Browse collections" }).getByRole("link")).not.toHaveCount(0);
    await page.getByRole("link", { name: "mala", exact: true }).click();
    await expect(page).toHaveURL(/\/products\?q=mala$/);
    await expect(page.getByRole("link", { name: "Amber Bead Mala" }).first()).toBeVisible();
  });
});
