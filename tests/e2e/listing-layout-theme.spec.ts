// One content width: the listing pages sit in the site's column, the header's
// and footer's. Dark theme: the home hero has no pale band under the dark
// header, and the backdrops behind drawers and modals darken the page.
import type { Locator, Page } from "@playwright/test";
import { expect, pageHydrated, test, withJavaScript } from "./fixtures";

type Rgba = [number, number, number, number];

/** sRGB 0-255 from OKLab (Tailwind writes translucent colours as oklab, and computed styles keep it). */
function fromOklab(l: number, a: number, b: number): [number, number, number] {
  const cube = (value: number) => value ** 3;
  const lms = [
    cube(l + 0.3963377774 * a + 0.2158037573 * b),
    cube(l - 0.1055613458 * a - 0.0638541728 * b),
    cube(l - 0.0894841775 * a - 1.291485548 * b),
  ];
  const linear = [
    4.0767416621 * lms[0] - 3.3077115913 * lms[1] + 0.2309699292 * lms[2],
    -1.2684380046 * lms[0] + 2.6097574011 * lms[1] - 0.3413193965 * lms[2],
    -0.0041960863 * lms[0] - 0.7034186147 * lms[1] + 1.707614701 * lms[2],
  ];
  const encode = (value: number) =>
    255 * (value <= 0.0031308 ? 12.92 * value : 1.055 * Math.max(value, 0) ** (1 / 2.4) - 0.055);
  return [encode(linear[0]), encode(linear[1]), encode(linear[2])];
}

function parseColor(text: string): Rgba {
  const match = /^(rgba?|oklab)\(([^)]+)\)$/.exec(text.trim());
  const parts = match?.[2]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!match || !parts || parts.length < 3) throw new Error(`Not a colour this test reads: ${text}`);
  const alpha = parts[3] ?? 1;
  if (match[1] === "oklab") return [...fromOklab(parts[0], parts[1], parts[2]), alpha];
  return [parts[0], parts[1], parts[2], alpha];
}

/** Relative luminance (WCAG) of an opaque colour. */
function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

async function computedColor(locator: Locator, property: "background-color"): Promise<Rgba> {
  return parseColor(
    await locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property),
  );
}

async function pageBackground(page: Page): Promise<Rgba> {
  return computedColor(page.locator("html"), "background-color");
}

async function useDarkTheme(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
}

/** The backdrop laid over the page's own colour must come out darker than the page. */
async function expectDarkens(page: Page, backdrop: Locator) {
  const background = await pageBackground(page);
  const veil = await computedColor(backdrop, "background-color");
  expect(veil[3], "the backdrop is translucent, not absent").toBeGreaterThan(0.2);
  expect(luminance(over(veil, background))).toBeLessThan(luminance(background));
}

test.describe("one content width", () => {
  for (const path of ["/products", "/collections/dresses", "/collections"]) {
    test(`${path} sits in the header's column at 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const headerColumn = await page
        .locator("body > header, header.sticky")
        .first()
        .locator("> div")
        .first()
        .boundingBox();
      const footerColumn = await page.getByRole("contentinfo").locator("> div").first().boundingBox();
      const content = await page.getByRole("main").boundingBox();
      expect(headerColumn && footerColumn && content).toBeTruthy();
      // The column's edges, padding included: the page's heading lines up under the logo.
      expect(Math.abs(content!.x - headerColumn!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(content!.width - headerColumn!.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(content!.x - footerColumn!.x)).toBeLessThanOrEqual(1);
      const logo = await page.getByRole("link", { name: "Boho Boutique home" }).boundingBox();
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(Math.abs(heading!.x - logo!.x)).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    });
  }
});

test.describe("dark theme", () => {
  for (const width of [375, 1280]) {
    test(`the home hero has no pale band under the dark header at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await useDarkTheme(page, baseURL);
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expect(page.getByTestId("hero-image")).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const header = (await page.locator("header.sticky").first().boundingBox())!;
      // The strip of the hero right under the header, as painted: no row of it may be pale.
      const strip = await page.screenshot({ clip: { x: 0, y: header.y + header.height, width, height: 48 } });
      const rows = await page.evaluate(async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, image.width, image.height);
        const brightness: number[] = [];
        for (let y = 0; y < image.height; y += 1) {
          let sum = 0;
          for (let x = 0; x < image.width; x += 1) {
            const i = (y * image.width + x) * 4;
            sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
          }
          brightness.push(sum / image.width);
        }
        return brightness;
      }, strip.toString("base64"));
      // The dark header is about 30 (of 255); a pale band reads well above 150.
      expect(
        Math.max(...rows),
        `mean brightness of each row under the header: ${rows.map(Math.round).join(" ")}`,
      ).toBeLessThan(110);
    });
  }

  test("the mobile menu's backdrop darkens the page", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await useDarkTheme(page, baseURL);
    await page.goto("/products");
    await pageHydrated(page);
    await page.locator("header details > summary").first().click();
    const backdrop = page.locator("details[open] > div[aria-hidden='true']").first();
    await expect(backdrop).toBeVisible();
    await expectDarkens(page, backdrop);
  });

  test("the quick view and cart drawer backdrops darken the page", async ({ page, baseURL }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "the modal and the drawer are what JavaScript adds");
    await page.setViewportSize({ width: 1280, height: 900 });
    await useDarkTheme(page, baseURL);
    await page.goto("/products");
    await pageHydrated(page);
    await page
      .getByRole("link", { name: /^Quick view: / })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: /^Quick view: / })).toBeVisible();
    await expectDarkens(page, page.getByTestId("quick-view-backdrop"));
    await page.getByRole("button", { name: "Close quick view" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page
      .getByRole("link", { name: /^Cart, \d+ items?$/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: /^Your cart/ })).toBeVisible();
    await expectDarkens(page, page.locator("div.fixed.inset-0.z-50 > div[aria-hidden='true']"));
  });
});
