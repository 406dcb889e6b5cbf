// Quick view, the product page (with the compact bar at 375 px) and the cart's clear step at 375 and 1280 px, in
// the light and dark themes: nothing scrolls sideways. Screenshots with SCREENSHOTS_DIR set.
import { expect, pageHydrated, takeScreenshot, test, animationsSettled } from "./fixtures";
import { ProductPage } from "./product-page";
import { firstForSale, productIn, sizeAndColorProduct as product } from "./product-options-catalog";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "Screenshots once, with the quick view and the bar");

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`quick view, product page and the cart's clear step at ${width} px, ${theme}`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      const productPage = new ProductPage(page, testInfo);
      await context.addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      const noSideways = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto(`/products?q=${encodeURIComponent(product.title)}`);
      await pageHydrated(page);
      await page.locator("main[data-hydrated]").waitFor();
      await page
        .getByTestId("product-grid")
        .getByRole("article", { name: product.title })
        .getByRole("link", { name: new RegExp(`^(Quick view|Choose options): `) })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: `Quick view: ${product.title}` });
      await expect(dialog.getByRole("group", { name: /^Color/ })).toBeVisible();
      await animationsSettled(page);
      await takeScreenshot(page, "product-cart", `quick-view-${width}-${theme}`);
      await page.keyboard.press("Escape");

      await productPage.goto(product.handle);
      await pageHydrated(page);
      await noSideways();
      await takeScreenshot(page, "product-cart", `product-${width}-${theme}`, { fullPage: width === 1280 });
      if (width === 375) {
        await productPage.scrollPastAddToCart(200);
        await expect(productPage.addToCartBar()).toBeVisible();
        await animationsSettled(page);
        await takeScreenshot(page, "product-cart", `product-bar-${width}-${theme}`);
      }

      for (const variantId of [firstForSale(product).id, firstForSale(productIn("jewelry")).id]) {
        expect(
          (
            await page.request.post("/cart", { form: { intent: "add", variantId, quantity: "1" }, maxRedirects: 0 })
          ).status(),
        ).toBe(303);
      }
      // The adds' toast rides on the next page; let it go there, not over the cart's screenshot.
      await page.goto("/faq");
      await page.goto("/cart");
      await pageHydrated(page);
      await page.getByRole("link", { name: "Clear cart" }).click();
      await expect(page.getByRole("group", { name: "Clear your cart?" })).toBeVisible();
      await noSideways();
      await takeScreenshot(page, "product-cart", `cart-confirm-${width}-${theme}`, { fullPage: true });

      await page.goto("/about");
      await pageHydrated(page);
      await page
        .getByRole("banner")
        .getByRole("link", { name: /^Cart, / })
        .click();
      await page
        .getByRole("dialog", { name: /Your cart/ })
        .getByRole("link", { name: "Clear cart" })
        .click();
      await expect(
        page.getByRole("dialog", { name: /Your cart/ }).getByRole("group", { name: "Clear your cart?" }),
      ).toBeVisible();
      await animationsSettled(page);
      await takeScreenshot(page, "product-cart", `drawer-confirm-${width}-${theme}`);
    });
  }
}
