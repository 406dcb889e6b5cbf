// Secure Checkout, JavaScript on and off: the link opens our hand-off route in
// a new tab, which records the hand-off and lands on the shop's cart page with
// the cart's lines; the owner's analytics count it.
import { type Browser, type Page } from "@playwright/test";
import { expect, pageHydrated, test, toast, withJavaScript } from "./fixtures";
import { oneVariantProduct as oneSize } from "./product-options-catalog";
import { signInAsAdmin } from "./signed-in";

const variantNumber = oneSize.variants[0].id.split("/").pop();

async function handOffsOnAnalytics(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signInAsAdmin(admin, "/admin/analytics?days=1");
    const row = admin.getByTestId("shop-funnel").getByRole("row", { name: /Checkout hand-off/ });
    return Number(await row.getByTestId("funnel-sessions").textContent());
  } finally {
    await context.close();
  }
}

async function addToCart(page: Page, javaScript: boolean) {
  if (javaScript) await pageHydrated(page);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  if (javaScript) await expect(toast(page, "Added to cart").last()).toBeVisible();
  else await page.waitForLoadState("load");
}

test.describe("the checkout hand-off", () => {
  test("Secure Checkout opens the shop's cart in a new tab and the hand-off is counted", async ({
    page,
    browser,
  }, testInfo) => {
    const javaScript = withJavaScript(testInfo);
    // A network of this run's own, so this visitor's hand-off is one more on the owner's funnel.
    await page.context().setExtraHTTPHeaders({
      "CF-Connecting-IP": `198.18.${javaScript ? 1 : 2}.${Math.floor(Math.random() * 250) + 1}`,
    });
    const before = await handOffsOnAnalytics(browser);

    await page.goto(`/products/${oneSize.handle}`);
    await addToCart(page, javaScript);
    await page.goto("/cart");
    if (javaScript) await pageHydrated(page);
    const checkout = page.getByRole("link", { name: /Secure Checkout/ });
    await expect(checkout).toHaveAttribute("target", "_blank");
    const popupPromise = page.waitForEvent("popup");
    await checkout.click();
    const shop = await popupPromise;
    await shop.waitForLoadState();
    expect(new URL(shop.url()).pathname).toBe(`/cart/${variantNumber}:1`);
    await expect(shop.locator(`tr.cart-line[data-variant-id="${variantNumber}"][data-quantity="1"]`)).toHaveCount(1);
    await shop.close();
    // The cart stays where it was, in the first tab.
    await expect(page).toHaveURL(/\/cart$/);

    await expect.poll(() => handOffsOnAnalytics(browser), { timeout: 15_000 }).toBe(before + 1);
  });
});
