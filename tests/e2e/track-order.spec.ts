// /track-order is a POST form: it works without JavaScript, keeps what
// was typed, and gives one answer whether the order or only the email is wrong.
import { expect, test } from "./fixtures";

test("a lookup that matches no order keeps what was typed and says so, with or without JavaScript", async ({
  page,
  consoleTrap,
}) => {
  consoleTrap.allow(/status of 404/);
  await page.goto("/track-order");
  await page.locator('input[name="orderNumber"]').fill("#990001");
  await page.locator('input[name="email"]').fill("nobody@example.com");
  await page.getByRole("button", { name: "Find order" }).click();
  await expect(page.getByText("We couldn't find an order with that number and email.")).toBeVisible();
  await expect(page.locator('input[name="orderNumber"]')).toHaveValue("#990001");
  await expect(page.locator('input[name="email"]')).toHaveValue("nobody@example.com");
});
