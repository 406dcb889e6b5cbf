// Steps the account specs share: a fresh, verified shopper through the real
// screens, and reading the emailed link from the development outbox page.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const STRONG_PASSWORD = "Sunflower@2026";

export function freshEmail(label: string, project: string): string {
  return `${label}-${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Opens the newest email to this address on /dev/outbox and follows its link. */
export async function followEmailedLink(page: Page, email: string, subject: string | RegExp) {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const message = page.getByRole("article", { name: subject }).first();
  await message.getByRole("link").first().click();
}

export async function signUp(page: Page, email: string, password = STRONG_PASSWORD) {
  await page.goto("/auth?mode=signup");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** On the page the verification link opens: the password chosen at sign-up confirms the email. */
export async function confirmEmail(page: Page, password = STRONG_PASSWORD) {
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Confirm email" }).click();
}

/** Sign up, follow the verification email, sign in: lands on /account. */
export async function signUpVerifiedAndSignIn(page: Page, email: string, password = STRONG_PASSWORD) {
  await signUp(page, email, password);
  await expect(page.getByRole("status").filter({ hasText: "Account created!" }).first()).toBeVisible();
  await followEmailedLink(page, email, "Confirm your email for Boho Boutique");
  await confirmEmail(page, password);
  await expect(page.getByRole("status").filter({ hasText: "Email verified" }).first()).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
}
