// Sizes the shopper chooses (issue 44, decision 062), JavaScript on and off: the product page opens on no size,
// Add to Cart asks for one ("Choose a size") and keeps her colour and quantity, and only the size she clicked
// reaches the cart; the phone's sticky bar asks instead of offering "XS / Pink · Add to Cart"; quick view on a
// listing filtered to one size opens on that size. Screenshots of the prompt at 375 and 1280 px (SCREENSHOTS_DIR).
import { sizeGroupOf } from "../../app/lib/catalog/size-groups";
import { CartPage } from "./cart-page";
import { expect, pageHydrated, takeScreenshot, test, toast, withJavaScript } from "./fixtures";
import { chooseOption, ListingPage } from "./listing-page";
import { ProductPage } from "./product-page";
import { optionValue, otherVariantForSale, sizeAndColorProduct as product } from "./product-options-catalog";

const wanted = otherVariantForSale(product);
const size = optionValue(wanted, "Size");
const colour = optionValue(wanted, "Color");

const cartCount = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?/ });

test("the product page opens on no size, asks for one, keeps her colour and quantity, and adds only what she clicked", async ({
  page,
}, testInfo) => {
  const javaScript = withJavaScript(testInfo);
  const productPage = new ProductPage(page, testInfo);
  const sizes = page.getByRole("main").getByRole("group", { name: /^Size/ });
  await productPage.goto(product.handle);
  await pageHydrated(page);
  // Nothing is chosen for her: no size or colour is marked, and the stock line waits for a size.
  await expect(page.getByRole("main").locator('fieldset[data-option] [aria-current="true"]')).toHaveCount(0);
  await productPage.option("Color", colour).click();
  await expect(page).toHaveURL(new RegExp(`Color=${encodeURIComponent(colour)}`));
  await productPage.quantity().fill("2");
  await productPage.addToCartButton().click();

  // Asked, not added: the Size group says "Choose a size" and is marked; her colour and her 2 stay.
  await expect(sizes.getByRole("alert")).toHaveText("Choose a size");
  await expect(sizes).toHaveAttribute("aria-invalid", "true");
  await expect(productPage.option("Color", colour)).toHaveAttribute("aria-current", "true");
  await expect(productPage.quantity()).toHaveValue("2");
  if (javaScript) {
    // Said on the page without a round trip; focus moves to the sizes.
    await expect(page.locator("#option-size-first")).toBeFocused();
  } else {
    // The real form's server answer: back to the page, with the toast, her colour and her quantity in the URL.
    await expect(page).toHaveURL(/[?&]choose=1/);
    await expect(page).toHaveURL(/[?&]quantity=2/);
    await expect(toast(page, "Choose a size")).toBeVisible();
  }
  await expect(cartCount(page)).toHaveAccessibleName("Cart, 0 items");

  await productPage.option("Size", size).click();
  await expect(page).toHaveURL(new RegExp(`Size=${encodeURIComponent(size)}`));
  await expect(productPage.quantity()).toHaveValue("2");
  await expect(sizes.getByRole("alert")).toHaveCount(0);
  await productPage.addToCart();

  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.lines()).toHaveCount(1);
  await expect(cart.lines().first()).toHaveAttribute("data-variant-id", wanted.id);
  await expect(cart.quantityOf(product.title)).toHaveText("2");
});

test("the size prompt at 375 and 1280 px", async ({ page }, testInfo) => {
  test.skip(!withJavaScript(testInfo), "Screenshots once");
  const productPage = new ProductPage(page, testInfo);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await productPage.goto(product.handle, { Color: colour });
    await pageHydrated(page);
    await productPage.addToCartButton().click();
    const sizes = page.getByRole("main").getByRole("group", { name: /^Size/ });
    await expect(sizes.getByRole("alert")).toHaveText("Choose a size");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await sizes.scrollIntoViewIfNeeded();
    await takeScreenshot(page, "trust", `size-prompt-${width}`);
  }
});

test.describe("the phone's sticky add-to-cart bar", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("asks for a size instead of naming one she did not pick, and leads to the sizes", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "The bar is JavaScript's; without it the main button asks (test above)");
    const productPage = new ProductPage(page, testInfo);
    await productPage.goto(product.handle);
    await pageHydrated(page);
    await productPage.scrollPastAddToCart();
    const bar = productPage.addToCartBar();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(product.title);
    await expect(bar.getByRole("button", { name: /Add to Cart/ })).toHaveCount(0);
    // No "XS / Pink": every size and colour value is absent from the bar.
    for (const option of product.options!)
      for (const value of option.values) await expect(bar).not.toContainText(` · ${value}`);
    const ask = bar.getByRole("link", { name: "Choose a size and a color" });
    await ask.click();
    const sizes = page.getByRole("main").getByRole("group", { name: /^Size/ });
    await expect(sizes.getByRole("alert")).toHaveText("Choose a size");
    await expect(page.locator("#option-size-first")).toBeFocused();
    await expect(bar).toBeHidden();

    // Once she has chosen, the bar names her choice and adds it.
    await productPage.goto(product.handle, { Size: size, Color: colour });
    await pageHydrated(page);
    await productPage.scrollPastAddToCart();
    await expect(bar).toContainText(`${size} / ${colour}`);
    await bar.getByRole("button", { name: `Add to Cart: ${product.title}` }).click();
    await expect(toast(page, "Added to cart").last()).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByRole("article").first()).toHaveAttribute("data-variant-id", wanted.id);
  });
});

test("quick view on a listing filtered to one size opens on that size, and asks for the colour", async ({
  page,
}, testInfo) => {
  test.skip(!withJavaScript(testInfo), "Without JavaScript quick view is a link to the product page (test above)");
  const group = sizeGroupOf(size)!;
  // The filter's group holds exactly one of the product's sizes, so the size she filtered to is that one.
  const sizesInGroup = product
    .options!.find((option) => option.name === "Size")!
    .values.filter((value) => sizeGroupOf(value) === group);
  expect(sizesInGroup).toEqual([size]);
  const listing = new ListingPage(page, testInfo);
  await listing.goto(`/products?q=${encodeURIComponent(product.title)}&sizes=${group}`);
  await page.locator("main[data-hydrated]").waitFor();
  await page
    .getByTestId("product-grid")
    .getByRole("article", { name: product.title })
    .getByRole("link", { name: `Choose options: ${product.title}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Quick view: ${product.title}` });
  const sizes = dialog.getByRole("group", { name: /^Size/ });
  const colours = dialog.getByRole("group", { name: /^Color/ });
  await expect(sizes.getByRole("radio", { name: new RegExp(`^${size}$`) })).toBeChecked();
  await expect(colours.getByRole("radio", { checked: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(colours.getByRole("alert")).toHaveText("Choose a color");
  await expect(sizes.getByRole("alert")).toHaveCount(0);
  await expect(cartCount(page)).toHaveAccessibleName("Cart, 0 items");
  await chooseOption(colours, colour);
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, "Added to cart").last()).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article").first()).toHaveAttribute("data-variant-id", wanted.id);
});
