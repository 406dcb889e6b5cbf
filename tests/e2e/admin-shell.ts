// A page object for what every admin page shares: the top bar (home link, View shop, the account menu with
// Sign out), the sidebar, the breadcrumb and the idle-timeout notice.
import type { Locator, Page } from "@playwright/test";

export class AdminShell {
  constructor(readonly page: Page) {}

  topBar(): Locator {
    return this.page.getByTestId("admin-top-bar");
  }

  sidebar(): Locator {
    return this.page.getByTestId("admin-sidebar");
  }

  breadcrumb(): Locator {
    return this.page.getByRole("navigation", { name: "Admin breadcrumb" });
  }

  /** The banner that warns before an idle session ends, with its Stay Logged In button. */
  sessionWarning(): Locator {
    return this.page.getByTestId("session-warning");
  }

  /** Opens the account menu in the top bar (it is labelled with the admin's email) and presses Sign out. */
  async signOut(email: string): Promise<void> {
    await this.topBar().locator("summary", { hasText: email }).click();
    await this.topBar().getByRole("button", { name: "Sign out" }).click();
  }
}
