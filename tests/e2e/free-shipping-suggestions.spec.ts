// Below the free-shipping line the cart (the /cart page, and the drawer with
// JavaScript) suggests pieces that take the order over it; adding one reaches
// free shipping and the suggestions go.
import { expect, pageHydrated, test, toast, withJavaScript } from "./fixtures";

const OVERALLS_XS_BLUE = "gid://shopify/ProductVariant/4100693"; // $112-ish overalls, plenty in stock

test("adding a suggested piece from the cart reaches free shipping", async ({ page, baseURL }, testInfo) => {
  const added = await page.request.post("/cart", {
    form: { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1", redirectTo: "/cart" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);

  let cart = page.locator("main");
  if (withJavaScript(testInfo)) {
    await page.goto("/about");
    await pageHydrated(page);
    await page.getByRole("link", { name: /^Cart, 1 item/ }).click();
    cart = page.getByRole("dialog", { name: /Your cart/ });
  } else {
    await page.goto("/cart");
  }
  const suggestions = cart.getByRole("region", { name: "One more piece ships it free" });
  await expect(suggestions).toBeVisible();
  await expect(cart.getByText(/more for free shipping on orders of \$150 or more/)).toBeVisible();
  const addButtons = suggestions.getByRole("button", { name: /^Add to Cart: / });
  const label = (await addButtons.first().getAttribute("aria-label"))!;
  const title = label.replace(/^Add to Cart: /, "");
  await addButtons.first().click();

  // The first add's toast (its flash, read on the next page) may still be showing: this one names the suggestion.
  if (withJavaScript(testInfo)) await expect(toast(page, "Added to cart").filter({ hasText: title })).toBeVisible();
  await expect(cart.getByText("You've unlocked free shipping!")).toBeVisible();
  await expect(cart.getByRole("region", { name: "One more piece ships it free" })).toHaveCount(0);
  await expect(cart.getByRole("link", { name: title, exact: true }).first()).toBeVisible();
});
