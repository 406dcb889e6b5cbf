// Clear cart asks once: one tap opens the question and leaves the cart as it was; "Keep my cart" keeps it;
// "Yes, clear my cart" empties it. Without JavaScript the question is a step of its own (a link, then a form).
import { type Page } from "@playwright/test";
import { CartPage } from "./cart-page";
import { expect, pageHydrated, test, toast, withJavaScript, axeOn } from "./fixtures";
import { firstForSale, productIn } from "./product-options-catalog";

const pieces = [productIn("tops"), productIn("jewelry")].map((product) => ({
  title: product.title,
  variantId: firstForSale(product).id,
}));

async function fillCart(page: Page) {
  for (const piece of pieces) {
    const answer = await page.request.post("/cart", {
      form: { intent: "add", variantId: piece.variantId, quantity: "1" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
  }
}

async function expectCartKept(page: Page) {
  for (const piece of pieces) await expect(new CartPage(page).line(piece.title)).toBeVisible();
  // The server still holds both lines, whatever the page shows.
  const cartPage = await (await page.request.get("/cart")).text();
  for (const piece of pieces) expect(cartPage).toContain(`data-variant-id="${piece.variantId}"`);
}

test("on /cart one tap on Clear cart asks first; Keep my cart keeps it; Yes, clear my cart empties it", async ({
  page,
}, testInfo) => {
  const javaScript = withJavaScript(testInfo);
  const cart = new CartPage(page);
  await page.goto("/");
  await fillCart(page);
  await cart.goto();
  await pageHydrated(page);

  await cart.clearCart().click();
  const question = cart.clearQuestion();
  await expect(question).toBeVisible();
  await expect(question).toContainText("This removes all 2 items from your cart.");
  if (javaScript) {
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(question.getByRole("button", { name: "Keep my cart" })).toBeFocused();
  } else {
    await expect(page).toHaveURL(/\/cart\?clear=confirm#clear-cart$/);
  }
  await expectCartKept(page);

  // "Keep my cart" closes the question (a link back to /cart without JavaScript) and changes nothing.
  await question.getByRole(javaScript ? "button" : "link", { name: "Keep my cart" }).click();
  await expect(question).toBeHidden();
  await expect(cart.clearCart()).toBeVisible();
  if (javaScript) await expect(cart.clearCart()).toBeFocused();
  await expectCartKept(page);

  await cart.clearCart().click();
  await cart.confirmClear().click();
  await expect(toast(page, "Cart cleared").last()).toBeVisible();
  await expect(cart.emptyNotice()).toBeVisible();
  await cart.goto();
  await expect(cart.emptyNotice()).toBeVisible();
  await expect(cart.lines()).toHaveCount(0);
});

test("the cart drawer asks the same question before it clears the cart", async ({ page }, testInfo) => {
  test.skip(!withJavaScript(testInfo), "The drawer is JavaScript's; without it the cart button is a link to /cart");
  await page.goto("/");
  await fillCart(page);
  await page.goto("/about");
  await pageHydrated(page);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Cart, 2 items$/ })
    .click();
  const drawer = CartPage.drawer(page);
  for (const piece of pieces) await expect(drawer.line(piece.title)).toBeVisible();

  await drawer.clearCart().click();
  const question = drawer.clearQuestion();
  await expect(question).toBeVisible();
  await expect(drawer.lines()).toHaveCount(2);
  await question.getByRole("button", { name: "Keep my cart" }).click();
  await expect(drawer.lines()).toHaveCount(2);

  await drawer.clearCart().click();
  await question.getByRole("button", { name: "Yes, clear my cart" }).click();
  await expect(drawer.emptyNotice()).toBeVisible();
  await expect(toast(page, "Cart cleared").last()).toBeVisible();
  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.emptyNotice()).toBeVisible();
});
