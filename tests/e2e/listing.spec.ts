import { expect, takeScreenshot, test, withJavaScript, axeOn } from "./fixtures";
import { ListingPage } from "./listing-page";

test.describe("the product listing", () => {
  test("shoppers see one page of 24 products with the Showing line and page numbers", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    const response = await listing.goto("/products");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expect(listing.cards()).toHaveCount(24);
    await expect(listing.showing()).toHaveText(/^Showing 1-24 of \d+ products$/);
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }),
    ).toBeVisible();
    const image = listing.cards().first().locator("img").first();
    // The shop's five widths; the default grid (large, four columns) says how wide its cards are drawn.
    await expect(image).toHaveAttribute("srcset", /width=400 400w, .*width=1600 1600w$/);
    await expect(image).toHaveAttribute("sizes", "(min-width: 768px) 232px, 50vw");
  });

  test("shoppers search from the listing's search box", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products");
    await listing.search("maxi");
    await expect(page).toHaveURL(/\/products\?q=maxi$/);
    await expect(listing.showing()).toHaveText(/of \d+ products for "maxi"$/);
    await expect(page.locator("#listing-search")).toHaveValue("maxi");
    await expect(page).toHaveTitle('Search results for "maxi" | Boho Boutique');
  });

  test("a search with no results offers Clear All Filters", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products");
    await listing.search("zzqqxx");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByText('We couldn\'t find anything matching "zzqqxx".')).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Clear All Filters" }).last().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(listing.cards()).toHaveCount(24);
  });

  test("each kind of filter narrows the listing and is kept in the URL", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products");
    const all = await listing.total();

    await listing.filters().getByRole("radio", { name: /^Tops/ }).check();
    await listing.apply();
    await expect(page).toHaveURL(/\/products\?category=tops$/);
    const tops = await listing.total();
    expect(tops).toBeLessThan(all);

    await listing
      .filters()
      .getByRole("checkbox", { name: /^Kimonos/ })
      .check();
    await listing.apply();
    await expect(page).toHaveURL(/category=tops&topsSubCategories=Kimonos$/);
    expect(await listing.total()).toBeLessThan(tops);

    await listing.filters().getByRole("radio", { name: "All Products" }).check();
    await listing.apply();
    // Moving away from a category clears its sub-categories.
    await expect(page).toHaveURL(/\/products$/);

    await listing
      .filters()
      .getByRole("checkbox", { name: /^M \(6-8\)/ })
      .check();
    await listing.apply();
    await expect(page).toHaveURL(/\?sizes=m$/);
    await listing.filters().getByRole("checkbox", { name: /^Sage/ }).check();
    await listing.apply();
    await expect(page).toHaveURL(/\?sizes=m&colors=Sage$/);
    const sageM = await listing.total();
    await listing.filters().getByRole("checkbox", { name: "Hide out of stock" }).check();
    await listing.apply();
    await expect(page).toHaveURL(/colors=Sage&hideOutOfStock=true$/);
    expect(await listing.total()).toBeLessThanOrEqual(sageM);
    expect(sageM).toBeLessThan(all);

    await listing.filters().getByRole("slider", { name: /Up to/ }).fill("60");
    await listing.apply();
    await expect(page).toHaveURL(/maxPrice=60/);
    for (const price of await listing.prices()) expect(price).toBeLessThanOrEqual(60);

    await listing.filters().getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/products$/);
    expect(await listing.total()).toBe(all);
  });

  test("the Sale collection shows reduced products with struck-through prices", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products?category=sale");
    await expect(listing.cards()).toHaveCount(24);
    await expect(listing.cards().locator("s").first()).toBeVisible();
  });

  test("sorting by price orders the cards", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products");
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await listing.apply();
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    // With JavaScript the URL can change a moment before the new cards render: wait for them.
    const ascending = (prices: number[]) =>
      prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1] <= price);
    await expect.poll(async () => ascending(await listing.prices())).toBe(true);
    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    await listing.apply();
    await expect(page).toHaveURL(/\?sort=price_desc$/);
    const descending = (prices: number[]) =>
      prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1] >= price);
    await expect.poll(async () => descending(await listing.prices())).toBe(true);
  });

  test("pagination moves between pages and back navigation restores the page", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(listing.showing()).toHaveText(/^Showing 25-48 of/);
    await pagination.getByRole("link", { name: "Page 3" }).click();
    await expect(listing.showing()).toHaveText(/^Showing 49-72 of/);
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(listing.showing()).toHaveText(/^Showing 25-48 of/);
    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("back navigation restores the scroll position", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "scroll restoration on client navigation is JavaScript's");
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products?page=2");
    await listing.showing().scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 3" }).click();
    await expect(listing.showing()).toHaveText(/^Showing 49-72 of/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.goBack();
    await expect(listing.showing()).toHaveText(/^Showing 25-48 of/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test("search updates as the shopper types, replacing the history entry, and Escape clears it", async ({
    page,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "search-as-you-type needs JavaScript; the Enter flow is tested above");
    const listing = new ListingPage(page, testInfo);
    await page.goto("/collections");
    await listing.goto("/products");
    const box = page.locator("#listing-search");
    await box.pressSequentially("kimono", { delay: 30 });
    await expect(page).toHaveURL(/\/products\?q=kimono$/);
    await expect(listing.showing()).toHaveText(/for "kimono"$/);
    await expect(box).toBeFocused();
    await box.press("Escape");
    await expect(page).toHaveURL(/\/products$/);
    await expect(box).toHaveValue("");
    await page.goBack();
    // The typed searches replaced /products rather than stacking history entries.
    await expect(page).toHaveURL(/\/collections$/);
  });

  test("choosing a category shows small view and 4 columns for that view only", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    const grid = page.getByTestId("product-grid");
    await listing.goto("/products");
    await page.getByRole("group", { name: "View size" }).getByRole("button", { name: "Medium" }).click();
    await expect(grid).toHaveAttribute("data-view-size", "medium");
    await listing
      .filters()
      .getByRole("radio", { name: /^Dresses/ })
      .check();
    await listing.apply();
    await expect(page).toHaveURL(/category=dresses/);
    await expect(grid).toHaveAttribute("data-view-size", "small");
    await expect(grid).toHaveAttribute("data-columns", "4");
    // Picking a grid inside the category view keeps to that view.
    await page.getByRole("group", { name: "Columns" }).getByRole("button", { name: "2 columns" }).click();
    await expect(grid).toHaveAttribute("data-columns", "2");
    // The shopper's own choice is untouched by the category: back on the whole listing it returns.
    await listing.goto("/products");
    await expect(grid).toHaveAttribute("data-view-size", "medium");
    await expect(grid).toHaveAttribute("data-columns", "4");
  });

  test("keyboard focus stays on a filter after it applies", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "filters apply on change only with JavaScript");
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products");
    const sage = listing.filters().getByRole("checkbox", { name: /^Sage/ });
    await sage.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\?colors=Sage$/);
    await expect(listing.filters().getByRole("checkbox", { name: /^Sage/ })).toBeFocused();
    await expect(listing.filters().getByRole("checkbox", { name: /^Sage/ })).toBeChecked();
  });

  test("view size and columns are kept as a preference", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("group", { name: "View size" }).getByRole("button", { name: "Medium" }).click();
    await expect(page.getByTestId("product-grid")).toHaveAttribute("data-view-size", "medium");
    await page.getByRole("group", { name: "Columns" }).getByRole("button", { name: "3 columns" }).click();
    await expect(page.getByTestId("product-grid")).toHaveAttribute("data-columns", "3");
    await page.reload();
    await expect(page.getByTestId("product-grid")).toHaveAttribute("data-view-size", "medium");
    await expect(page.getByTestId("product-grid")).toHaveAttribute("data-columns", "3");
  });

  test("product cards offer add to cart, favorites and quick view as real forms and links", async ({
    page,
  }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await listing.goto("/products");
    const card = listing.cards().first();
    await expect(card.getByRole("link", { name: /^Quick view/ })).toHaveAttribute("href", /^\/products\/[a-z0-9-]+$/);
    await expect(card.getByRole("button", { name: /to favorites$/ })).toBeVisible();
    // One Add control per card: Add to Cart / In Cart / Out of Stock, or Choose options (quick view) when there are options to pick.
    const addControls = card
      .getByRole("button", { name: /^(Add to Cart|In Cart|Out of Stock)/ })
      .or(card.getByRole("link", { name: /^Choose options/ }));
    await expect(addControls).toHaveCount(1);
    await expect(page.getByTestId("product-grid").getByRole("combobox")).toHaveCount(0);
  });

  test("a card image that fails retries the original file, then says Image unavailable", async ({
    page,
    consoleTrap,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "the fallback is a script; without it the browser shows its own broken image");
    consoleTrap.allow(/^Failed to load resource: net::ERR_FAILED/);
    const listing = new ListingPage(page, testInfo);
    await page.route(/\/images\/products\/.*\?width=/, (route) => route.abort());
    await listing.goto("/products");
    await expect(listing.cards().first().locator("img").first()).toHaveAttribute("src", /\/images\/products\/[^?]+$/);
    await page.unroute(/\/images\/products\/.*\?width=/);
    await page.route(/\/images\/products\//, (route) => route.abort());
    await listing.goto("/products");
    await expect(listing.cards().first().getByText("Image unavailable")).toBeVisible();
  });

  test("small view shows tiny thumbnails, more to a row than medium", async ({ page }, testInfo) => {
    const listing = new ListingPage(page, testInfo);
    await page.setViewportSize({ width: 1280, height: 900 });
    await listing.goto("/products");
    const rowOf = async () => {
      // Without JavaScript each size is a new page: measured before it has finished parsing, the grid holds only its
      // first cards (a row of 1 was seen under load). The whole document is in once readyState is "complete".
      await page.waitForFunction(() => document.readyState === "complete");
      const boxes = await listing.cards().evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()));
      return { perRow: boxes.filter((box) => Math.abs(box.top - boxes[0]!.top) < 2).length, width: boxes[0]!.width };
    };
    await page.getByRole("group", { name: "View size" }).getByRole("button", { name: "Medium" }).click();
    await expect(page.getByTestId("product-grid")).toHaveAttribute("data-view-size", "medium");
    const medium = await rowOf();
    await page.getByRole("group", { name: "View size" }).getByRole("button", { name: "Small" }).click();
    await expect(page.getByTestId("product-grid")).toHaveAttribute("data-view-size", "small");
    const small = await rowOf();
    expect(small.perRow).toBeGreaterThan(medium.perRow);
    expect(small.width).toBeLessThan(medium.width);
  });

  test("on a narrow screen the filters hide behind Filter Products", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/products");
    await expect(page.getByRole("region", { name: "Filters" })).toBeHidden();
    await expect(page.getByRole("group", { name: "View size" })).toBeHidden();
    await page.getByText("Filter Products").click();
    await expect(page.getByRole("region", { name: "Filters" })).toBeVisible();
  });

  test("the listing has no accessibility violations at 375 and 1280 px", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "axe-core runs as JavaScript inside the page");
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/products?category=tops");
      await takeScreenshot(page, "listing", `products-${width}-${testInfo.project.name}`);
      const results = await axeOn(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    }
  });
});
