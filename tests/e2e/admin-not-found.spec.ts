// A missing admin address or record answers 404 inside the admin (its bar, sidebar and a way back),
// never the shop's "Page not found" page with the shop's header and footer.
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./signed-in";

test.describe("not found in the admin", () => {
  for (const [what, path, detail] of [
    ["an unknown address under a page", "/admin/suppliers/no-such-supplier", "No admin page at this address."],
    ["an unknown supplier", "/admin/suppliers?supplier=no-such-supplier", "No such supplier."],
  ] as const) {
    test(`${what} shows the admin shell with a not-found message and a way back`, async ({ page }) => {
      await signInAsAdmin(page, "/admin");
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Not found in the admin" })).toBeVisible();
      await expect(page.getByText(detail)).toBeVisible();
      // The admin is around it: its bar and its sidebar; the shop's page and chrome are not.
      await expect(page.getByTestId("admin-top-bar")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Admin", exact: true })).toBeAttached();
      await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
      await expect(page.getByLabel("Search products")).toHaveCount(0);
      await expect(page.locator("footer")).toHaveCount(0);
      await expect(page).toHaveTitle(/Admin \| Boho Boutique/);
      await page.getByRole("link", { name: "Back to the dashboard" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    });
  }

  test("a shop address that does not exist still shows the shop's own not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByTestId("admin-top-bar")).toHaveCount(0);
  });
});
