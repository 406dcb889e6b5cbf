import { expect, test } from "./fixtures";

test.describe("home page", () => {
  test("shoppers see products from the shop and from the studio", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Plus-Size & Inclusive Boho Fashion/);
    await expect(page.getByTestId("storefront-products").getByRole("link")).toHaveCount(4);
    await expect(page.getByTestId("studio-products").getByRole("link")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "Explore Collections" })).toHaveAttribute("href", "/collections");
  });

  test("an unknown path shows the not-found page", async ({ page }) => {
    const response = await page.goto("/definitely-not-a-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
