import AxeBuilder from "@axe-core/playwright";
import { expect, test, withJavaScript } from "./fixtures";
import {
  confirmEmail,
  followEmailedLink,
  freshEmail,
  signIn,
  signUp,
  signUpVerifiedAndSignIn,
  STRONG_PASSWORD,
} from "./auth-helpers";

const SHOPPER = { email: "shopper@boho.test", password: "Shopper#2026!" };

test.describe("signing up and in", () => {
  test("a shopper signs up with a strong password after a weak one is refused, verifies the email and signs in", async ({
    page,
  }, testInfo) => {
    const email = freshEmail("signup", testInfo.project.name);
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();

    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Invalid Password");
    await expect(alert).toContainText(
      "Password must be at least 8 characters with uppercase, lowercase, number, and special character.",
    );
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    // The error sits under the password field and describes it.
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/^Invalid Password/);

    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Account created!" }).first()).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Please check your email to verify your account." }).first(),
    ).toBeVisible();

    await followEmailedLink(page, email, "Confirm your email for Boho Boutique");
    // The link alone verifies nothing: a wrong password is refused on the page, the right one confirms.
    await confirmEmail(page, "Someone@else1");
    await expect(page.getByRole("alert")).toContainText("Enter the password you chose when you created the account.");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    if (withJavaScript(testInfo)) {
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: `/tmp/shots-accounts/verify-${width}.png`, fullPage: true });
      }
    }
    await confirmEmail(page, STRONG_PASSWORD);
    await expect(page.getByRole("status").filter({ hasText: "Email verified" }).first()).toBeVisible();
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Welcome back!" }).first()).toBeVisible();
  });

  test("a shopper resets the password through the emailed link and signs in with the new one", async ({
    page,
  }, testInfo) => {
    const email = freshEmail("reset", testInfo.project.name);
    await signUpVerifiedAndSignIn(page, email);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "You've been signed out successfully" }).first(),
    ).toBeVisible();

    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send Reset Email" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reset Email Sent" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();

    await followEmailedLink(page, email, "Reset your Boho Boutique password");
    await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
    await page.getByLabel("New password").fill("Moonstone$77");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Password updated" }).first()).toBeVisible();

    await signIn(page, email, STRONG_PASSWORD);
    await expect(page.getByRole("alert")).toContainText("Invalid email or password");
    await signIn(page, email, "Moonstone$77");
    await expect(page).toHaveURL(/\/account$/);
  });

  test("a sixth wrong password within 15 minutes is refused", async ({ page }, testInfo) => {
    const email = freshEmail("limit", testInfo.project.name);
    await signUp(page, email);
    await expect(page.getByRole("status").filter({ hasText: "Account created!" }).first()).toBeVisible();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(page, email, `Wrong@Pass${attempt}`);
      await expect(page.getByRole("alert")).toContainText("Invalid email or password");
    }
    await signIn(page, email, "Wrong@Pass6");
    await expect(page.getByRole("alert")).toContainText("Too many attempts");
    await expect(page.getByRole("alert")).toContainText("Please wait before trying again.");
  });

  test("a return path to another site is ignored and a same-site one is followed", async ({ page }) => {
    await page.goto("/auth?redirectTo=https%3A%2F%2Fevil.example%2Fphish");
    await signIn(page, SHOPPER.email, SHOPPER.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account$/);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "You've been signed out successfully" }).first(),
    ).toBeVisible();

    await page.goto("/orders");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Forders$/);
    await signIn(page, SHOPPER.email, SHOPPER.password);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
  });

  test("signed-in visitors of /auth are told so and can sign out there", async ({ page }) => {
    await page.goto("/auth");
    await signIn(page, SHOPPER.email, SHOPPER.password);
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "You're already signed in." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "You've been signed out successfully" }).first(),
    ).toBeVisible();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount$/);
  });

  test("the auth screens have no accessibility violations", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "axe runs as a script in the page");
    for (const path of [
      "/auth",
      "/auth?mode=signup",
      "/auth?mode=reset",
      "/auth/reset?token=nope",
      "/auth/verify?token=nope",
      "/track-order",
    ]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
});
