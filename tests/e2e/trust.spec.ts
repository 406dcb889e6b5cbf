// Trust, JavaScript on and off (issue 44, decision 062): ratings only from real reviews; who the shop is and its
// privacy policy and terms (linked from the footer, sign-up and the newsletter; the owner edits them in the admin);
// and the smaller trust breakers: "You're subscribed" with an unsubscribe, cart lines that add up, the gift card's
// checkout figure, favorites cleared on sign-out, the password rule said before typing, and the page notes that
// read as small print. Screenshots (SCREENSHOTS_DIR) of the privacy page, the contact page and a cart line "each".
import type { Locator, Page } from "@playwright/test";
import { SEED_SITE_SETTINGS } from "../../db/seed-data";
import { uniqueEmail } from "../support/emails";
import { CartPage } from "./cart-page";
import { expect, pageHydrated, takeScreenshot, test, toast, withJavaScript } from "./fixtures";
import { catalog } from "./product-options-catalog";
import { openE2EDatabase, signInAsAdmin, signInAsNewShopper } from "./signed-in";

const identity = SEED_SITE_SETTINGS["shop.identity"];
const OVERALLS_XS_BLUE = "gid://shopify/ProductVariant/4100693"; // saffron-linen-overalls, plenty in stock

async function addToCart(page: Page, baseURL: string, variantId: string, quantity: number) {
  const added = await page.request.post("/cart", {
    form: { intent: "add", variantId, quantity: String(quantity), redirectTo: "/cart" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

/** With JavaScript: `path` at 375 and 1280 px, nothing scrolling sideways, pictured (with SCREENSHOTS_DIR set). */
async function pictureAtBothWidths(page: Page, path: string, name: string, focus?: Locator) {
  if (!withJavaScript()) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(path);
    await pageHydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await focus?.scrollIntoViewIfNeeded();
    await takeScreenshot(page, "trust", `${name}-${width}`, { fullPage: Boolean(focus) && width === 1280 });
  }
}

/** The JSON-LD blocks of the page as served. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("ratings come only from real reviews", () => {
  test("a product without reviews says No reviews yet and its JSON-LD states no rating", async ({ page }) => {
    const db = await openE2EDatabase();
    let handle: string | undefined;
    try {
      // A product no spec has reviewed (the reviews spec publishes its own).
      for (const product of catalog.products.slice(40, 80)) {
        const numeric = product.id.replace(/^.*\//, "");
        const { rows } = await db.execute({
          sql: "select count(*) as n from product_reviews where status = 'published' and product_id in (?, ?)",
          args: [product.id, numeric],
        });
        if (Number(rows[0]!.n) === 0) {
          handle = product.handle;
          break;
        }
      }
    } finally {
      db.close();
    }
    expect(handle).toBeDefined();
    await page.goto(`/products/${handle}`);
    await expect(page.getByText("No reviews yet.", { exact: false }).first()).toBeVisible();
    const product = (await jsonLd(page)).find((block) => block["@type"] === "Product")!;
    expect(product).toBeDefined();
    expect(product).not.toHaveProperty("aggregateRating");
  });

  test("the home trust strip states the shop's real review figure, or no rating at all", async ({ page }) => {
    const db = await openE2EDatabase();
    let figure: { average: number; count: number };
    try {
      const { rows } = await db.execute(
        "select avg(rating) as average, count(*) as n from product_reviews where status = 'published'",
      );
      figure = { average: Number(rows[0]!.average ?? 0), count: Number(rows[0]!.n) };
    } finally {
      db.close();
    }
    await page.goto("/");
    const badge = page.getByTestId("trust-badge");
    if (figure.count === 0) await expect(badge).toHaveCount(0);
    else
      await expect(badge).toHaveText(
        `${(Math.round(figure.average * 10) / 10).toFixed(1)} from ${figure.count} review${figure.count === 1 ? "" : "s"}`,
      );
    await expect(page.getByRole("main")).not.toContainText("2847");
    const app = (await jsonLd(page)).find((block) => Array.isArray(block["@type"]))!;
    expect(app).not.toHaveProperty("aggregateRating");
  });
});

test.describe("who the shop is, and the law", () => {
  test("/privacy says what is collected and why, and the footer, sign-up and newsletter link to it", async ({
    page,
  }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByTestId("footer-identity")).toContainText(identity.email);
    await footer.getByRole("link", { name: "Terms", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy", exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    const text = page.getByTestId("legal-text");
    for (const said of [
      "Your email address and password",
      "voice messages",
      "Analytics",
      "Cookies and storage on your device",
      "the United States, Canada, the United Kingdom, Australia, Germany, France and Japan",
    ])
      await expect(text).toContainText(said);
    await expect(page.getByTestId("shop-identity")).toContainText("214 Canyon Road");

    // The newsletter block in the footer, and the sign-up form, lead here too.
    await expect(
      page.getByRole("contentinfo").getByText("One letter at a time, never shared.").getByRole("link"),
    ).toHaveAttribute("href", "/privacy");
    await page.goto("/auth?mode=signup");
    const signUp = page.getByRole("main").locator("form");
    await expect(signUp.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(signUp.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");

    await pictureAtBothWidths(page, "/privacy", "privacy");
  });

  test("/contact says who the shop is: name, address, email and phone", async ({ page }) => {
    await page.goto("/contact");
    const who = page.getByRole("complementary", { name: "Other ways to reach us" }).getByTestId("shop-identity");
    await expect(who).toContainText(identity.name);
    await expect(who).toContainText("Santa Fe, NM 87501");
    await expect(who.getByRole("link", { name: identity.email })).toHaveAttribute("href", `mailto:${identity.email}`);
    await expect(who.getByRole("link", { name: identity.phone })).toHaveAttribute("href", "tel:+15055550142");
    await pictureAtBothWidths(page, "/contact", "contact", who);
  });

  test("the owner writes their own terms in the admin, shoppers read them, and the default comes back", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Each project edits a page of its own (they may share a stack): JavaScript the privacy policy, without it the terms.
    const javaScript = withJavaScript(testInfo);
    const kind = javaScript ? "Privacy Policy" : "Terms of Service";
    const path = javaScript ? "/privacy" : "/terms";
    const mine = `Our own words ${testInfo.project.name} ${crypto.randomUUID().slice(0, 8)}`;
    await signInAsAdmin(page, "/admin/legal");
    const section = page.getByRole("region", { name: kind });
    const field = section.getByLabel(`${kind} (Markdown)`);
    await expect(field).toHaveValue(/What we collect, and why|Orders and prices/);
    try {
      await field.fill("   ");
      await section.getByRole("button", { name: `Save ${kind.toLowerCase()}` }).click();
      await expect(section.getByText("Write the text, or choose Use the default text.")).toBeVisible();
      await section.getByLabel(`${kind} (Markdown)`).fill(`## ${mine}\n\nWritten by the owner.`);
      await section.getByRole("button", { name: `Save ${kind.toLowerCase()}` }).click();
      await expect(toast(page, `${kind} saved`)).toBeVisible();

      const shopper = await browser.newContext({ javaScriptEnabled: javaScript, serviceWorkers: "block", baseURL });
      const shopperPage = await shopper.newPage();
      await shopperPage.goto(path);
      await expect(shopperPage.getByRole("heading", { level: 2, name: mine })).toBeVisible();
      await expect(shopperPage.getByRole("main")).toContainText(/Last updated [A-Z][a-z]+ \d{1,2}, \d{4}\./);
      await shopper.close();
    } finally {
      await page.goto("/admin/legal");
      const again = page.getByRole("region", { name: kind });
      if ((await again.getByRole("button", { name: "Use the default text" }).count()) > 0) {
        await again.getByRole("button", { name: "Use the default text" }).click();
        await expect(toast(page, `${kind} uses the default text`)).toBeVisible();
      }
    }
    await page.goto(path);
    await expect(page.getByRole("main")).not.toContainText(mine);
  });
});

test.describe("smaller trust breakers", () => {
  test("after subscribing, My Account says You're subscribed and offers Unsubscribe", async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`subscribed-${testInfo.project.name}`));
    const newsletter = page.getByRole("region", { name: "Newsletter" });
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "Newsletter subscription successful! ✨")).toBeVisible();
    await expect(newsletter.getByTestId("newsletter-status")).toHaveText("You're subscribed");
    await newsletter.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(toast(page, "You're unsubscribed")).toBeVisible();
    await expect(newsletter.getByTestId("newsletter-status")).toHaveCount(0);
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("two of a piece show the price each and the line's total", async ({ page, baseURL }, testInfo) => {
    await addToCart(page, baseURL!, OVERALLS_XS_BLUE, 2);
    const cart = new CartPage(page);
    await cart.goto();
    await pageHydrated(page);
    const line = cart.lines().first();
    const unit = await line.getByTestId("line-unit-price").textContent();
    expect(unit).toMatch(/^\$\d+\.\d\d each$/);
    const cents = Math.round(Number(unit!.replace(/[^\d.]/g, "")) * 100);
    await expect(line.getByTestId("line-total")).toHaveText(`$${((cents * 2) / 100).toFixed(2)}`);
    await expect(cart.total()).toHaveText(`$${((cents * 2) / 100).toFixed(2)}`);
    if (withJavaScript(testInfo)) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await line.scrollIntoViewIfNeeded();
        await takeScreenshot(width === 375 ? page : line, "trust", `cart-line-each-${width}`);
      }
    }
  });

  test("with a gift card the cart says what checkout opens at, and the shop's cart shows that figure", async ({
    page,
    baseURL,
  }) => {
    await addToCart(page, baseURL!, OVERALLS_XS_BLUE, 2);
    await page.goto("/cart");
    await pageHydrated(page);
    const codes = page.getByTestId("cart-codes-page");
    await codes.getByLabel("Gift card").fill("BOHOGIFT50");
    await codes.getByRole("button", { name: "Apply" }).last().click();
    const note = page.getByTestId("gift-card-checkout-note");
    await expect(note).toContainText("enter your gift card ending FT50 there and it takes off $50.00");
    const estimated = (await page.getByTestId("cart-estimated-total").textContent())!;
    await expect(note).toContainText(`Checkout opens at ${estimated}`);
    const popup = page.waitForEvent("popup");
    await new CartPage(page).checkout().click();
    const shop = await popup;
    await shop.waitForLoadState();
    await expect(shop.locator("p.cart-total")).toHaveAttribute("data-total", estimated.replace("$", ""));
    await shop.close();
  });

  test("signing out clears the favorites this device kept, and says so", async ({ page, baseURL }, testInfo) => {
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`shared-pc-${testInfo.project.name}`));
    if (withJavaScript(testInfo)) {
      // A favorite kept on the device before signing in, and a change waiting to be sent.
      await page.evaluate(() => {
        localStorage.setItem(
          "boho:favorites",
          JSON.stringify([
            { productId: "gid://shopify/Product/1", productName: "Kept", productImage: "", productPrice: "1" },
          ]),
        );
        localStorage.setItem("boho:favorites-queue", "[]");
      });
    }
    await page.getByRole("main").getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(toast(page, "Favorites kept on this device were cleared")).toBeVisible();
    if (withJavaScript(testInfo)) {
      expect(
        await page.evaluate(() => [
          localStorage.getItem("boho:favorites"),
          localStorage.getItem("boho:favorites-queue"),
        ]),
      ).toEqual([null, null]);
      await page.goto("/favorites");
      await expect(page.getByText("No favorites on this device yet.")).toBeVisible();
    }
  });

  test("sign-up says which characters a password may hold, and a refusal names the one it refused", async ({
    page,
  }, testInfo) => {
    await page.goto("/auth?mode=signup");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAccessibleDescription(
      /Allowed: letters A-Z and a-z, numbers 0-9 and @ \$ ! % \* \? &/,
    );
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail(`hash-${testInfo.project.name}`));
    await password.fill("Sunflower#2026");
    await page.getByRole("button", { name: "Sign Up" }).click();
    const errors = page.locator(`#${await password.getAttribute("id")}-error li`);
    await expect(errors).toHaveText([
      "Invalid Password: Password must be at least 8 characters with uppercase, lowercase, number, and special character.",
      "“#” can't be used. Use only letters A-Z and a-z, numbers 0-9 and @ $ ! % * ? &.",
    ]);
    await expect(password).toHaveAttribute("aria-invalid", "true");
  });

  test("the page version and performance monitor read as a quiet note, and their tooltip holds no changelog", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    await pageHydrated(page);
    const note = page.getByTestId("performance-monitor");
    const version = note.locator("p[title]");
    await expect(version).toHaveText("Page version: home 2.1.0");
    await expect(version).toHaveAttribute("title", "Page version 2.1.0, updated 2026-11-21");
    // Small print, not chips: no border, no filled ground.
    const look = await version.evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderTopWidth, background: style.backgroundColor, size: style.fontSize };
    });
    expect(look).toEqual({ border: "0px", background: "rgba(0, 0, 0, 0)", size: "12px" });
    if (withJavaScript(testInfo)) {
      const stop = note.getByRole("button", { name: "Stop monitoring" });
      await expect(stop).toBeVisible();
      expect(await stop.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("0px");
    }
  });
});
