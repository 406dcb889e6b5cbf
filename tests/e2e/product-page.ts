// A page object for a product page (/products/<handle>): its title, option links, size guide, stock, quantity,
// Add to Cart and the compact add-to-cart bar on phones.
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

  /** The Size guide link beside the sizes. */
  sizeGuideLink(): Locator {
    return this.page.getByRole("group", { name: /^Size/ }).getByRole("link", { name: "Size guide" });
  }

  /** The stock line under the price, e.g. stockNote("Out of stock"). */
  stockNote(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** The disabled button that stands in for Add to Cart when the chosen variant is sold out. */
  outOfStockButton(): Locator {
    return this.page.getByRole("button", { name: "Out of Stock" });
  }

  /** The first Quick view link among the other products on the page. */
  quickViewLink(): Locator {
    return this.page.getByRole("link", { name: /^Quick view: / }).first();
  }

  quantity(): Locator {
    return this.page.getByLabel("Quantity");
  }

  addToCartButton(): Locator {
    return this.page.getByRole("button", { name: "Add to Cart", exact: true });
  }

  /** The compact add-to-cart bar shown on phones once the main button has scrolled away. */
  addToCartBar(): Locator {
    return this.page.getByRole("complementary", { name: "Add to cart bar" });
  }

  /** Scrolls the main Add to Cart button out of view (by `margin` pixels), as a shopper reading on would. */
  async scrollPastAddToCart(margin = 300): Promise<void> {
    const main = this.page.getByRole("main").getByRole("button", { name: "Add to Cart", exact: true });
    const bottom = await main.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    await this.page.evaluate((y) => window.scrollTo(0, y), bottom + margin);
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
