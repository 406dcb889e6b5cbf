// The admin's day-to-day pages in a real browser, with JavaScript on and off:
// orders (search, detail, CSV), rate limits (reset one counter), configuration
// (save a setting and see the shop follow, refuse bad input) and the newsletter
// (search, unsubscribe). axe on the two new pages.
import { axeViolations, expect, test, toast, withJavaScript } from "./fixtures";
import { openE2EDatabase, signInAsAdmin } from "./signed-in";

const OVERALLS_XS_BLUE = "gid://shopify/ProductVariant/4100693";

/** Rows written straight into the e2e database: what the order webhook or the footer form would have stored. */
async function insertRows(statements: { sql: string; args: (string | number)[] }[]) {
  const db = await openE2EDatabase();
  try {
    await db.batch(statements, "write");
  } finally {
    db.close();
  }
}

const unique = () => crypto.randomUUID().slice(0, 8);

test.describe("admin operations", () => {
  test("an admin finds an order by email, opens it and gets the CSV of the search", async ({ page }) => {
    const email = `buyer-${unique()}@example.com`;
    const orderId = crypto.randomUUID();
    const number = `#7${Math.floor(Math.random() * 1e6)}`;
    await insertRows([
      {
        sql: "insert into orders (id, shopify_order_id, order_number, email, currency, subtotal_price, total_price, financial_status, created_at) values (?, ?, ?, ?, 'USD', '118.00', '126.50', 'paid', ?)",
        args: [orderId, `gid-${orderId}`, number, email, new Date().toISOString()],
      },
      {
        sql: "insert into order_lines (id, order_id, title, variant_title, quantity, price) values (?, ?, 'Moonstone Crescent Necklace', null, 1, '118.00')",
        args: [crypto.randomUUID(), orderId],
      },
    ]);
    await signInAsAdmin(page, "/admin/orders");
    await page.getByLabel("Order number or email").fill(email);
    await page.getByRole("search", { name: "Orders" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=buyer-/);
    // The list the search answered (its links keep the search), not the one before it.
    await expect(page.getByRole("link", { name: number })).toHaveAttribute("href", /q=buyer-/);
    await expect(page.getByTestId("order-row")).toHaveCount(1);
    await page.getByRole("link", { name: number }).click();
    const detail = page.getByTestId("order-detail");
    await expect(detail.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    await expect(detail).toContainText("1 × Moonstone Crescent Necklace");
    await expect(detail).toContainText("Total $126.50");

    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(href).toContain(`/admin/orders/export?q=${encodeURIComponent(email).replace(/%40/, "%40")}`);
    const csv = await page.request.get(href!);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
  });

  test("an admin resets one rate-limit counter and the others stay", async ({ page, playwright, baseURL }) => {
    const email = `guesser-${unique()}@example.com`;
    // A wrong password from another browser counts attempts for this email (pair and account counters).
    const stranger = await playwright.request.newContext({ baseURL });
    const refused = await stranger.post("/auth", {
      form: { intent: "signin", email, password: "not-the-password" },
      headers: { Origin: baseURL! },
    });
    expect(refused.status()).toBe(401);
    await stranger.dispose();

    await signInAsAdmin(page, `/admin/rate-limits?q=${encodeURIComponent(email)}`);
    const rows = page.getByTestId("rate-limit-row");
    await expect(rows).toHaveCount(2);
    const key = `auth:signin:${email}`;
    await page.getByRole("button", { name: `Reset ${key}`, exact: true }).click();
    await expect(toast(page, `Counter ${key} reset`)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${key}:`);
  });

  test("an admin changes the free-shipping threshold and the cart follows; bad input is refused and kept", async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page, "/admin/config");
    if (withJavaScript(testInfo)) expect(await axeViolations(page)).toEqual([]);
    const threshold = page.getByLabel("Free shipping from (USD)");
    await expect(threshold).toHaveValue("150");

    await threshold.fill("a lot");
    await page.getByLabel("Average rating (0 to 5)").first().fill("9");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Enter an amount in dollars, like 150.")).toBeVisible();
    await expect(page.getByText("Enter a rating from 0 to 5.")).toBeVisible();
    await expect(threshold).toHaveValue("a lot");
    await expect(threshold).toHaveAttribute("aria-invalid", "true");
    await expect(threshold).toHaveAccessibleDescription(/Enter an amount in dollars, like 150\./);
    if (withJavaScript(testInfo)) expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Average rating (0 to 5)").first().fill("4.7");
    await threshold.fill("275");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(page, "Settings saved")).toBeVisible();
    try {
      expect(
        (
          await page.request.post("/cart", {
            form: { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" },
            maxRedirects: 0,
          })
        ).status(),
      ).toBe(303);
      await page.goto("/cart");
      await expect(page.getByText(/more for free shipping on orders of \$275 or more\./)).toBeVisible();
    } finally {
      await page.goto("/admin/config");
      await page.getByLabel("Free shipping from (USD)").fill("150");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(toast(page, "Settings saved")).toBeVisible();
    }
    await page.goto("/cart");
    await expect(page.getByText(/more for free shipping on orders of \$150 or more\./)).toBeVisible();
  });

  test("an admin searches the newsletter list and unsubscribes one address", async ({ page }, testInfo) => {
    const email = `reader-${unique()}@example.com`;
    await insertRows([
      {
        sql: "insert into newsletter_subscribers (id, email, source, created_at) values (?, ?, 'footer', ?)",
        args: [crypto.randomUUID(), email, new Date().toISOString()],
      },
    ]);
    await signInAsAdmin(page, "/admin/newsletter");
    await expect(page.getByRole("img", { name: /New subscribers per day/ })).toBeVisible();
    if (withJavaScript(testInfo)) expect(await axeViolations(page)).toEqual([]);
    const search = page.getByRole("search", { name: "Subscribers" });
    await page.getByLabel("Email contains").fill(email);
    await search.getByRole("button", { name: "Search" }).click();
    const rows = page.getByTestId("subscriber-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Subscribed");
    await page.getByRole("button", { name: `Unsubscribe ${email}` }).click();
    await expect(toast(page, `${email} unsubscribed`)).toBeVisible();
    await expect(rows.first()).toContainText("Unsubscribed");
    await expect(page.getByRole("button", { name: `Unsubscribe ${email}` })).toHaveCount(0);
    await page.getByLabel("Status").selectOption("unsubscribed");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=unsubscribed/);
    await expect(rows).toHaveCount(1);
  });
});
