// A page object for a product page (/products/<handle>): its title, option links, quantity and Add to Cart.
import type { Locator, Page, TestInfo } from "@playwright/test";
import { CartPage } from "./cart-page";
import { expect, pageHydrated, toast, withJavaScript } from "./fixtures";

export class ProductPage {
  constructor(
    readonly page: Page,
    readonly testInfo: TestInfo,
  ) {}

  get javascript(): boolean {
    return withJavaScript(this.testInfo);
  }

  async goto(handle: string, options: Record<string, string> = {}) {
    const query = new URLSearchParams(options).toString();
    return this.page.goto(`/products/${handle}${query ? `?${query}` : ""}`);
  }

  title(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name });
  }

  /** An option value's link, e.g. option("Size", "4"). */
  option(name: string, value: string): Locator {
    return this.page.getByRole("link", { name: `${name} ${value}`, exact: true });
  }

  quantity(): Locator {
    return this.page.getByLabel("Quantity");
  }

  addToCartButton(): Locator {
    return this.page.getByRole("button", { name: "Add to Cart", exact: true });
  }

  /**
   * Adds the chosen variant. With JavaScript the drawer opens with the Added to cart toast and is closed again;
   * without it the form posts and the page loads again.
   */
  async addToCart(): Promise<void> {
    if (this.javascript) await pageHydrated(this.page);
    await this.addToCartButton().click();
    if (this.javascript) {
      const drawer = CartPage.drawerOf(this.page);
      await expect(drawer).toBeVisible();
      await expect(toast(this.page, "Added to cart").last()).toBeVisible();
      await this.page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    } else {
      await this.page.waitForLoadState("load");
    }
  }
}
