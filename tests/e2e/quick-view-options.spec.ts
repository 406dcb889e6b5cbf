// Quick view offers one choice per option (Size, Color) as the product page does: the chosen combination is the
// variant that goes in the cart, a sold-out combination is marked and cannot be added, and the description is
// shown whole or cut after a whole word.
import type { Page } from "@playwright/test";
import { chooseOption, ListingPage } from "./listing-page";
import { expect, test, toast, axeOn } from "./fixtures";
import {
  optionValue,
  otherVariantForSale,
  sizeAndColorProduct as product,
  soldOutVariant,
} from "./product-options-catalog";

test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  "Without JavaScript quick view is a link to the product page, whose options tests/e2e/cart-flow.spec.ts covers",
);

const openQuickView = (page: Page) => new ListingPage(page, test.info()).openQuickView(product.title);

test("quick view offers a Size and a Color choice, and adds exactly the chosen variant", async ({ page }) => {
  const wanted = otherVariantForSale(product);
  const dialog = await openQuickView(page);
  const size = dialog.getByRole("group", { name: /^Size/ });
  const color = dialog.getByRole("group", { name: /^Color/ });
  await expect(size.getByRole("radio")).toHaveCount(
    product.options!.find((option) => option.name === "Size")!.values.length,
  );
  await expect(color.getByRole("radio")).toHaveCount(
    product.options!.find((option) => option.name === "Color")!.values.length,
  );
  await expect(dialog.getByRole("combobox")).toHaveCount(0);
  // It opens on no size and no colour, as the product page does: Add asks for them and adds nothing.
  await expect(dialog.getByRole("radio", { checked: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(size.getByRole("alert")).toHaveText("Choose a size");
  await expect(color.getByRole("alert")).toHaveText("Choose a color");
  await expect(size).toHaveAttribute("aria-invalid", "true");
  await expect(size.getByRole("radio").first()).toBeFocused();
  await expect(page.getByRole("banner").getByRole("link", { name: /^Cart, 0 items/ })).toBeAttached();

  await chooseOption(size, optionValue(wanted, "Size"));
  await chooseOption(color, optionValue(wanted, "Color"));
  await expect(size.getByRole("radio", { name: new RegExp(`^${optionValue(wanted, "Size")}$`) })).toBeChecked();
  await expect(color.getByRole("radio", { name: new RegExp(`^${optionValue(wanted, "Color")}$`) })).toBeChecked();
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, "Added to cart").last()).toBeVisible();

  await page.goto("/cart");
  const lines = page.getByRole("article");
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toHaveAttribute("data-variant-id", wanted.id);
  await expect(lines.first()).toContainText(`${optionValue(wanted, "Size")} / ${optionValue(wanted, "Color")}`);
});

test("a sold-out combination is marked and cannot be added", async ({ page }) => {
  const soldOut = soldOutVariant(product);
  const dialog = await openQuickView(page);
  const size = dialog.getByRole("group", { name: /^Size/ });
  const color = dialog.getByRole("group", { name: /^Color/ });
  await chooseOption(size, optionValue(soldOut, "Size"));
  await expect(size.getByRole("radio", { name: new RegExp(`^${optionValue(soldOut, "Size")}\\b`) })).toBeChecked();
  // With that size chosen, the colour that completes the sold-out combination says so before it is picked.
  const soldOutColor = color.getByRole("radio", { name: `${optionValue(soldOut, "Color")} (sold out)` });
  await expect(soldOutColor).toHaveCount(1);
  await chooseOption(color, optionValue(soldOut, "Color"));
  await expect(soldOutColor).toBeChecked();
  await expect(dialog.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
  await expect(dialog.getByText("Out of stock", { exact: true })).toBeVisible();
  expect((await axeOn(page).include("[role=dialog]").analyze()).violations).toEqual([]);
});

test("the description is shown up to a whole word, and nothing of it is hidden", async ({ page }) => {
  const dialog = await openQuickView(page);
  const description = dialog.getByTestId("quick-view-description");
  const shown = (await description.innerText()).trim();
  const full = product.description.replace(/\s+/g, " ").trim();
  const kept = shown.replace(/…$/, "");
  expect(shown.length).toBeLessThan(full.length);
  expect(shown.endsWith("…")).toBe(true);
  expect(full.startsWith(kept)).toBe(true);
  // The next character of the full text is not a letter: the last word shown is whole.
  expect(full.charAt(kept.length)).toMatch(/[^\p{L}\p{N}]/u);
  // No line clamp or overflow cuts the text the shopper reads.
  expect(await description.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
});
