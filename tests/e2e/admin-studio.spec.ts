// The studio shelf (issue 45), with JavaScript on and off: an admin creates a piece with a photo in Handmade, a
// shopper finds it on /collections/handmade and in search and opens it; the admin changes its price and the page
// shows the new one; the admin takes it off sale and it is gone. Screenshots of the list and the editor at 375 and
// 1280 px when SCREENSHOTS_DIR is set.
import type { Browser, Page } from "@playwright/test";
import {
  expect,
  pageHydrated,
  SCREENSHOTS_SKIP_REASON,
  screenshotsWanted,
  takeScreenshot,
  test,
  toast,
  withJavaScript,
} from "./fixtures";
import { makeTestPhoto } from "../support/test-photos";
import { openE2EDatabase, signInAsAdmin } from "./signed-in";

/** The resized variants are built after the upload's answer: they are all in once the count stops at `count`. */
async function variantCount(path: string): Promise<number> {
  const db = await openE2EDatabase();
  try {
    const rows = await db.execute({
      sql: "select count(*) as n from image_variants where source_path = ?",
      args: [path],
    });
    return Number(rows.rows[0]!.n);
  } finally {
    db.close();
  }
}

/** A shopper's own browser, with JavaScript as the project has it and no admin cookie. */
async function shopperPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: withJavaScript(), serviceWorkers: "block" });
  return context.newPage();
}

/** The shop follows a studio change within a minute (the catalogue is rebuilt after the admin's answer): reload until it shows. */
async function untilShown(page: Page, path: string, shown: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await shown();
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] });
}

test("an admin adds a studio piece with a photo; a shopper finds it, sees its new price, and it goes when taken off sale", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = withJavaScript(testInfo);
  // Its own piece each run: a retry or a repeat on the same worker's stack must not meet the last run's slug.
  const run = crypto.randomUUID().slice(0, 6);
  const name = `Driftwood Moon Mobile ${js ? "JS" : "HTML"} ${run}`;
  const slug = `driftwood-moon-mobile-${js ? "js" : "html"}-${run}`;
  const photoAlt = `A driftwood moon mobile over a window, ${js ? "JS" : "HTML"}`;

  await signInAsAdmin(page, "/admin/studio");
  await page.getByRole("link", { name: "Add a studio piece" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New studio piece" })).toBeVisible();
  await pageHydrated(page);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Price (USD)").fill("58.00");
  await page.getByLabel("In stock").fill("3");
  await page.getByLabel("Description", { exact: true }).fill("Sanded driftwood and brass rings, hung from linen cord.");
  await page.getByLabel("Tags (optional)").fill("driftwood, mobile, wall art");
  await page.getByRole("group", { name: "Categories" }).getByLabel("Handmade", { exact: true }).check();
  await page.getByLabel("On sale in the shop").check();
  await page.getByRole("button", { name: "Create piece" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(toast(page, `Created ${name}: now add its photos`)).toBeVisible();
  const pieceUrl = page.url();

  await page
    .getByLabel(/^Photo \(JPEG/)
    .setInputFiles({ name: "moon.jpg", mimeType: "image/jpeg", buffer: Buffer.from(makeTestPhoto(800, 1000)) });
  await page.getByLabel("Photo description (alt text)").fill(photoAlt);
  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByRole("heading", { name: "Photos (1)" })).toBeVisible({ timeout: 30_000 });
  const photo = page.getByTestId("studio-photo").getByRole("img", { name: photoAlt });
  await expect(photo).toBeVisible();
  // Locally the codecs hold workerd's one thread while they build: the shopper starts once the variants are in.
  const photoPath = new URL((await photo.getAttribute("src"))!, page.url()).pathname;
  await expect.poll(() => variantCount(photoPath), { timeout: 60_000 }).toBe(3);

  const shopper = await shopperPage(browser);
  const card = shopper.getByRole("link", { name, exact: true }).first();
  await untilShown(shopper, "/collections/handmade", () => expect(card).toBeVisible({ timeout: 1000 }));
  await shopper.goto("/");
  await pageHydrated(shopper);
  await shopper.locator("#header-search").fill("driftwood moon mobile");
  await shopper.locator("#header-search").press("Enter");
  await expect(shopper).toHaveURL(/\/products\?q=driftwood(\+|%20)moon(\+|%20)mobile$/);
  await card.click();
  await expect(shopper).toHaveURL(new RegExp(`/products/${slug}$`));
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(shopper.getByTestId("product-price")).toContainText("$58.00");
  await expect(shopper.getByRole("img", { name: photoAlt }).first()).toBeVisible();

  await page.goto(pieceUrl);
  await pageHydrated(page);
  await page.getByLabel("Price (USD)").fill("49.50");
  await page.getByRole("button", { name: "Save piece" }).click();
  await expect(toast(page, `Saved ${name}: the shop shows it within a minute`)).toBeVisible();
  await untilShown(shopper, `/products/${slug}`, () =>
    expect(shopper.getByTestId("product-price")).toContainText("$49.50", { timeout: 1000 }),
  );

  await page.getByRole("button", { name: `Take off sale: ${name}` }).click();
  await expect(toast(page, `Taken off sale: ${name}`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Put on sale: ${name}` })).toBeVisible();
  const gone = await shopper.goto(`/products/${slug}`);
  expect(gone?.status()).toBe(404);
  await untilShown(shopper, "/collections/handmade", async () => {
    await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 1000 });
    await expect(shopper.getByRole("link", { name, exact: true })).toHaveCount(0, { timeout: 1000 });
  });
  await shopper.context().close();
});

test("screenshots of the studio list and a piece's editor at 375 and 1280 px", async ({ page }, testInfo) => {
  test.skip(!screenshotsWanted() || !withJavaScript(testInfo), SCREENSHOTS_SKIP_REASON);
  await signInAsAdmin(page, "/admin/studio");
  const firstEdit = page.getByRole("link", { name: /^Edit: / }).first();
  const editor = new URL((await firstEdit.getAttribute("href"))!, page.url()).pathname;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/studio");
    await expect(page.getByRole("heading", { level: 1, name: "Studio pieces" })).toBeVisible();
    await takeScreenshot(page, "studio", `list-${width}`, { fullPage: true });
    await page.goto(editor);
    await expect(page.getByRole("heading", { level: 1, name: /^Edit / })).toBeVisible();
    await takeScreenshot(page, "studio", `editor-${width}`, { fullPage: true });
    await page.goto("/admin/studio/categories");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await takeScreenshot(page, "studio", `categories-${width}`, { fullPage: true });
  }
});
