// A page object for the account screens: sign in and sign up (/auth), the reset request and the new password
// (/auth/reset), and the email confirmation the emailed link opens. They share the Email and Password fields.
import type { Locator, Page } from "@playwright/test";

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
