// Search finds what a shopper types (issue 44): each word on its own anywhere in a product, all of them
// required; a misspelt search is answered in the catalogue's spelling and says so, with a link to the words
// as typed; a search sorts by relevance until she picks another order; a suggestion never leads to an
// empty page. With JavaScript and without: every step is a real form or link.
import type { Page } from "@playwright/test";
import { expect, pageHydrated, takeScreenshot, test, withJavaScript } from "./fixtures";
import { ListingPage } from "./listing-page";

/** Searches from the header, as a shopper on the home page does (Enter submits the form with or without JS). */
async function searchFromHeader(page: Page, text: string) {
  await page.goto("/");
  await pageHydrated(page);
  await page.locator("#header-search").fill(text);
  await page.locator("#header-search").press("Enter");
}

test.describe("search finds what a shopper types", () => {
  test('"linen dress" from the header lists the Juniper Linen Maxi Dress, and its card opens it', async ({
    page,
  }, testInfo) => {
    await searchFromHeader(page, "linen dress");
    await expect(page).toHaveURL(/\/products\?q=linen(\+|%20)dress$/);
    await expect(page.getByRole("heading", { name: /^\d+ results for 'linen dress'$/ })).toBeVisible();
    await expect(page.getByTestId("search-correction")).toHaveCount(0);
    const listing = new ListingPage(page, testInfo);
    const card = listing.cards().filter({ has: page.getByRole("heading", { name: "Juniper Linen Maxi Dress" }) });
    await expect(card).toHaveCount(1);
    await card.getByRole("link", { name: "Juniper Linen Maxi Dress", exact: true }).first().click();
    await expect(page).toHaveURL(/\/products\/juniper-linen-maxi-dress$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Juniper Linen Maxi Dress");
  });

  test('"crochit dres" shows "Showing results for crochet dress" with crochet dresses, and the typo on request', async ({
    page,
  }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await searchFromHeader(page, "crochit dres");
    await expect(page).toHaveURL(/\/products\?q=crochit(\+|%20)dres$/);
    const correction = page.getByTestId("search-correction");
    await expect(correction).toContainText("Showing results for crochet dress");
    await expect(page.getByRole("heading", { name: /^\d+ results for 'crochet dress'$/ })).toBeVisible();
    expect(await listing.total()).toBeGreaterThan(0);
    await expect(listing.showing()).toHaveText(/ for "crochet dress"$/);
    const titles = await listing.cards().getByRole("heading").allTextContents();
    expect(
      titles.slice(0, 5).every((title) => /Crochet .*Dress/.test(title)),
      titles.join(", "),
    ).toBe(true);
    // The search box keeps what she typed.
    await expect(page.locator("#listing-search")).toHaveValue("crochit dres");

    await correction.getByRole("link", { name: "crochit dres" }).click();
    await expect(page).toHaveURL(/\/products\?q=crochit(\+|%20)dres&asTyped=true$/);
    await expect(page.getByTestId("search-correction")).toHaveCount(0);
    // As typed the words still find what they are near to ("crochit" is one letter from "crochet").
    await expect(page.getByRole("heading", { name: /^\d+ results for 'crochit dres'$/ })).toBeVisible();
    expect(await listing.total()).toBeGreaterThan(0);
  });

  test("a search sorts by relevance until another order is chosen, and a new search starts with relevance again", async ({
    page,
  }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products?q=linen+dress");
    const sort = page.getByLabel("Sort by");
    await expect(sort.locator("option:checked")).toHaveText("Relevance");
    await sort.selectOption({ label: "Price: Low to High" });
    await listing.apply();
    await expect(page).toHaveURL(/\/products\?q=linen(\+|%20)dress&sort=price_asc$/);
    await expect(sort.locator("option:checked")).toHaveText("Price: Low to High");
    // "Recently Updated" while searching is a choice of its own, kept in the URL.
    await sort.selectOption({ label: "Recently Updated" });
    await listing.apply();
    await expect(page).toHaveURL(/\/products\?q=linen(\+|%20)dress&sort=updated$/);

    // From a listing without a search (sorted by its default), a search typed in its box is sorted by relevance.
    await listing.goto("/products");
    await expect(sort.locator("option:checked")).toHaveText("Recently Updated");
    await expect(sort.getByRole("option", { name: "Relevance" })).toHaveCount(0);
    await listing.search("lace dress");
    await expect(page).toHaveURL(/\/products\?q=lace(\+|%20)dress$/);
    await expect(sort.locator("option:checked")).toHaveText("Relevance");
  });

  test("screenshots of a corrected search at 1280 and 375 px", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "one set of screenshots is enough");
    const listing = new ListingPage(page, testInfo);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
      await listing.goto("/products?q=crochit+dres");
      await expect(page.getByTestId("search-correction")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await takeScreenshot(page, "search", `corrected-search-${width}`);
    }
  });
});

test.describe("suggestions never lead to an empty page", () => {
  test("typing a misspelt search offers it in the catalogue's spelling, and each completion lists products", async ({
    page,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "the list is what JavaScript adds");
    await page.goto("/");
    await pageHydrated(page);
    const box = page.locator("#header-search");
    await box.click();
    await box.pressSequentially("crochit dres");
    const list = page.getByRole("listbox", { name: "Search suggestions" });
    const completions = list.getByRole("group", { name: "Searches" }).getByRole("option");
    await expect(completions.filter({ hasText: /^crochet dress$/ })).toHaveCount(1);
    await expect(completions.filter({ hasText: /crochit/ })).toHaveCount(0);
    const offered = await completions.allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    for (const completion of offered) {
      // The count the listing would show for it (the mobile filter panel's count route).
      const answer = await page.request.get(`/api/listing-count?q=${encodeURIComponent(completion.trim())}`);
      expect(((await answer.json()) as { total: number }).total, completion).toBeGreaterThan(0);
    }
    await completions.filter({ hasText: /^crochet dress$/ }).click();
    await expect(page).toHaveURL(/\/products\?q=crochet(\+|%20)dress$/);
    await expect(page.getByRole("heading", { name: /^\d+ results for 'crochet dress'$/ })).toBeVisible();
  });
});
