// "Complete the look" on a product page: the pieces of the product's look
// (the sold-out one left out), each a link to its page; a piece with nothing to
// choose has a real Add to Cart form that puts that very product in the cart,
// and a piece with sizes or colours says so and leads to its page, where she
// chooses: none is added in a size she did not pick, with and without JavaScript.
import {
  expect,
  pageHydrated,
  SCREENSHOTS_SKIP_REASON,
  screenshotsWanted,
  takeScreenshot,
  test,
  toast,
  withJavaScript,
} from "./fixtures";
import { currentE2EStack } from "./e2e-stack";

const CAMI = "/products/sunset-embroidered-cami"; // in "Slow Morning Layers" with jeans, a sold-out kimono and mules

test("its links open the pieces' pages", async ({ page }) => {
  await page.goto(CAMI);
  const block = page.getByRole("region", { name: "Complete the look" });
  await expect(block.getByRole("link", { name: "Desert Rose Straight Jeans", exact: true })).toBeVisible();
  await expect(block.getByText("Sedona Velvet Maxi Kimono")).toHaveCount(0);
  await block.getByRole("link", { name: "Maximalist Woven Mules", exact: true }).click();
  await expect(page).toHaveURL(/\/products\/maximalist-woven-mules$/);
  await expect(page.getByRole("heading", { level: 1, name: "Maximalist Woven Mules" })).toBeVisible();
});

const MEADOW = "/products/meadow-tiered-wrap-maxi-dress"; // in "Desert Bloom Weekend" with a one-size tote

test("its Add puts a piece with nothing to choose in the cart", async ({ page }, testInfo) => {
  await page.goto(MEADOW);
  await pageHydrated(page);
  const block = page.getByRole("region", { name: "Complete the look" });
  await block.getByRole("button", { name: "Add to Cart: Mystic Tapestry Tote" }).click();
  if (withJavaScript(testInfo)) {
    await expect(toast(page, "Added to cart")).toBeVisible();
    const drawer = page.getByRole("dialog", { name: /Your cart/ });
    await expect(drawer.getByRole("article", { name: "Mystic Tapestry Tote" })).toBeVisible();
  } else {
    // The form posted and came back to the product page, the cart one piece fuller.
    await expect(page).toHaveURL(new RegExp(`${MEADOW}$`));
  }
  await expect(page.getByRole("banner").getByRole("link", { name: /^Cart, 1 item/ })).toBeAttached();
  await page.goto("/cart");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("article", { name: "Mystic Tapestry Tote" })).toBeVisible();
});

test("a piece with sizes is never added from the block: it says to choose on its page, which opens on no size", async ({
  page,
}) => {
  await page.goto(CAMI);
  await pageHydrated(page);
  const block = page.getByRole("region", { name: "Complete the look" });
  const jeans = block.getByRole("listitem").filter({ hasText: "Desert Rose Straight Jeans" });
  await expect(jeans.getByRole("button", { name: /^Add to Cart/ })).toHaveCount(0);
  await expect(jeans).toContainText("Choose a size on its page");
  await jeans.getByRole("link", { name: "Choose options for Desert Rose Straight Jeans" }).click();
  await expect(page).toHaveURL(/\/products\/desert-rose-straight-jeans$/);
  await expect(page.getByRole("main").locator('fieldset[data-option] [aria-current="true"]')).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: /^Cart, 0 items/ })).toBeAttached();
});

test("screenshots of the block, light and dark", async ({ page }, testInfo) => {
  test.skip(!screenshotsWanted() || !withJavaScript(testInfo), SCREENSHOTS_SKIP_REASON);
  for (const theme of ["light", "dark"] as const) {
    await page.context().addCookies([{ name: "theme", value: theme, url: currentE2EStack().url }]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(CAMI);
      await pageHydrated(page);
      const block = page.getByRole("region", { name: "Complete the look" });
      await block.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await takeScreenshot(page, "complete-the-look", `complete-the-look-${theme}-${width}`);
    }
  }
});
