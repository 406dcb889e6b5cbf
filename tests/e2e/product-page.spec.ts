// Product pages, quick view and recently viewed in a real browser.
import { expect, pageHydrated, takeScreenshot, test, withJavaScript, animationsSettled, axeOn } from "./fixtures";
import { ProductPage } from "./product-page";
import { catalog } from "./product-options-catalog";

const overalls = catalog.products.find((product) => product.handle === "saffron-linen-overalls")!;
const shirt = catalog.products.find((product) => product.handle === "marigold-floral-button-up-shirt")!;
const dress = catalog.products.find((product) => product.handle === "bluebell-tiered-mini-dress")!;

test.describe("product page", () => {
  test("shows price, stock and a disabled Out of Stock for a sold-out variant", async ({ page }, testInfo) => {
    const productPage = new ProductPage(page, testInfo);
    await productPage.goto(shirt.handle, { Size: "3XL", Color: "Sage" });
    await expect(productPage.title(shirt.title)).toBeVisible();
    await expect(productPage.outOfStockButton()).toBeDisabled();
    await expect(productPage.stockNote("Out of stock")).toBeVisible();
  });

  test("unknown products show Product not found with status 404", async ({ page }) => {
    const response = await page.goto("/products/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
  });

  test("a failing image falls back to the original file, then says Image unavailable", async ({
    page,
    consoleTrap,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "The fallback is a script; without it the browser shows its own broken image");
    consoleTrap.allow(/^Failed to load resource: net::ERR_FAILED/);
    const productPage = new ProductPage(page, testInfo);
    await page.route(/\/images\/products\/.*\?width=/, (route) => route.abort());
    await productPage.goto(overalls.handle);
    const main = page.locator("main img").first();
    await expect(main).toHaveAttribute("src", /\/images\/products\/[^?]+$/);
    await page.unroute(/\/images\/products\/.*\?width=/);
    await page.route(/\/images\/products\//, (route) => route.abort());
    await productPage.goto(overalls.handle);
    await expect(
      page.getByRole("img", { name: overalls.title }).or(page.getByText("Image unavailable")).first(),
    ).toBeVisible();
    await expect(page.getByText("Image unavailable").first()).toBeVisible();
  });

  test("has no accessibility violations and hydrates without errors", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "axe-core runs as a script in the page");
    // Hydration errors fail the test through the console trap in ./fixtures.
    const productPage = new ProductPage(page, testInfo);
    await productPage.goto(overalls.handle, { Size: "4", Color: "Black" });
    await productPage.option("Color", "White").click();
    await expect(page).toHaveURL(/Color=White/);
    const results = await axeOn(page).analyze();
    expect(results.violations).toEqual([]);
  });

  test("quick view opens, traps focus, and closes with Escape and the backdrop", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "Without JavaScript quick view is a plain link to the product page");
    const productPage = new ProductPage(page, testInfo);
    await productPage.goto(overalls.handle);
    await pageHydrated(page);
    const trigger = productPage.quickViewLink();
    const title = (await trigger.getAttribute("aria-label"))!.replace(/^Quick view: /, "");
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: `Quick view: ${title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close quick view" })).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await trigger.click();
    await dialog.getByRole("button", { name: "View Full Product" }).click();
    await expect(page).toHaveURL(/\/shopify-product\//);
    await expect(productPage.title(title)).toBeVisible();
  });

  test("quick view without JavaScript is a link to the product page", async ({ page }, testInfo) => {
    test.skip(withJavaScript(testInfo), "Covered by the modal test");
    const productPage = new ProductPage(page, testInfo);
    await productPage.goto(overalls.handle);
    await pageHydrated(page);
    const trigger = productPage.quickViewLink();
    await expect(trigger).toHaveAttribute("href", /^\/products\//);
  });

  test("recently viewed lists the other products visited, newest first", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "Recently viewed lives in local storage");
    const productPage = new ProductPage(page, testInfo);
    for (const product of [dress, shirt, overalls]) {
      await productPage.goto(product.handle);
      // The visit is recorded once the page has hydrated; leave only after that, as a shopper would.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("recently-viewed-products") ?? ""))
        .toContain(product.handle);
    }
    const strip = page.getByRole("region", { name: "Recently Viewed" });
    await expect(strip.getByTestId("recently-viewed-count")).toHaveText("2 items");
    await expect(strip.getByRole("link")).toHaveText([new RegExp(shirt.title), new RegExp(dress.title)]);
    await strip.getByRole("button", { name: `Remove ${shirt.title} from recently viewed` }).click();
    await expect(strip.getByTestId("recently-viewed-count")).toHaveText("1 item");
    await strip.getByRole("button", { name: "Clear All" }).click();
    await expect(strip).toBeHidden();
  });

  test("recently viewed shows at most 12, with carousel arrows over 8", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "Recently viewed lives in local storage");
    const entries = catalog.products.slice(10, 30).map((product, index) => ({
      id: product.id,
      title: product.title,
      handle: product.handle,
      price: 20,
      image: null,
      viewedAt: 1000 - index,
    }));
    await page.addInitScript(
      (value) => window.localStorage.setItem("recently-viewed-products", value),
      JSON.stringify(entries),
    );
    await new ProductPage(page, testInfo).goto(overalls.handle);
    const strip = page.getByRole("region", { name: "Recently Viewed" });
    await expect(strip.getByTestId("recently-viewed-count")).toHaveText("12 items");
    await expect(strip.getByRole("link")).toHaveCount(12);
    await expect(strip.getByRole("button", { name: "Scroll recently viewed right" })).toBeVisible();
  });

  test("looks like a shop at 375 px and 1280 px, with the drawer open", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "Screenshots once, with the drawer");
    const productPage = new ProductPage(page, testInfo);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await productPage.goto(overalls.handle, { Size: "4", Color: "Black" });
      await pageHydrated(page);
      await takeScreenshot(page, "product-page", `product-${width}`, { fullPage: true });
      await productPage.addToCartButton().click();
      await expect(page.getByRole("dialog", { name: /Your cart/ })).toBeVisible();
      await animationsSettled(page);
      await takeScreenshot(page, "product-page", `drawer-${width}`);
      await page.keyboard.press("Escape");
      await productPage.quickViewLink().click();
      await expect(page.getByRole("button", { name: "View Full Product" })).toBeVisible();
      await animationsSettled(page);
      await takeScreenshot(page, "product-page", `quick-view-${width}`);
      await page.keyboard.press("Escape");
      await page.goto("/cart");
      await takeScreenshot(page, "product-page", `cart-${width}`, { fullPage: true });
    }
  });
});
