// Verified reviews in the browser, JavaScript on and off: a buyer (their order delivered through the real
// orders/create webhook) writes a review, the owner publishes it on /admin/reviews, and it shows on the product page
// with the fit summary beside the sizes; the reviews' page links work. Screenshots with SCREENSHOTS_DIR set.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { signShopifyWebhook } from "../../app/lib/orders/shopify-webhook";
import { E2E_SHOPIFY_WEBHOOK_SECRET } from "../../scripts/local-stack";
import {
  axeViolations,
  expect,
  pageHydrated,
  screenshotsWanted,
  takeScreenshot,
  test,
  toast,
  withJavaScript,
} from "./fixtures";
import { openE2EDatabase, signInAsAdmin, signInAsNewShopper } from "./signed-in";
import { uniqueEmail } from "../support/emails";

type Listed = { href: string; title: string; id: string };

/** The listing's products at these positions, with their catalogue ids from their pages' JSON-LD. */
async function listedProducts(page: Page, positions: number[]): Promise<Listed[]> {
  await page.goto("/products");
  const cards = page.getByTestId("product-grid").getByRole("article");
  const found: Listed[] = [];
  for (const position of positions) {
    const title = (await cards.nth(position).getAttribute("aria-label"))!;
    const href = (await cards.nth(position).getByRole("link", { name: title, exact: true }).getAttribute("href"))!;
    found.push({ href, title, id: "" });
  }
  for (const product of found) {
    await page.goto(product.href);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = scripts
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((d) => d["@type"] === "Product");
    product.id = String(data!.productID);
  }
  return found;
}

/** A listed product read from its card alone (the card's data-id, decision 063), without opening its page. */
async function listedFromCards(page: Page, position: number): Promise<Listed[]> {
  await page.goto("/products");
  const card = page.getByTestId("product-grid").getByRole("article").nth(position);
  const title = (await card.getAttribute("aria-label"))!;
  const href = (await card.getByRole("link", { name: title, exact: true }).getAttribute("href"))!;
  const id = (await card.getAttribute("data-id"))!;
  return [{ href, title, id: /^\d+$/.test(id) ? `gid://shopify/Product/${id}` : id }];
}

async function deliverOrder(baseURL: string, email: string, product: Listed) {
  const unique = Date.now() * 100 + Math.floor(Math.random() * 100);
  const body = JSON.stringify({
    id: unique,
    order_number: unique % 1_000_000,
    email,
    currency: "USD",
    total_price: "60.00",
    financial_status: "paid",
    line_items: [
      {
        title: product.title,
        variant_title: null,
        variant_id: 1,
        product_id: Number(/(\d+)$/.exec(product.id)![1]),
        quantity: 1,
        price: "60.00",
      },
    ],
  });
  const response = await fetch(new URL("/webhooks/shopify/orders-create", baseURL), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Shopify-Topic": "orders/create",
      "X-Shopify-Webhook-Id": `e2e-review-${unique}`,
      "X-Shopify-Triggered-At": new Date().toISOString(),
      "X-Shopify-Hmac-Sha256": await signShopifyWebhook(body, E2E_SHOPIFY_WEBHOOK_SECRET),
    },
    body,
  });
  expect(response.status).toBe(200);
}

/** Six published reviews from six buyers, a day apart (the newest first on the page). */
async function seedPublishedReviews(product: Listed, label: string) {
  const db = await openE2EDatabase();
  try {
    const statements = [];
    for (let day = 1; day <= 6; day++) {
      const userId = crypto.randomUUID();
      const at = new Date(Date.UTC(2026, 9, day, 12)).toISOString();
      statements.push(
        {
          sql: "insert into users (id, email, password_hash, email_verified_at, created_at, updated_at) values (?, ?, 'unused', ?, ?, ?)",
          args: [userId, `seeded-${label}-${day}-${userId.slice(0, 6)}@example.com`, at, at, at],
        },
        {
          sql: "insert into product_reviews (id, product_id, product_handle, product_title, user_id, rating, title, body, size_bought, fit, status, published_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, null, 'true', 'published', ?, ?, ?)",
          args: [
            crypto.randomUUID(),
            product.id,
            product.href.replace("/products/", ""),
            product.title,
            userId,
            day % 2 ? 4 : 5,
            `Seeded review ${day}`,
            `Worn all autumn, review number ${day}.`,
            at,
            at,
            at,
          ],
        },
      );
    }
    // As publishing a review does (markContentChanged): pages and the rows kept for them (decision 063) move on.
    statements.push({
      sql: "insert into site_settings (key, value, updated_at) values ('page_generation', '1', ?) on conflict (key) do update set value = cast(value as integer) + 1, updated_at = excluded.updated_at",
      args: [new Date().toISOString()],
    });
    await db.batch(statements, "write");
  } finally {
    db.close();
  }
}

async function adminPage(browser: Browser, testInfo: TestInfo, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: withJavaScript(testInfo) });
  return context.newPage();
}

async function shoot(page: Page, name: string, locator: string) {
  if (!screenshotsWanted()) return;
  for (const theme of ["light", "dark"] as const) {
    await page.context().addCookies([{ name: "theme", value: theme, url: new URL(page.url()).origin }]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await takeScreenshot(page.locator(locator).first(), "reviews", `${name}-${theme}-${width}`);
    }
  }
}

test.describe("verified reviews", () => {
  test("a buyer reviews, the owner publishes, the review and fit summary show on the product page", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // A long journey (two people, several pages, screenshots when asked): more than the default budget.
    test.setTimeout(120_000);
    const js = withJavaScript(testInfo);
    const [product] = await listedProducts(page, [js ? 4 : 5]);
    const { email } = await signInAsNewShopper(page, baseURL!, uniqueEmail(`reviewer-${testInfo.project.name}`));
    await deliverOrder(baseURL!, email, product!);

    await page.goto(product!.href);
    await pageHydrated(page);
    const reviews = page.locator("#reviews");
    await expect(reviews.getByText("No reviews yet.")).toBeVisible();
    await shoot(page, "review-form", "#reviews");
    // axe runs in the page: only where scripts run.
    if (js) expect(await axeViolations(page)).toEqual([]);
    const title = `Breezy and true ${testInfo.project.name}`;
    // A title over the cap comes back under its field, with everything typed still there.
    await reviews.getByLabel("Your rating").selectOption("5");
    await reviews.getByLabel("How does it fit?").selectOption("small");
    const size = reviews.getByLabel("Size you bought");
    if (await size.count()) await size.selectOption({ index: 1 });
    await reviews.getByLabel("Title").evaluate((input: HTMLInputElement, long) => {
      input.removeAttribute("maxlength");
      input.value = long;
    }, "T".repeat(101));
    await reviews.getByLabel("Your review").fill("Light linen that <b>moves</b> beautifully.");
    await reviews.getByRole("button", { name: "Submit review" }).click();
    await expect(reviews.getByText("Keep the title to 100 characters or fewer.")).toBeVisible();
    await expect(reviews.getByLabel("Your review")).toHaveValue("Light linen that <b>moves</b> beautifully.");
    await expect(reviews.getByLabel("How does it fit?")).toHaveValue("small");

    await reviews.getByLabel("Title").fill(title);
    await reviews.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("Thank you: your review will show here once it is approved.")).toBeVisible();
    await expect(page).toHaveURL(/\?review=pending#reviews$/);
    await expect(page.locator("#reviews").getByTestId("review")).toHaveCount(0);

    const admin = await adminPage(browser, testInfo, baseURL!);
    await signInAsAdmin(admin, "/admin/reviews");
    const row = admin.getByTestId("review-row").filter({ hasText: title });
    await expect(row).toContainText("Light linen that <b>moves</b> beautifully.");
    await row.getByRole("button", { name: "Publish" }).click();
    await expect(toast(admin, "Review published")).toBeVisible();
    await expect(admin.getByTestId("review-row").filter({ hasText: title })).toHaveCount(0);
    await admin.getByRole("link", { name: /^Published/ }).click();
    await expect(admin.getByTestId("review-row").filter({ hasText: title })).toBeVisible();
    if (js) expect(await axeViolations(admin)).toEqual([]);
    await shoot(admin, "admin-reviews", "main");
    await admin.context().close();

    await page.goto(product!.href);
    await pageHydrated(page);
    const shown = page.locator("#reviews").getByTestId("review");
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(title);
    await expect(shown).toContainText("Light linen that <b>moves</b> beautifully.");
    await expect(page.getByTestId("fit-summary")).toContainText("Most say: runs small — consider one size up");
    await expect(page.locator("#reviews")).toContainText(/You reviewed this on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    await shoot(page, "review-block", "#reviews");
  });

  test("the reviews' page links open the older reviews and come back", async ({ page, baseURL }, testInfo) => {
    const js = withJavaScript(testInfo);
    const [product] = await listedFromCards(page, js ? 6 : 7);
    await seedPublishedReviews(product!, testInfo.project.name);
    // Its page was not opened before the seed, so no rows of its reviews are kept in the Worker yet (decision 063).
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`reviewpages-${testInfo.project.name}`));
    await page.goto(product!.href);
    await pageHydrated(page);
    const reviews = page.locator("#reviews");
    await expect(reviews.getByTestId("review")).toHaveCount(5);
    await expect(reviews.getByTestId("review").first()).toContainText("Seeded review 6");
    await expect(reviews).toContainText("Based on 6 reviews from verified buyers");
    await expect(page.getByTestId("fit-summary")).toContainText("Most say: true to size");
    const pages = page.getByRole("navigation", { name: "Review pages" });
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]reviews=2#reviews$/);
    await expect(reviews.getByTestId("review")).toHaveCount(1);
    await expect(reviews.getByTestId("review")).toContainText("Seeded review 1");
    await pages.getByRole("link", { name: "Page 1" }).click();
    await expect(reviews.getByTestId("review").first()).toContainText("Seeded review 6");
    await expect(page).not.toHaveURL(/reviews=/);
  });

  test("sample ratings are off by default; the owner may turn them on (behind the warning) and off again on /admin/config", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const js = withJavaScript(testInfo);
    const [product] = await listedProducts(page, [js ? 8 : 9]);
    const productRating = async () => {
      // Signed-in pages are never served from the shared cache; a fresh visitor each time is enough here.
      const visitor = await browser.newContext({ baseURL });
      const visit = await visitor.newPage();
      await visit.goto(product!.href);
      const scripts = await visit.locator('script[type="application/ld+json"]').allTextContents();
      await visitor.close();
      const data = scripts
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((d) => d["@type"] === "Product");
      return data!.aggregateRating as { ratingValue: number } | undefined;
    };
    // Off by default: a product without reviews states no rating.
    expect(await productRating()).toBeUndefined();

    await signInAsAdmin(page, "/admin/config");
    const section = page.getByRole("region", { name: "Sample ratings" });
    await expect(section).toContainText("Search engines and consumer law treat invented ratings as deceptive.");
    const box = section.getByRole("checkbox", { name: "Show sample ratings" });
    await expect(box).not.toBeChecked();
    try {
      await box.check();
      await section.getByRole("button", { name: "Save" }).click();
      await expect(toast(page, "Sample ratings shown")).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/config$/);
      await expect(page.getByRole("region", { name: "Sample ratings" }).getByRole("checkbox")).toBeChecked();
      await shoot(page, "admin-config-sample-ratings", "#sample-ratings-heading >> xpath=..");
      expect(await productRating()).toMatchObject({ ratingValue: 4.7 });
    } finally {
      await page.goto("/admin/config");
      const again = page.getByRole("region", { name: "Sample ratings" });
      await again.getByRole("checkbox", { name: "Show sample ratings" }).uncheck();
      await again.getByRole("button", { name: "Save" }).click();
      await expect(toast(page, "Sample ratings hidden")).toBeVisible();
    }
    expect(await productRating()).toBeUndefined();
  });
});
