// From a 2025 shade to the pieces in it: each swatch on /2025-colors links to
// the listing filtered by its colour family, with and without JavaScript.
import { expect, test } from "./fixtures";
import { ListingPage } from "./listing-page";

test("a swatch's link opens the listing filtered to its colour family", async ({ page }, testInfo) => {
  const listing = new ListingPage(page, testInfo);
  await listing.goto("/products");
  const everything = await listing.total();

  await listing.goto("/2025-colors");
  await expect(page.getByRole("link", { name: /^Shop .* pieces like / })).toHaveCount(12);
  await page.getByRole("link", { name: "Shop brown pieces like Mocha Mousse" }).click();

  await expect(page).toHaveURL(/\/products\?colors=Brown$/);
  await listing.expectLoaded();
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText(["Brown"]);
  await expect(listing.filters().getByRole("checkbox", { name: /^Brown \d+$/ })).toBeChecked();
  const browns = await listing.total();
  expect(browns).toBeGreaterThan(0);
  expect(browns).toBeLessThan(everything);
});

test("every shade's family has pieces to show", async ({ page }, testInfo) => {
  const listing = new ListingPage(page, testInfo);
  await listing.goto("/2025-colors");
  const hrefs = await page
    .getByRole("link", { name: /^Shop .* pieces like / })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const href of new Set(hrefs)) {
    await listing.goto(href!);
    expect(await listing.total(), `${href} lists products`).toBeGreaterThan(0);
  }
});
