// Lookbooks, the image optimizer and the Facebook cover, with JavaScript on and
// off: an admin creates a look and a shopper adds it to the cart in one go; an
// admin builds variants and the hero's srcset uses them; an admin downloads a
// cover cropped to 820 x 312. axe and screenshots on every new page.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, pageHydrated, takeScreenshot, test, toast, withJavaScript, axeOn } from "./fixtures";
import { decodedDimensions, makeTestPhoto } from "../support/test-photos";
import { signInAsAdmin } from "./signed-in";

/** Uploads a photo-like JPEG as a homepage image and answers its file name. */
async function uploadPhoto(page: Page, fileName: string, width = 1800, height = 1100) {
  await page.goto("/admin/homepage-images");
  await page
    .getByLabel(/^Image \(JPEG/)
    .setInputFiles({ name: fileName, mimeType: "image/jpeg", buffer: Buffer.from(makeTestPhoto(width, height)) });
  await page.getByLabel("Alt text").first().fill(`Test photo ${fileName}`);
  await page.getByRole("button", { name: "Upload image" }).click();
  // The Worker sniffs and measures the photo before answering: on a loaded machine that outlasts the default wait.
  await expect(page.getByRole("heading", { name: fileName })).toBeVisible({ timeout: 30_000 });
}

const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Leaves the shared hero as it was: the uploaded photo goes again. */
async function deletePhoto(page: Page, fileName: string) {
  await page.goto("/admin/homepage-images");
  await page.getByRole("button", { name: `Delete ${fileName}` }).click();
  await expect(page.getByRole("heading", { name: fileName })).toHaveCount(0);
}

test.describe("lookbooks", () => {
  test("an admin creates a look with a sold-out piece and a shopper adds the rest to the cart in one go", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const js = withJavaScript(testInfo);
    const title = `Rooftop Picnic ${js ? "JS" : "HTML"}`;
    await signInAsAdmin(page, "/admin/portfolio");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel(/choose a homepage image/).selectOption({ label: "Golden hour" });
    await page.getByLabel("Story (Markdown)").fill("Blankets, a tote and **sunset**.");
    await page.getByRole("button", { name: "Create look" }).click();
    await expect(page.getByRole("heading", { name: `Edit look: ${title}` })).toBeVisible();
    for (const [query, product] of [
      ["tapestry tote", "Mystic Tapestry Tote"],
      ["sedona velvet", "Sedona Velvet Maxi Kimono"],
      ["shell layered", "Wanderer Shell Layered Necklace"],
    ]) {
      await page.getByLabel("Find products by title").fill(query);
      await page
        .getByRole("search", { name: "Find products for the look" })
        .getByRole("button", { name: "Search" })
        .click();
      await page.getByRole("button", { name: `Add to look: ${product}` }).click();
      await expect(page.getByRole("link", { name: product })).toBeVisible();
    }
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("link", { name: "View the look in the shop" })).toBeVisible();

    const shopperContext = await browser.newContext({ javaScriptEnabled: js, serviceWorkers: "block" });
    const shopper = await shopperContext.newPage();
    await shopper.goto("/lookbooks");
    await shopper.getByRole("link", { name: title }).click();
    await expect(shopper.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(
      shopper.getByText("Sedona Velvet Maxi Kimono is sold out; the rest of the look can still be added."),
    ).toBeVisible();
    // With JavaScript, the click must reach the fetcher, not the plain form underneath.
    if (js) await shopper.locator("form[data-hydrated]").waitFor();
    // No option is picked for her: the necklace's select starts on "Choose an option" and is required, so the
    // add waits for her choice (the browser's own check, with and without JavaScript) and the cart stays empty.
    const necklace = shopper.getByLabel("Option for Wanderer Shell Layered Necklace");
    await expect(necklace).toHaveValue("");
    await shopper.getByRole("button", { name: "Add the look to cart" }).click();
    expect(await necklace.evaluate((select) => (select as unknown as HTMLSelectElement).validity.valueMissing)).toBe(
      true,
    );
    await expect(shopper).toHaveURL(/\/lookbooks\//);
    await expect(shopper.getByRole("banner").getByRole("link", { name: /^Cart, 0 items/ })).toBeAttached();
    await necklace.selectOption({ index: 1 });
    await shopper.getByRole("button", { name: "Add the look to cart" }).click();
    if (js) {
      const drawer = shopper.getByRole("dialog", { name: /Your cart/ });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText("Mystic Tapestry Tote")).toBeVisible();
      await expect(drawer.getByText("Wanderer Shell Layered Necklace")).toBeVisible();
      await expect(toast(shopper, `2 pieces from ${title}`)).toBeVisible();
      await expect(toast(shopper, /Not added: Sedona Velvet Maxi Kimono .*\(sold out\)/)).toBeVisible();
    } else {
      await expect(shopper).toHaveURL(/\/cart$/);
      await expect(toast(shopper, /Not added: Sedona Velvet Maxi Kimono .*\(sold out\)/)).toBeVisible();
      const items = shopper.getByRole("region", { name: "Cart items" });
      await expect(items.getByText("Mystic Tapestry Tote")).toBeVisible();
      await expect(items.getByText("Wanderer Shell Layered Necklace")).toBeVisible();
      await expect(items.getByText("Sedona Velvet Maxi Kimono")).toHaveCount(0);
    }
    await shopperContext.close();
  });
});

test("deleting a look asks first, then deletes it", async ({ page }, testInfo) => {
  const title = `Look To Delete ${withJavaScript(testInfo) ? "JS" : "HTML"} ${crypto.randomUUID().slice(0, 6)}`;
  await signInAsAdmin(page, "/admin/portfolio");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel(/choose a homepage image/).selectOption({ label: "Golden hour" });
  await page.getByRole("button", { name: "Create look" }).click();
  await expect(page.getByRole("heading", { name: `Edit look: ${title}` })).toBeVisible();
  await page.goto("/admin/portfolio");
  await pageHydrated(page);
  await page.getByRole("button", { name: `Delete…: ${title}` }).click();
  // Only asked: the look is still listed.
  await expect(page.getByRole("alert").filter({ hasText: `Delete “${title}”?` })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete the look" }).click();
  await expect(toast(page, `Look deleted: ${title}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});

test.describe("images", () => {
  test("an admin builds variants and the home hero's srcset uses them", async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const fileName = `hero-${testInfo.project.name}.jpg`;
    await signInAsAdmin(page, "/admin/image-optimizer");
    await uploadPhoto(page, fileName);
    // Even when a step below fails, the photo leaves the shared hero (other tests expect the seeded heroes).
    cleanups.push(() => deletePhoto(page, fileName));
    await page.goto("/admin/image-optimizer");
    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: fileName }) });
    await row.getByRole("button", { name: new RegExp(`(Build|Rebuild) variants of ${fileName}`) }).click();
    await expect(toast(page, "Built 9 variants")).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(row).toContainText("Original: 1800 × 1100 px");
    for (const format of ["AVIF", "WebP", "JPEG"])
      await expect(row.getByRole("link", { name: `1600 px ${format}` })).toBeVisible();
    const variantPaths = await row
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));

    // A fresh browser with the admin's cookies (no image the admin pages already cached, no shared HTML cache).
    // The hero picks one active image at random: reload until it is this photo.
    const viewerContext = await browser.newContext({
      storageState: await page.context().storageState(),
      javaScriptEnabled: withJavaScript(testInfo),
      serviceWorkers: "block",
      viewport: { width: 1280, height: 800 },
    });
    const viewer = await viewerContext.newPage();
    let srcset = "";
    for (let attempt = 0; attempt < 40 && !srcset.includes("/image-variants/"); attempt++) {
      await viewer.goto("/");
      const hero = viewer.getByTestId("hero-image");
      if ((await hero.getAttribute("alt")) === `Test photo ${fileName}`)
        srcset = (await hero.getAttribute("srcset")) ?? "";
    }
    for (const width of [640, 1024, 1600])
      expect(srcset).toMatch(new RegExp(`/image-variants/[0-9a-f-]{36}-${width}\\.jpg ${width}w`));
    expect(variantPaths.some((path) => path && srcset.includes(path))).toBe(true);
    expect(await viewer.getByTestId("hero-image").getAttribute("sizes")).toBe("100vw");
    // Chromium takes AVIF: from the <picture>'s first source, the 1600 px variant, not the 1800 px original, for this 1280 px wide window.
    const current = await viewer.getByTestId("hero-image").evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(current).toMatch(/\/image-variants\/[0-9a-f-]{36}-1600\.avif$/);
    await viewerContext.close();
  });

  test("an admin downloads an 820 x 312 cover cropped at the chosen focal point", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const js = withJavaScript(testInfo);
    const fileName = `cover-${testInfo.project.name}.jpg`;
    await signInAsAdmin(page, "/admin/facebook-cover");
    await uploadPhoto(page, fileName, 1200, 900);
    cleanups.push(() => deletePhoto(page, fileName));
    await page.goto("/admin/facebook-cover");
    await page.getByLabel("Homepage image").selectOption({ label: `Test photo ${fileName}` });
    await page.getByLabel("Focal point down (%)").fill("80");
    if (js) {
      // The live preview follows the inputs before anything is sent.
      await expect(page.getByTestId("cover-preview")).toHaveCSS("object-position", "50% 80%");
    } else {
      await page.getByRole("button", { name: "Update preview" }).click();
      await expect(page.getByTestId("cover-preview")).toHaveAttribute("style", /object-position:\s*50% 80%/);
    }
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download cover (820 × 312 JPEG)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("facebook-cover-820x312.jpg");
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    expect(decodedDimensions(bytes)).toEqual({ width: 820, height: 312 });
  });

  test("the new pages have no axe violations (screenshots at 375 and 1280 px)", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "axe runs as JavaScript in the page");
    test.setTimeout(120_000);
    await signInAsAdmin(page, "/admin/portfolio");
    await page.getByRole("link", { name: "Edit: Desert Bloom Weekend" }).click();
    const editor = new URL(page.url()).pathname + new URL(page.url()).search;
    for (const path of [
      "/lookbooks",
      "/lookbooks/desert-bloom-weekend",
      "/lookbooks/slow-morning-layers",
      "/admin/portfolio",
      editor,
      "/admin/image-optimizer",
      "/admin/facebook-cover",
    ]) {
      await page.goto(path);
      const results = await axeOn(page).exclude('[data-testid="floating-cart"]').analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
        path,
      ).toEqual([]);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await takeScreenshot(page, "admin-looks-images", `${path.replace(/[/?=]/g, "_")}-${width}`, { fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
