// Product page basics: a size guide link beside the sizes that opens the guide for the product's category; on a
// phone, a compact add-to-cart bar once the main button has scrolled away; the cart says shipping and taxes are
// settled at checkout, next to the total.
import { type Page } from "@playwright/test";
import { expect, pageHydrated, test, toast, withJavaScript, axeOn } from "./fixtures";
import { ProductPage } from "./product-page";
import {
  firstForSale,
  optionValue,
  otherVariantForSale,
  productIn,
  sizeAndColorProduct,
} from "./product-options-catalog";

const CHECKOUT_NOTE = "Shipping and taxes calculated at checkout.";

test.describe("size guide link", () => {
  for (const [collection, path, heading] of [
    ["dresses", "/size-guide/clothing", "Clothing Size Guide"],
    ["jewelry", "/size-guide/jewelry", "Jewelry Size Guide"],
    ["accessories", "/size-guide/accessories", "Accessories Size Guide"],
  ] as const) {
    test(`a ${collection} piece links its sizes to the ${heading}`, async ({ page }, testInfo) => {
      const productPage = new ProductPage(page, testInfo);
      await productPage.goto(productIn(collection).handle);
      await pageHydrated(page);
      await productPage.sizeGuideLink().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe("compact add-to-cart bar at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const product = sizeAndColorProduct;
  const variant = otherVariantForSale(product);
  const chosen = { Size: optionValue(variant, "Size"), Color: optionValue(variant, "Color") };

  test("appears once the main button has scrolled away, and adds the chosen variant from the keyboard", async ({
    page,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "The bar is JavaScript's (see the no-JavaScript test)");
    const productPage = new ProductPage(page, testInfo);
    await productPage.goto(product.handle, chosen);
    await pageHydrated(page);
    const bar = productPage.addToCartBar();
    await expect(bar).toBeHidden();
    await productPage.scrollPastAddToCart();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(product.title);
    await expect(bar).toContainText(`${optionValue(variant, "Size")} / ${optionValue(variant, "Color")}`);

    // The page keeps room for the bar: at the very bottom the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const footerBottom = await page
      .getByRole("contentinfo")
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);

    await productPage.scrollPastAddToCart();
    expect((await axeOn(page).include("[data-testid=add-to-cart-bar]").analyze()).violations).toEqual([]);
    // From the page's last link, Tab reaches the bar's button, and Enter adds.
    const add = bar.getByRole("button", { name: `Add to Cart: ${product.title}` });
    await page.getByRole("main").getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(add).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Added to cart").last()).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/cart");
    const lines = page.getByRole("article");
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toHaveAttribute("data-variant-id", variant.id);

    // Back at the top the bar goes away again.
    await productPage.goto(product.handle, chosen);
    await pageHydrated(page);
    await productPage.scrollPastAddToCart();
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test("without JavaScript there is no bar, and the main button adds", async ({ page }, testInfo) => {
    test.skip(withJavaScript(testInfo), "Covered above");
    const productPage = new ProductPage(page, testInfo);
    await productPage.goto(product.handle, chosen);
    await productPage.scrollPastAddToCart();
    await expect(page.getByTestId("add-to-cart-bar")).toHaveCount(0);
    await productPage.addToCartButton().click();
    await page.goto("/cart");
    await expect(page.getByRole("article").first()).toHaveAttribute("data-variant-id", variant.id);
  });

  test("is not there on wide screens", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "The bar is JavaScript's");
    const productPage = new ProductPage(page, testInfo);
    await page.setViewportSize({ width: 1280, height: 900 });
    await productPage.goto(product.handle, chosen);
    await pageHydrated(page);
    await productPage.scrollPastAddToCart();
    await expect(productPage.addToCartBar()).toBeHidden();
  });
});

test("the cart page and the drawer say shipping and taxes are settled at checkout, beside the total", async ({
  page,
}, testInfo) => {
  const variantId = firstForSale(sizeAndColorProduct).id;
  await page.goto("/");
  expect(
    (await page.request.post("/cart", { form: { intent: "add", variantId, quantity: "1" }, maxRedirects: 0 })).status(),
  ).toBe(303);
  await page.goto("/cart");
  const totalRow = (scope: Page | ReturnType<Page["getByRole"]>) =>
    scope
      .getByRole("region", { name: "Order summary" })
      .locator("dl > div")
      .filter({ has: page.getByTestId("cart-total") });
  await expect(totalRow(page)).toContainText(CHECKOUT_NOTE);
  await expect(totalRow(page).getByText(CHECKOUT_NOTE)).toBeVisible();

  if (withJavaScript(testInfo)) {
    await page.goto("/about");
    await pageHydrated(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Cart, 1 item$/ })
      .click();
    const drawer = page.getByRole("dialog", { name: /Your cart/ });
    await expect(totalRow(drawer).getByText(CHECKOUT_NOTE)).toBeVisible();
  }
});
