// The whole cart, JavaScript on and off: pick a variant, add it twice, change
// the quantity, remove, clear, and hand off to the demo shop's cart page.
import { CartPage } from "./cart-page";
import { expect, test, toast, withJavaScript, axeOn } from "./fixtures";
import { ProductPage } from "./product-page";
import { catalog, oneVariantProduct as oneSize } from "./product-options-catalog";

const overalls = catalog.products.find((product) => product.handle === "saffron-linen-overalls")!;
const overalls4Black = overalls.variants.find((variant) => variant.title === "4 / Black")!;
const shirt = catalog.products.find((product) => product.handle === "marigold-floral-button-up-shirt")!;

test.describe("the cart", () => {
  test("a shopper adds a product from its card on the listing", async ({ page }, testInfo) => {
    const javaScript = withJavaScript(testInfo);
    await page.goto(`/products?q=${encodeURIComponent(oneSize.title)}`);
    if (javaScript) await page.locator("main[data-hydrated]").waitFor();
    const card = page.getByTestId("product-grid").getByRole("article", { name: oneSize.title });
    await card.getByRole("button", { name: `Add to Cart: ${oneSize.title}` }).click();
    await expect(toast(page, "Added to cart").last()).toBeVisible();
    if (javaScript) {
      // A fetcher: the page stays, the drawer opens with the line in it.
      const drawer = CartPage.drawer(page);
      await expect(CartPage.drawerOf(page)).toBeVisible();
      await expect(drawer.line(oneSize.title)).toBeVisible();
      await page.keyboard.press("Escape");
    }
    await expect(page).toHaveURL(new RegExp(`/products\\?q=`));
    await expect(card.getByRole("button", { name: `In Cart: ${oneSize.title}` })).toBeVisible();
  });

  test("a card whose product has options sends the shopper to choose them", async ({ page }, testInfo) => {
    const javaScript = withJavaScript(testInfo);
    await page.goto(`/products?q=${encodeURIComponent(overalls.title)}`);
    if (javaScript) await page.locator("main[data-hydrated]").waitFor();
    const card = page.getByTestId("product-grid").getByRole("article", { name: overalls.title });
    await expect(card.getByRole("combobox")).toHaveCount(0);
    await card.getByRole("link", { name: `Choose options: ${overalls.title}` }).click();
    if (javaScript) await expect(page.getByRole("dialog", { name: `Quick view: ${overalls.title}` })).toBeVisible();
    else await expect(page).toHaveURL(new RegExp(`/products/${overalls.handle}$`));
  });

  test("a shopper picks a variant, fills the cart, edits it and checks out at the shop", async ({ page }, testInfo) => {
    const product = new ProductPage(page, testInfo);
    const cart = new CartPage(page);
    // Find the product on the listing and open it from its card.
    await page.goto(`/products?q=${encodeURIComponent(overalls.title)}`);
    await page.getByTestId("product-grid").getByRole("link", { name: overalls.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${overalls.handle}$`));
    await expect(product.title(overalls.title)).toBeVisible();

    await product.option("Size", "4").click();
    await product.option("Color", "Black").click();
    await expect(page).toHaveURL(/Size=4&Color=Black/);
    await expect(product.option("Color", "Black")).toHaveAttribute("aria-current", "true");
    await product.addToCart();
    await product.addToCart();
    await expect(page).toHaveURL(/Size=4&Color=Black/);

    await product.goto(shirt.handle, { Size: "M", Color: "Sage" });
    await product.addToCart();

    await cart.goto();
    await expect(cart.quantityOf(overalls.title)).toHaveText("2");
    // Two of a piece: the line says the unit price "each" and leads with what the two cost.
    const unit = Number(overalls4Black.price.amount);
    await expect(cart.line(overalls.title).getByTestId("line-unit-price")).toHaveText(`$${unit.toFixed(2)} each`);
    await expect(cart.line(overalls.title).getByTestId("line-total")).toHaveText(`$${(unit * 2).toFixed(2)}`);
    await cart.increase(overalls.title).click();
    await expect(cart.quantityOf(overalls.title)).toHaveText("3");
    await cart.decrease(overalls.title).click();
    await expect(cart.quantityOf(overalls.title)).toHaveText("2");
    await cart.remove(shirt.title).click();
    await expect(cart.line(shirt.title)).toHaveCount(0);
    await expect(cart.total()).toHaveText(`$${(Number(overalls4Black.price.amount) * 2).toFixed(2)}`);

    const popupPromise = page.waitForEvent("popup");
    await cart.checkout().click();
    const shop = await popupPromise;
    await shop.waitForLoadState();
    await expect(
      shop.locator(`tr.cart-line[data-variant-id="${overalls4Black.numericId}"][data-quantity="2"]`),
    ).toHaveCount(1);
    await expect(shop.locator("p.cart-total")).toHaveAttribute(
      "data-total",
      (Number(overalls4Black.price.amount) * 2).toFixed(2),
    );
    await shop.close();

    await cart.clearCart().click();
    await cart.confirmClear().click();
    await expect(cart.emptyNotice()).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Products" })).toBeVisible();
  });

  test("the plus control stops at the quantity in stock", async ({ page }, testInfo) => {
    const product = new ProductPage(page, testInfo);
    const cart = new CartPage(page);
    await product.goto(shirt.handle, { Size: "S", Color: "Sage" });
    await expect(page.getByText("Only 2 left")).toBeVisible();
    await product.quantity().fill("2");
    await product.addToCart();
    await cart.goto();
    await expect(cart.quantityOf(shirt.title)).toHaveText("2");
    await expect(cart.increase(shirt.title)).toBeDisabled();
    // The + that stops says why, and is described by it.
    await expect(cart.line(shirt.title).getByTestId("line-stock-limit")).toHaveText("Only 2 left");
    await expect(cart.increase(shirt.title)).toHaveAccessibleDescription("Only 2 left");
    if (product.javascript) {
      const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem("shopify-cart"))) ?? "[]");
      expect(stored).toEqual([
        expect.objectContaining({
          product: expect.objectContaining({ title: shirt.title, handle: shirt.handle }),
          variant: expect.objectContaining({
            id: "gid://shopify/ProductVariant/4100009",
            price: { amount: expect.stringMatching(/^\d+\.\d\d$/) },
            quantityAvailable: 2,
          }),
          quantity: 2,
        }),
      ]);
    }
  });

  test("the cart page has no accessibility violations", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "axe-core runs as a script in the page");
    const product = new ProductPage(page, testInfo);
    await product.goto(overalls.handle, { Size: "4", Color: "Black" });
    await product.quantity().fill("2");
    await product.addToCart();
    await new CartPage(page).goto();
    const results = await axeOn(page).analyze();
    expect(results.violations).toEqual([]);
  });
});
