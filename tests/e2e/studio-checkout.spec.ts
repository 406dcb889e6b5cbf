// Buying a studio piece with a Storefront product in one checkout, JavaScript on
// and off: Secure Checkout makes a draft order and opens its invoice (the demo
// shop plays Shopify's hosted invoice checkout), Pay completes it and sends the
// signed orders/create webhook, and the order is in the shopper's /orders and the
// owner's /admin/orders. The studio piece is this file's own product, removed after.
import type { Page } from "@playwright/test";
import { uniqueEmail } from "../support/emails";
import { expect, pageHydrated, takeScreenshot, test, toast, withJavaScript } from "./fixtures";
import { oneVariantProduct as oneSize } from "./product-options-catalog";
import { openE2EDatabase, signInAsAdmin, signInAsNewShopper } from "./signed-in";

type StudioPiece = { id: string; slug: string; name: string };

async function createStudioPiece(label: string): Promise<StudioPiece> {
  const db = await openE2EDatabase();
  try {
    const suffix = crypto.randomUUID().slice(0, 8);
    const piece = {
      id: crypto.randomUUID(),
      slug: `e2e-studio-bowl-${label}-${suffix}`,
      name: `Studio Clay Bowl ${suffix}`,
    };
    const picture = (await db.execute("select images from products where slug = 'terracotta-sun-ceramic-vase'"))
      .rows[0]!.images;
    await db.execute({
      sql: `insert into products (id, name, slug, description, price, images, inventory_quantity, is_active)
            values (?, ?, ?, 'A hand-thrown bowl, made for this test.', 58, ?, 2, 1)`,
      args: [piece.id, piece.name, piece.slug, String(picture)],
    });
    return piece;
  } finally {
    db.close();
  }
}

async function shelfStock(piece: StudioPiece): Promise<number> {
  const db = await openE2EDatabase();
  try {
    const row = (await db.execute({ sql: "select inventory_quantity from products where id = ?", args: [piece.id] }))
      .rows[0]!;
    return Number(row.inventory_quantity);
  } finally {
    db.close();
  }
}

async function removeStudioPiece(piece: StudioPiece) {
  const db = await openE2EDatabase();
  try {
    await db.batch(
      [
        { sql: "delete from studio_stock_holds where product_id = ?", args: [piece.id] },
        { sql: "delete from products where id = ?", args: [piece.id] },
      ],
      "write",
    );
  } finally {
    db.close();
  }
}

async function addToCart(page: Page, path: string, javaScript: boolean) {
  await page.goto(path);
  if (javaScript) await pageHydrated(page);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  if (javaScript) await expect(toast(page, "Added to cart").last()).toBeVisible();
  else await page.waitForLoadState("load");
}

async function atBothWidths(page: Page, shoot: (width: number) => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a sticky header scrolled along would sit in the middle of a full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("buying studio pieces", () => {
  let created: StudioPiece | null = null;
  test.afterEach(async () => {
    if (created) await removeStudioPiece(created);
    created = null;
  });

  test("a mixed cart is paid through the draft order's invoice and the order shows for shopper and owner", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // A journey across two sites (the shop and the demo shop's invoice) and an owner's session: three times the time.
    test.slow();
    const javaScript = withJavaScript(testInfo);
    const piece = (created = await createStudioPiece(testInfo.project.name));
    const shopper = await signInAsNewShopper(page, baseURL!, uniqueEmail(`studio-${testInfo.project.name}`));

    await addToCart(page, `/products/${oneSize.handle}`, javaScript);
    await addToCart(page, `/products/${piece.slug}`, javaScript);
    await page.goto("/cart");
    if (javaScript) await pageHydrated(page);
    await expect(page.getByRole("link", { name: piece.name })).toBeVisible();
    // A discount code and a gift message travel with the draft order.
    const codes = page.getByTestId("cart-codes-page");
    await codes.getByLabel("Discount code").fill("BOHO10");
    await codes.getByRole("button", { name: "Apply" }).first().click();
    await expect(codes.getByText(/Discount BOHO10 applied/)).toBeVisible();
    await codes.getByText("Add a gift message").click();
    await codes.getByLabel("Gift message").fill("For Ivy, made by hand");
    await codes.getByRole("button", { name: "Save message" }).click();
    if (javaScript) await expect(codes.getByRole("status").filter({ hasText: "Gift message saved" })).toBeVisible();
    else await page.waitForURL(/\/cart$/);
    if (javaScript)
      await atBothWidths(page, (width) => takeScreenshot(page, "studio-checkout", `cart-${width}`, { fullPage: true }));

    const invoicePromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: /Secure Checkout/ }).click();
    const invoice = await invoicePromise;
    await invoice.waitForLoadState();
    expect(new URL(invoice.url()).pathname).toMatch(/^\/invoices\/[0-9a-f]{32}$/);
    // The studio piece is a custom line at the catalogue's price, beside the Storefront product.
    const studioLine = invoice.locator('tr.invoice-line[data-custom="true"]');
    await expect(studioLine).toContainText(piece.name);
    await expect(studioLine.locator(".invoice-line-price")).toHaveAttribute("data-amount", "58.00");
    await expect(invoice.locator('tr.invoice-line[data-custom="false"]')).toContainText(oneSize.title);
    await expect(invoice.getByLabel("Email for the receipt")).toHaveValue(shopper.email);
    // The code applies to the whole draft, the studio piece included; the note is the gift message.
    const subtotal =
      Number(await invoice.locator("tr.invoice-line .invoice-line-price").first().getAttribute("data-amount")) + 58;
    const discount = Math.round(subtotal * 10) / 100;
    await expect(invoice.locator('.invoice-discount[data-code="BOHO10"]')).toHaveAttribute(
      "data-amount",
      discount.toFixed(2),
    );
    await expect(invoice.locator(".invoice-total")).toHaveAttribute("data-total", (subtotal - discount).toFixed(2));
    await expect(invoice.locator(".invoice-note-text")).toHaveText("For Ivy, made by hand");
    // The cart stays where it was, in the first tab, and the piece is held for this checkout.
    await expect(page).toHaveURL(/\/cart$/);
    expect(await shelfStock(piece)).toBe(2);
    if (javaScript)
      await atBothWidths(invoice, (width) =>
        takeScreenshot(invoice, "studio-checkout", `invoice-${width}`, { fullPage: true }),
      );

    await invoice.getByRole("button", { name: /^Pay \$/ }).click();
    const paid = invoice.getByRole("status");
    await expect(paid).toContainText("it became order #");
    const orderNumber = (await invoice.locator(".invoice-order-name").textContent())!.replace("#", "");
    await expect(paid).toContainText("The shop's orders/create webhook answered 200.");
    expect(await shelfStock(piece)).toBe(1);

    // Back to the shop from the invoice: the order is among the shopper's orders, with the studio piece in it.
    await invoice.getByRole("link", { name: "Back to the shop: your orders" }).click();
    await expect(invoice).toHaveURL(/\/orders$/);
    await invoice.getByRole("link", { name: new RegExp(`Order #${orderNumber}`) }).click();
    await expect(invoice.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(invoice.getByText(piece.name)).toBeVisible();
    if (javaScript)
      await atBothWidths(invoice, (width) =>
        takeScreenshot(invoice, "studio-checkout", `order-${width}`, { fullPage: true }),
      );
    await invoice.close();

    // The owner finds it in /admin/orders like any other order.
    const ownerContext = await browser.newContext({ javaScriptEnabled: javaScript });
    try {
      const owner = await ownerContext.newPage();
      await signInAsAdmin(owner, `/admin/orders?q=${orderNumber}`);
      const row = owner.getByTestId("order-row").filter({ hasText: shopper.email });
      await expect(row).toHaveCount(1);
      await row.getByRole("link", { name: orderNumber }).click();
      const detail = owner.getByTestId("order-detail");
      await expect(detail).toContainText(`1 × ${piece.name}`);
      await expect(detail).toContainText(oneSize.title);
      if (javaScript)
        await atBothWidths(owner, (width) =>
          takeScreenshot(owner, "studio-checkout", `admin-order-${width}`, { fullPage: true }),
        );
    } finally {
      await ownerContext.close();
    }
  });
});
