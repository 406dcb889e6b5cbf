// A page object for the account screens: sign in and sign up (/auth), the reset request and the new password
// (/auth/reset), and the email confirmation the emailed link opens. They share the Email and Password fields.
// Below it, the steps the account specs take through them: a fresh, verified shopper through the real screens,
// and the emailed link read from the development outbox page.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export class AuthPage {
  constructor(readonly page: Page) {}

  async gotoSignIn() {
    return this.page.goto("/auth");
  }

  async gotoSignUp() {
    return this.page.goto("/auth?mode=signup");
  }

  heading(name: string): Locator {
    return this.page.getByRole("heading", { name });
  }

  email(): Locator {
    return this.page.getByLabel("Email", { exact: true });
  }

  password(): Locator {
    return this.page.getByLabel("Password", { exact: true });
  }

  button(name: "Sign In" | "Sign Up" | "Confirm email" | "Send Reset Email" | string): Locator {
    return this.page.getByRole("button", { name });
  }

  /** The status message (a toast or the page's notice) that says `text`. */
  status(text: string | RegExp): Locator {
    return this.page.getByRole("status").filter({ hasText: text }).first();
  }

  /** Sign out, in the header's account menu or on /auth when already signed in. */
  signOutButton(): Locator {
    return this.page.getByRole("button", { name: "Sign out", exact: true });
  }

  alert(): Locator {
    return this.page.getByRole("alert");
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.button("Sign In").click();
  }

  async signUp(email: string, password: string): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.button("Sign Up").click();
  }
}

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
