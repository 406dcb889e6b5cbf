// Deleting a supplier asks first, with JavaScript on and off: the first press only asks, Cancel keeps the
// supplier, and only "Yes, delete the supplier" removes it from the list.
import { expect, test, toast, withJavaScript } from "./fixtures";
import { signInAsAdmin } from "./signed-in";

test("a supplier is deleted only after the admin confirms", async ({ page }, testInfo) => {
  const name = `Fleeting Looms ${withJavaScript(testInfo) ? "js" : "plain"} ${Date.now()}`;
  await signInAsAdmin(page, "/admin/suppliers");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add supplier" }).click();
  await expect(toast(page, "Supplier added")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const supplierUrl = page.url();

  // The first press asks; nothing is deleted yet.
  await page.getByRole("button", { name: "Delete supplier" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `Delete “${name}”?` })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Yes, delete the supplier" })).toHaveCount(0);
  await page.goto("/admin/suppliers");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

  // Asked again and confirmed: gone from the list, and its page answers "not found".
  await page.goto(supplierUrl);
  await page.getByRole("button", { name: "Delete supplier" }).click();
  await page.getByRole("button", { name: "Yes, delete the supplier" }).click();
  await expect(toast(page, "Supplier deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/suppliers$/);
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  expect((await page.goto(supplierUrl))?.status()).toBe(404);
});
