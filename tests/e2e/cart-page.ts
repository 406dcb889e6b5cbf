// A page object for the cart: the /cart page, or the drawer JavaScript opens over any page (the same lines and controls).
import type { Locator, Page } from "@playwright/test";

export class CartPage {
  /** `scope` is the page for /cart, or the drawer (`CartPage.drawer(page)`). */
  constructor(
    readonly page: Page,
    readonly scope: Page | Locator = page,
  ) {}

  /** The cart drawer JavaScript opens. */
  static drawerOf(page: Page): Locator {
    return page.getByRole("dialog", { name: /Your cart/ });
  }

  static drawer(page: Page): CartPage {
    return new CartPage(page, CartPage.drawerOf(page));
  }

  async goto() {
    return this.page.goto("/cart");
  }

  lines(): Locator {
    return this.scope.getByRole("article");
  }

  line(title: string): Locator {
    return this.scope.getByRole("article", { name: title });
  }

  quantityOf(title: string): Locator {
    return this.line(title).getByTestId("line-quantity");
  }

  increase(title: string): Locator {
    return this.line(title).getByRole("button", { name: `Increase quantity of ${title}` });
  }

  decrease(title: string): Locator {
    return this.line(title).getByRole("button", { name: `Decrease quantity of ${title}` });
  }

  remove(title: string): Locator {
    return this.scope.getByRole("button", { name: `Remove ${title}` });
  }

  total(): Locator {
    return this.scope.getByTestId("cart-total");
  }

  /** A link for a cart of Storefront products; a form's button once the cart holds a studio piece (a draft order). */
  checkout(): Locator {
    return this.scope
      .getByRole("link", { name: /Secure Checkout/ })
      .or(this.scope.getByRole("button", { name: /Secure Checkout/ }));
  }

  clearCart(): Locator {
    return this.scope.getByRole("link", { name: "Clear cart" });
  }

  /** The question Clear cart asks before it empties the cart. */
  clearQuestion(): Locator {
    return this.scope.getByRole("group", { name: "Clear your cart?" });
  }

  confirmClear(): Locator {
    return this.scope.getByRole("button", { name: "Yes, clear my cart" });
  }

  emptyNotice(): Locator {
    return this.scope.getByText("Your cart is empty.");
  }
}
