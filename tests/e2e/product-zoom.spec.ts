// Product image zoom: every gallery image is a link to its full-size file, so
// without JavaScript a click opens it; with JavaScript the main image opens a
// lightbox (loaded on first use) that moves with the arrow keys, buttons and a
// swipe, and closes on Escape with focus back on the image.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  pageHydrated,
  SCREENSHOTS_SKIP_REASON,
  screenshotsWanted,
  takeScreenshot,
  test,
  withJavaScript,
} from "./fixtures";
import { currentE2EStack } from "./e2e-stack";

/** A product whose page shows at least three images (the demo shop gives each one to four). */
async function productWithImages(request: APIRequestContext): Promise<{ path: string; count: number }> {
  const listing = await (await request.get("/products")).text();
  const paths = [...new Set([...listing.matchAll(/href="(\/products\/[a-z0-9-]+)"/g)].map((match) => match[1]!))];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const count = Number(/aria-label="Show image 1 of (\d+)[":]/.exec(html)?.[1] ?? 0);
    if (count >= 3) return { path, count };
  }
  throw new Error("no product with three images on the first listing page");
}

const zoomLink = (page: Page) => page.getByRole("link", { name: /^Zoom image \d+ of \d+/ });

test("each gallery image links to its full-size file, which opens without JavaScript", async ({
  page,
  request,
}, testInfo) => {
  const { path, count } = await productWithImages(request);
  await page.goto(path);
  const thumbnails = page.getByRole("list", { name: "Product images" }).getByRole("link");
  await expect(thumbnails).toHaveCount(count);
  const hrefs = await thumbnails.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(new Set(hrefs).size).toBe(count);
  const mainHref = await zoomLink(page).evaluate((link) => (link as HTMLAnchorElement).href);
  expect(mainHref).toBe(hrefs[0]);
  for (const href of hrefs) {
    const file = await request.get(href);
    expect(file.status(), href).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^image\//);
  }
  test.skip(withJavaScript(testInfo), "With JavaScript the main image opens the lightbox (next test)");
  await zoomLink(page).click();
  await expect(page).toHaveURL(hrefs[0]!);
  await page.goBack();
  await thumbnails.nth(2).click();
  await expect(page).toHaveURL(hrefs[2]!);
});

test("the lightbox loads on first use, moves with the arrow keys and buttons, and Escape returns focus", async ({
  page,
  request,
}, testInfo) => {
  test.skip(!withJavaScript(testInfo), "The lightbox is JavaScript's; without it the image is a link");
  const { path, count } = await productWithImages(request);
  const lightboxCode: string[] = [];
  page.on("request", (sent) => {
    if (/\/assets\/ProductLightbox-[\w-]+\.js$/.test(sent.url())) lightboxCode.push(sent.url());
  });
  await page.goto(path);
  await pageHydrated(page);
  expect(lightboxCode, "the lightbox's code is not part of the page's load").toEqual([]);

  const zoom = zoomLink(page);
  await zoom.click();
  const lightbox = page.getByRole("dialog", { name: /: images$/ });
  await expect(lightbox).toBeVisible();
  expect(lightboxCode).toHaveLength(1);
  const counter = lightbox.getByTestId("lightbox-counter");
  await expect(counter).toHaveText(new RegExp(`^1 / ${count}`));
  await expect(lightbox.getByRole("button", { name: "Close" })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

  const image = lightbox.getByRole("img");
  const first = await image.getAttribute("src");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(new RegExp(`^2 / ${count}`));
  expect(await image.getAttribute("src")).not.toBe(first);
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(new RegExp(`^1 / ${count}`));
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(new RegExp(`^${count} / ${count}`));
  await lightbox.getByRole("button", { name: "Next image" }).click();
  await expect(counter).toHaveText(new RegExp(`^1 / ${count}`));
  await lightbox.getByRole("button", { name: "Next image" }).click();
  await expect(counter).toHaveText(new RegExp(`^2 / ${count}`));

  // Focus stays inside while it is open.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(lightbox).toHaveCount(0);
  await expect(zoom).toBeFocused();
  // The gallery shows the image the shopper ended on, and the page scrolls again.
  await expect(zoom).toHaveAccessibleName(new RegExp(`^Zoom image 2 of ${count}`));
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

  // The Close button closes it too.
  await zoom.click();
  await expect(lightbox).toBeVisible();
  await lightbox.getByRole("button", { name: "Close" }).click();
  await expect(lightbox).toHaveCount(0);
  await expect(zoom).toBeFocused();
});

test("a swipe on a touch screen moves to the next image, and back", async ({ page, request }, testInfo) => {
  test.skip(!withJavaScript(testInfo), "The lightbox is JavaScript's");
  const { path, count } = await productWithImages(request);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(path);
  await pageHydrated(page);
  await zoomLink(page).click();
  const lightbox = page.getByRole("dialog", { name: /: images$/ });
  const counter = lightbox.getByTestId("lightbox-counter");
  await expect(counter).toHaveText(new RegExp(`^1 / ${count}`));

  // Real touch input through Chromium's DevTools protocol: the browser makes the pointer events from it.
  const cdp = await page.context().newCDPSession(page);
  const swipe = async (fromX: number, toX: number) => {
    const y = 400;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
    for (let step = 1; step <= 5; step++) {
      const x = fromX + ((toX - fromX) * step) / 5;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  await swipe(300, 80);
  await expect(counter).toHaveText(new RegExp(`^2 / ${count}`));
  await swipe(80, 300);
  await expect(counter).toHaveText(new RegExp(`^1 / ${count}`));
});

test("screenshots of the lightbox, light and dark", async ({ page, request }, testInfo) => {
  test.skip(!screenshotsWanted() || !withJavaScript(testInfo), SCREENSHOTS_SKIP_REASON);
  const { path } = await productWithImages(request);
  for (const theme of ["light", "dark"] as const) {
    await page.context().addCookies([{ name: "theme", value: theme, url: currentE2EStack().url }]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(path);
      await pageHydrated(page);
      await takeScreenshot(page, "product-zoom", `product-gallery-${theme}-${width}`);
      await zoomLink(page).click();
      await expect(page.getByRole("dialog", { name: /: images$/ }).getByRole("img")).toBeVisible();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="dialog"] img')].every((img) => (img as HTMLImageElement).complete),
      );
      await takeScreenshot(page, "product-zoom", `lightbox-${theme}-${width}`);
    }
  }
});
