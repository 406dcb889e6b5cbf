// A page object for the product listing (/products and collection pages), and the quick view its cards open.
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, pageHydrated, withJavaScript } from "./fixtures";

export class ListingPage {
  constructor(
    readonly page: Page,
    readonly testInfo: TestInfo,
  ) {}

  get javascript(): boolean {
    return withJavaScript(this.testInfo);
  }

  /** Opens a listing URL; with JavaScript, waits until the page and its parts are hydrated and its controls react. */
  async goto(path: string) {
    const response = await this.page.goto(path);
    if (this.javascript) await pageHydrated(this.page);
    return response;
  }

  cards() {
    return this.page.getByTestId("product-grid").getByRole("article");
  }

  showing() {
    return this.page.getByText(/^Showing \d+-\d+ of \d+ products/);
  }

  async total(): Promise<number> {
    const text = (await this.showing().textContent()) ?? "";
    return Number(/of (\d+) products/.exec(text)?.[1] ?? NaN);
  }

  filters() {
    return this.page.getByRole("region", { name: "Filters" });
  }

  /** With JavaScript filters apply on change; without it the shopper presses Apply filters. */
  async apply(): Promise<void> {
    if (!this.javascript) await this.page.getByRole("button", { name: "Apply filters" }).click();
  }

  async search(term: string): Promise<void> {
    // A searchbox, or with JavaScript a combobox once focused (it suggests while typing).
    await this.page.locator("#listing-search").fill(term);
    await this.page.locator("#listing-search").press("Enter");
  }

  async prices(): Promise<number[]> {
    const texts = await this.page.locator(".card-price > span:first-child").allTextContents();
    return texts.map((text) => Number(text.replace(/[^0-9.]/g, "")));
  }

  async expectLoaded(): Promise<void> {
    await expect(this.showing().or(this.page.getByRole("heading", { name: "No products found" }))).toBeVisible();
  }

  /** With JavaScript: finds a product by its title and opens its quick view; the dialog, once it shows the product. */
  async openQuickView(title: string): Promise<Locator> {
    await this.goto(`/products?q=${encodeURIComponent(title)}`);
    await this.page.locator("main[data-hydrated]").waitFor();
    const card = this.page.getByTestId("product-grid").getByRole("article", { name: title });
    await card
      .getByRole("link", { name: new RegExp(`^(Quick view|Choose options): ${title}$`) })
      .first()
      .click();
    const dialog = this.page.getByRole("dialog", { name: `Quick view: ${title}` });
    await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
    return dialog;
  }
}

/** Picks an option's value as a shopper does: a tap on its pill (the label around the radio), sold out or not. */
export async function chooseOption(group: Locator, value: string): Promise<void> {
  await group
    .locator("label")
    .filter({ has: group.page().getByRole("radio", { name: new RegExp(`^${value}( \\(sold out\\))?$`) }) })
    .click();
}
