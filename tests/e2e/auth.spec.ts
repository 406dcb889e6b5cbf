import { expect, takeScreenshot, test, withJavaScript, axeOn } from "./fixtures";
import {
  AuthPage,
  confirmEmail,
  followEmailedLink,
  signIn,
  signUp,
  signUpVerifiedAndSignIn,
  STRONG_PASSWORD,
} from "./auth-page";
import { uniqueEmail } from "../support/emails";

const SHOPPER = { email: "shopper@boho.test", password: "Shopper#2026!" };

test.describe("signing up and in", () => {
  test("a shopper signs up with a strong password after a weak one is refused, verifies the email and signs in", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(`signup-${testInfo.project.name}`);
    const auth = new AuthPage(page);
    await auth.gotoSignIn();
    await expect(auth.heading("Welcome back")).toBeVisible();
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(auth.heading("Create your account")).toBeVisible();

    await auth.signUp(email, "password123");
    const alert = auth.alert();
    await expect(alert).toContainText("Invalid Password");
    await expect(alert).toContainText(
      "Password must be at least 8 characters with uppercase, lowercase, number, and special character.",
    );
    await expect(auth.email()).toHaveValue(email);
    // The error sits under the password field and describes it.
    await expect(auth.password()).toHaveAttribute("aria-invalid", "true");
    await expect(auth.password()).toHaveAccessibleDescription(/^Invalid Password/);

    await auth.password().fill(STRONG_PASSWORD);
    await auth.button("Sign Up").click();
    await expect(auth.status("Account created!")).toBeVisible();
    await expect(auth.status("Please check your email to verify your account.")).toBeVisible();

    await followEmailedLink(page, email, "Confirm your email for Boho Boutique");
    // The link alone verifies nothing: a wrong password is refused on the page, the right one confirms.
    await confirmEmail(page, "Someone@else1");
    await expect(auth.alert()).toContainText("Enter the password you chose when you created the account.");
    await expect(auth.password()).toHaveAttribute("aria-invalid", "true");
    if (withJavaScript(testInfo)) {
      expect((await axeOn(page).analyze()).violations).toEqual([]);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await takeScreenshot(page, "auth", `verify-${width}`, { fullPage: true });
      }
    }
    await confirmEmail(page, STRONG_PASSWORD);
    await expect(auth.status("Email verified")).toBeVisible();
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await expect(auth.heading("My Account")).toBeVisible();
    await expect(auth.status("Welcome back!")).toBeVisible();
  });

  test("a shopper resets the password through the emailed link and signs in with the new one", async ({
    page,
  }, testInfo) => {
    const auth = new AuthPage(page);
    const email = uniqueEmail(`reset-${testInfo.project.name}`);
    await signUpVerifiedAndSignIn(page, email);
    await auth.signOutButton().click();
    await expect(auth.status("You've been signed out successfully")).toBeVisible();

    await auth.gotoSignIn();
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(auth.heading("Reset your password")).toBeVisible();
    await auth.email().fill(email);
    await auth.button("Send Reset Email").click();
    await expect(auth.status("Reset Email Sent")).toBeVisible();
    await expect(auth.heading("Welcome back")).toBeVisible();

    await followEmailedLink(page, email, "Reset your Boho Boutique password");
    await expect(auth.heading("Set a new password")).toBeVisible();
    await page.getByLabel("New password").fill("Moonstone$77");
    await auth.button("Save new password").click();
    await expect(auth.status("Password updated")).toBeVisible();

    await signIn(page, email, STRONG_PASSWORD);
    await expect(auth.alert()).toContainText("Invalid email or password");
    await signIn(page, email, "Moonstone$77");
    await expect(page).toHaveURL(/\/account$/);
  });

  test("a sixth wrong password within 15 minutes is refused", async ({ page }, testInfo) => {
    const auth = new AuthPage(page);
    const email = uniqueEmail(`limit-${testInfo.project.name}`);
    await signUp(page, email);
    await expect(auth.status("Account created!")).toBeVisible();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(page, email, `Wrong@Pass${attempt}`);
      await expect(auth.alert()).toContainText("Invalid email or password");
    }
    await signIn(page, email, "Wrong@Pass6");
    await expect(auth.alert()).toContainText("Too many attempts");
    await expect(auth.alert()).toContainText("Please wait before trying again.");
  });

  test("a return path to another site is ignored and a same-site one is followed", async ({ page }) => {
    const auth = new AuthPage(page);
    await page.goto("/auth?redirectTo=https%3A%2F%2Fevil.example%2Fphish");
    await signIn(page, SHOPPER.email, SHOPPER.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account$/);
    await auth.signOutButton().click();
    await expect(auth.status("You've been signed out successfully")).toBeVisible();

    await page.goto("/orders");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Forders$/);
    await signIn(page, SHOPPER.email, SHOPPER.password);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(auth.heading("My Orders")).toBeVisible();
  });

  test("signed-in visitors of /auth are told so and can sign out there", async ({ page }) => {
    const auth = new AuthPage(page);
    await page.goto("/auth");
    await signIn(page, SHOPPER.email, SHOPPER.password);
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/auth");
    await expect(auth.heading("You're already signed in.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    await auth.signOutButton().click();
    await expect(auth.status("You've been signed out successfully")).toBeVisible();
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
      const results = await axeOn(page).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
});
