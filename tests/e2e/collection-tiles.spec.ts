// What a shopper sees on /collections: every tile names its collection as the
// shop does (All-in-Ones, Handmade) above a picture of its own that loads.
import { expect, test } from "./fixtures";

const TITLES = [
  "Goddess",
  "Chrome Hearts",
  "Home Decor",
  "Sale",
  "Tops",
  "Bottoms",
  "Lounge Wear",
  "All-in-Ones",
  "Dresses",
  "Shoes",
  "Bags",
  "Jewelry",
  "Accessories",
  "Handmade",
];

test("collection tiles show their real titles over distinct pictures that load", async ({ page }) => {
  await page.goto("/collections");
  const tiles = page
    .getByRole("main")
    .getByRole("link")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(tiles).toHaveCount(TITLES.length);
  const sources: string[] = [];
  for (const [index, title] of TITLES.entries()) {
    const tile = tiles.nth(index);
    await expect(tile.getByRole("heading", { level: 2 })).toHaveText(title);
    const picture = tile.locator("img");
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
        message: title,
      })
      .toBe(true);
    sources.push(await picture.evaluate((element: HTMLImageElement) => element.currentSrc));
  }
  expect(new Set(sources).size).toBe(TITLES.length);
  // Following the All-in-Ones tile opens that collection.
  await tiles.nth(TITLES.indexOf("All-in-Ones")).click();
  await expect(page).toHaveURL(/\/collections\/one-pieces$/);
});
