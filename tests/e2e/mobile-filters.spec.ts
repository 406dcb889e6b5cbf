// The filter panel on a phone and the active-filter chips: with JavaScript the
// panel stays open while the shopper chooses, its button says how many products
// the choice gives (counted by the server) and shows exactly those; the Filter
// Products toggle counts the filters on; each chip is a link that removes one
// filter and keeps the rest, with JavaScript and without.
import type { Page } from "@playwright/test";
import { expect, test, withJavaScript } from "./fixtures";
import { ListingPage } from "./listing-page";

const PHONE = { width: 375, height: 800 };
const SHOW_BUTTON = /^Show \d+ products?$/;

function filterToggle(page: Page) {
  return page.locator('label[for="filter-panel-toggle"]');
}

async function showButtonCount(page: Page): Promise<number> {
  const button = page.getByRole("button", { name: SHOW_BUTTON });
  await expect(button).toBeVisible();
  const text = (await button.textContent()) ?? "";
  return Number(/Show (\d+)/.exec(text)?.[1] ?? NaN);
}

/** What the server answers for a listing URL: its "of N products" line, read from the page's HTML. */
async function serverTotal(page: Page, path: string): Promise<number> {
  const html = await (await page.request.get(path)).text();
  return Number(/Showing \d+-\d+ of (\d+) products/.exec(html)?.[1] ?? 0);
}

test.describe("filters on a phone", () => {
  test("with JavaScript the panel stays open while choosing and its button shows the server's count", async ({
    page,
  }, testInfo) => {
    test.skip(
      !withJavaScript(testInfo),
      "the panel's count and button are what JavaScript adds; the form without it is tested below",
    );
    await page.setViewportSize(PHONE);
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products");
    const everything = await listing.total();
    await expect(filterToggle(page)).toHaveText(/^Filter Products$/);

    await filterToggle(page).click();
    await expect(listing.filters()).toBeVisible();
    expect(await showButtonCount(page)).toBe(everything);

    let counted = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/listing-count") counted += 1;
    });
    await listing
      .filters()
      .getByRole("checkbox", { name: /^Sage\b/ })
      .check();
    // The tap does not leave the page: same URL, panel still open, the choice still ticked.
    const sageTotal = await serverTotal(page, "/products?colors=Sage");
    expect(sageTotal).toBeGreaterThan(0);
    expect(sageTotal).toBeLessThan(everything);
    await expect(page.getByRole("button", { name: `Show ${sageTotal} products` })).toBeVisible();
    expect(counted).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/products$/);
    await expect(listing.filters()).toBeVisible();
    await expect(listing.filters().getByRole("checkbox", { name: /^Sage\b/ })).toBeChecked();

    // A second choice further down the panel: the count follows it.
    await listing
      .filters()
      .getByRole("checkbox", { name: /^Hide out of stock$/ })
      .check();
    const bothTotal = await serverTotal(page, "/products?colors=Sage&hideOutOfStock=true");
    await expect(page.getByRole("button", { name: `Show ${bothTotal} products` })).toBeVisible();
    await expect(listing.filters()).toBeVisible();

    // The button sits at the bottom of the long panel, far below the grid's start.
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(PHONE.height);
    await page.getByRole("button", { name: `Show ${bothTotal} products` }).click();

    await expect(page).toHaveURL(/\/products\?colors=Sage&hideOutOfStock=true$/);
    await expect(listing.filters()).toBeHidden();
    await expect(listing.showing()).toHaveText(new RegExp(`of ${bothTotal} products$`));
    // The shopper lands at the toggle, the chips and the first products, not mid-grid.
    await expect(filterToggle(page)).toBeInViewport();
    await expect(listing.cards().first()).toBeInViewport();
    await expect(filterToggle(page)).toHaveText(/^Filter Products\s*2 filters on$/);
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText([
      "Sage",
      "In stock only",
    ]);
  });

  test("with JavaScript a collection chosen in the panel opens its types there, before it applies", async ({
    page,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "without JavaScript the collection applies first, then its types show");
    await page.setViewportSize(PHONE);
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products");
    await filterToggle(page).click();
    await listing
      .filters()
      .getByRole("radio", { name: /^Tops\b/ })
      .check();
    await listing
      .filters()
      .getByRole("checkbox", { name: /^Kimonos\b/ })
      .check();
    const kimonos = await serverTotal(page, "/products?category=tops&topsSubCategories=Kimonos");
    expect(kimonos).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: `Show ${kimonos} products` })).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await page.getByRole("button", { name: `Show ${kimonos} products` }).click();
    await expect(page).toHaveURL(/\/products\?category=tops&topsSubCategories=Kimonos$/);
    await expect(listing.showing()).toHaveText(new RegExp(`of ${kimonos} products$`));
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText(["Tops", "Kimonos"]);
  });

  test("closing the panel with nothing changed keeps the page", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "the Show button is what JavaScript adds");
    await page.setViewportSize(PHONE);
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products?colors=Beige");
    const total = await listing.total();
    await filterToggle(page).click();
    await page.getByRole("button", { name: `Show ${total} products` }).click();
    await expect(listing.filters()).toBeHidden();
    await expect(page).toHaveURL(/\/products\?colors=Beige$/);
  });

  test("without JavaScript the panel's form applies and the chips remove filters", async ({ page }, testInfo) => {
    test.skip(withJavaScript(testInfo), "the plain form");
    await page.setViewportSize(PHONE);
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products?q=dress&sort=price_asc");
    await filterToggle(page).click();
    await listing
      .filters()
      .getByRole("checkbox", { name: /^Sage\b/ })
      .check();
    await listing
      .filters()
      .getByRole("checkbox", { name: /^M \(6-8\)/ })
      .check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/products\?q=dress&sort=price_asc&sizes=m&colors=Sage$/);
    await expect(filterToggle(page)).toHaveText(/^Filter Products\s*2 filters on$/);
    const chips = page.getByRole("list", { name: "Active filters" }).getByRole("link");
    await expect(chips).toHaveText(["Size M", "Sage"]);

    await page.getByRole("link", { name: "Remove filter: Sage" }).click();
    await expect(page).toHaveURL(/\/products\?q=dress&sort=price_asc&sizes=m$/);
    await expect(chips).toHaveText(["Size M"]);
    await expect(filterToggle(page)).toHaveText(/^Filter Products\s*1 filter on$/);
    await expect(listing.showing()).toHaveText(
      new RegExp(`of ${await serverTotal(page, "/products?q=dress&sort=price_asc&sizes=m")} products for "dress"$`),
    );
  });
});

test.describe("active filter chips", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px each chip removes its filter and keeps the others, the search and the sort`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const listing = new ListingPage(page, testInfo);
      const start =
        "/products?q=maxi&category=dresses&sort=price_desc&maxPrice=200&colors=Sage,Beige&dressesSubCategories=Maxi%20Dresses&hideOutOfStock=true";
      await listing.goto(start);
      const chips = page.getByRole("list", { name: "Active filters" }).getByRole("link");
      // In the sidebar's order, whatever the URL's.
      await expect(chips).toHaveText(["Dresses", "Maxi Dresses", "Beige", "Sage", "Up to $200", "In stock only"]);

      await page.getByRole("link", { name: "Remove filter: Beige" }).click();
      await expect(page).toHaveURL(
        /\/products\?q=maxi&category=dresses&sort=price_desc&maxPrice=200&colors=Sage&dressesSubCategories=Maxi(%20|\+)Dresses&hideOutOfStock=true$/,
      );
      await expect(chips).toHaveText(["Dresses", "Maxi Dresses", "Sage", "Up to $200", "In stock only"]);
      await expect(page.locator("#listing-search")).toHaveValue("maxi");
      await expect(page.getByLabel("Sort by")).toHaveValue("price_desc");

      await page.getByRole("link", { name: "Remove filter: Up to $200" }).click();
      await expect(page).toHaveURL(
        /\/products\?q=maxi&category=dresses&sort=price_desc&colors=Sage&dressesSubCategories=Maxi(%20|\+)Dresses&hideOutOfStock=true$/,
      );

      // Removing the collection drops its sub-categories with it, as the sidebar does.
      await page.getByRole("link", { name: "Remove filter: Dresses" }).click();
      await expect(page).toHaveURL(/\/products\?q=maxi&sort=price_desc&colors=Sage&hideOutOfStock=true$/);
      await expect(chips).toHaveText(["Sage", "In stock only"]);
      const shown = await listing.total();
      expect(shown).toBe(await serverTotal(page, "/products?q=maxi&sort=price_desc&colors=Sage&hideOutOfStock=true"));
    });
  }

  test("on a collection page the collection is the page, not a chip", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/collections/dresses?colors=Sage");
    const chips = page.getByRole("list", { name: "Active filters" }).getByRole("link");
    await expect(chips).toHaveText(["Sage"]);
    await page.getByRole("link", { name: "Remove filter: Sage" }).click();
    await expect(page).toHaveURL(/\/collections\/dresses$/);
    await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);
  });
});
