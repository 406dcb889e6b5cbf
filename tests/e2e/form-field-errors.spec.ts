// The form contract's promise to a person using a screen reader: a refused field is marked invalid and
// described by the very text that says what is wrong, and what they typed is still there, whether the
// page answered a plain POST (no JavaScript) or a hydrated form did.
import { expect, pageHydrated, test } from "./fixtures";
import { uniqueEmail } from "../support/emails";

test("a refused field is announced: aria-invalid, and aria-describedby names the error's own text", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(`field-errors-${testInfo.project.name}`);
  await page.goto("/auth?mode=signup");
  await pageHydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByRole("button", { name: "Sign Up" }).click();

  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
  const [errorId] = describedBy.split(" ");
  expect(errorId).toBeTruthy();
  // The spec's message, then the line that says what this password still needs (decision 062).
  await expect(page.locator(`[id="${errorId}"]`)).toContainText(
    "Invalid Password: Password must be at least 8 characters with uppercase, lowercase, number, and special character.",
  );
  await expect(page.locator(`[id="${errorId}"]`)).toContainText("Add an uppercase letter and one of @ $ ! % * ? &.");
  await expect(password).toHaveAccessibleDescription(/^Invalid Password: Password must be at least 8 characters/);
  // Only the refused field is marked, and the email the shopper typed is put back.
  await expect(page.getByLabel("Email", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
});
