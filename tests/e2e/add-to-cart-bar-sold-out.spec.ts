// The phone's add-to-cart bar on a sold-out size: it cannot add, so it leads to the "Email me when it's back"
// form under the main button. The bar is JavaScript's; without it the form itself is the way (back-in-stock.spec).
import { expect, pageHydrated, test, withJavaScript } from "./fixtures";
import { optionValue, sizeAndColorProduct as product, soldOutVariant } from "./product-options-catalog";

test.use({ viewport: { width: 375, height: 740 } });

const soldOut = soldOutVariant(product);
const soldOutPath = `/products/${product.handle}?${new URLSearchParams({
  Size: optionValue(soldOut, "Size"),
  Color: optionValue(soldOut, "Color"),
})}`;

test("on a sold-out size the bar links to the back-in-stock form instead of a dead button", async ({
  page,
}, testInfo) => {
  test.skip(!withJavaScript(testInfo), "The bar is JavaScript's");
  await page.goto(soldOutPath);
  await pageHydrated(page);
  const form = page.getByTestId("back-in-stock");
  const formBottom = await form.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y + 400), formBottom);

  const bar = page.getByRole("complementary", { name: "Add to cart bar" });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("button", { name: /Out of Stock/ })).toHaveCount(0);
  await bar.getByRole("link", { name: "Email me when it's back" }).click();
  await expect(page).toHaveURL(/#back-in-stock$/);
  await expect(form.getByRole("heading", { name: "Want it when it's back?" })).toBeInViewport();
});
