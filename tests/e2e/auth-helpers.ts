// Steps the account specs share: a fresh, verified shopper through the real
// screens, and reading the emailed link from the development outbox page.
import type { Page } from "@playwright/test";
import { AuthPage } from "./auth-page";
import { expect } from "./fixtures";

export const STRONG_PASSWORD = "Sunflower@2026";

/**
 * Opens the newest email with this subject in the dev outbox and follows its first link. Some emails (a
 * password reset) are written after the answer that asked for them, so the outbox is read again until it
 * arrives.
 */
export async function followEmailedLink(page: Page, email: string, subject: string | RegExp) {
  const message = page.getByRole("article", { name: subject }).first();
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await message.getByRole("link").first().click();
}

export async function signUp(page: Page, email: string, password = STRONG_PASSWORD) {
  const auth = new AuthPage(page);
  await auth.gotoSignUp();
  await expect(auth.heading("Create your account")).toBeVisible();
  await auth.signUp(email, password);
}

export async function signIn(page: Page, email: string, password: string) {
  await new AuthPage(page).signIn(email, password);
}

/** On the page the verification link opens: the password chosen at sign-up confirms the email. */
export async function confirmEmail(page: Page, password = STRONG_PASSWORD) {
  const auth = new AuthPage(page);
  await expect(auth.heading("Confirm your email")).toBeVisible();
  await auth.password().fill(password);
  await auth.button("Confirm email").click();
}

/** Sign up, follow the verification email, sign in: lands on /account. */
export async function signUpVerifiedAndSignIn(page: Page, email: string, password = STRONG_PASSWORD) {
  const auth = new AuthPage(page);
  await signUp(page, email, password);
  await expect(auth.status("Account created!")).toBeVisible();
  await followEmailedLink(page, email, "Confirm your email for Boho Boutique");
  await confirmEmail(page, password);
  await expect(auth.status("Email verified")).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
}
