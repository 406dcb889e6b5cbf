// Discount codes and the gift message, JavaScript on and off: a refused code
// comes back with its reason and stays typed in, an accepted one shows the
// shop's saving and estimated total, and Secure Checkout lands on the demo
// shop's cart with the code and the note. With JavaScript the drawer does the same.
// With SCREENSHOTS_DIR set, the cart with a code at 375 and 1280 px, light and dark.
import type { Page } from "@playwright/test";
import { expect, pageHydrated, screenshotsWanted, takeScreenshot, test, withJavaScript, axeOn } from "./fixtures";

const OVERALLS_XS_BLUE = "gid://shopify/ProductVariant/4100693"; // saffron-linen-overalls, plenty in stock

async function addOveralls(page: Page, baseURL: string) {
  const added = await page.request.post("/cart", {
    form: { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1", redirectTo: "/cart" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

test("a code and a gift message on /cart travel to the shop's checkout", async ({ page, baseURL }, testInfo) => {
  const javaScript = withJavaScript(testInfo);
  // The analytics tag, as a recorder: begin_checkout must carry the accepted code as its coupon.
  await page.addInitScript(() => {
    const recorded: unknown[][] = [];
    Object.assign(window, { recordedEvents: recorded, gtag: (...args: unknown[]) => recorded.push(args) });
  });
  await addOveralls(page, baseURL!);
  await page.goto("/cart");
  if (javaScript) await pageHydrated(page);
  const codes = page.getByTestId("cart-codes-page");

  // A code the shop does not know: the reason, and the code still typed in to correct.
  const field = codes.getByLabel("Discount code");
  await field.fill("BOHO11");
  await codes.getByRole("button", { name: "Apply" }).first().click();
  await expect(codes.getByText(`Enter a valid discount code: we couldn't find "BOHO11".`)).toBeVisible();
  await expect(codes.getByLabel("Discount code")).toHaveValue("BOHO11");
  if (javaScript) expect((await axeOn(page).analyze()).violations).toEqual([]);

  await codes.getByLabel("Discount code").fill("BOHO10");
  await codes.getByRole("button", { name: "Apply" }).first().click();
  await expect(codes.getByText(/Discount BOHO10 applied: you save \$\d+\.\d\d/)).toBeVisible();
  const summary = page.getByRole("region", { name: "Order summary" });
  const total = Number((await summary.getByTestId("cart-total").textContent())!.replace(/[^\d.]/g, ""));
  const saving = Math.round(total * 10) / 100;
  await expect(summary.getByTestId("cart-discount-saving")).toHaveText(`−$${saving.toFixed(2)}`);
  await expect(summary.getByTestId("cart-estimated-total")).toHaveText(`$${(total - saving).toFixed(2)}`);

  await codes.getByText("Add a gift message").click();
  await codes.getByLabel("Gift message").fill("Happy birthday, Mum! Love, Ivy");
  await codes.getByRole("button", { name: "Save message" }).click();
  if (javaScript) await expect(codes.getByRole("status").filter({ hasText: "Gift message saved" })).toBeVisible();
  else await page.waitForURL(/\/cart$/);
  // A reload keeps both.
  await page.reload();
  await expect(page.getByTestId("cart-codes-page").getByText(/Discount BOHO10 applied/)).toBeVisible();
  await expect(page.getByTestId("cart-codes-page").getByLabel("Gift message")).toHaveValue(
    "Happy birthday, Mum! Love, Ivy",
  );
  if (javaScript) {
    await pageHydrated(page);
    expect((await axeOn(page).analyze()).violations).toEqual([]);
  }

  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("link", { name: /Secure Checkout/ }).click();
  const shop = await popupPromise;
  await shop.waitForLoadState();
  await expect(shop.locator('.cart-discount[data-code="BOHO10"][data-applicable="true"]')).toBeVisible();
  await expect(shop.locator(".cart-total")).toHaveAttribute("data-total", (total - saving).toFixed(2));
  await expect(shop.locator(".cart-note-text")).toHaveText("Happy birthday, Mum! Love, Ivy");
  await shop.close();
  if (javaScript) {
    const events = (await page.evaluate(
      () => (window as unknown as { recordedEvents: unknown[][] }).recordedEvents,
    )) as [string, string, { coupon?: string; value: number }][];
    const beginCheckout = events.find(([kind, name]) => kind === "event" && name === "begin_checkout");
    expect(beginCheckout?.[2]).toMatchObject({ coupon: "BOHO10", value: total });
  }

  if (screenshotsWanted() && javaScript) {
    for (const theme of ["light", "dark"] as const) {
      await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/cart");
        await expect(page.getByText(/Discount BOHO10 applied/)).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await takeScreenshot(page, "cart-codes", `cart-with-code-${theme}-${width}`, { fullPage: true });
      }
    }
  }
});

test("the drawer takes a code and shows the saving", async ({ page, baseURL }, testInfo) => {
  test.skip(!withJavaScript(testInfo), "the drawer is JavaScript's; without it the cart button is a link to /cart");
  await addOveralls(page, baseURL!);
  await page.goto("/about");
  await pageHydrated(page);
  await page.getByRole("link", { name: /^Cart, 1 item/ }).click();
  const drawer = page.getByRole("dialog", { name: /Your cart/ });
  const codes = drawer.getByTestId("cart-codes-drawer");
  await codes.getByLabel("Discount code").fill("SUMMER2024");
  await codes.getByRole("button", { name: "Apply" }).first().click();
  await expect(codes.getByText(`The discount code "SUMMER2024" has expired or isn't active yet.`)).toBeVisible();

  await codes.getByLabel("Discount code").fill("sunny15");
  await codes.getByRole("button", { name: "Apply" }).first().click();
  await expect(codes.getByText(/Discount sunny15 applied: you save \$15\.00/)).toBeVisible();
  const total = Number((await drawer.getByTestId("cart-total").textContent())!.replace(/[^\d.]/g, ""));
  await expect(drawer.getByTestId("cart-discount-saving")).toHaveText("−$15.00");
  await expect(drawer.getByTestId("cart-estimated-total")).toHaveText(`$${(total - 15).toFixed(2)}`);

  if (screenshotsWanted())
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(drawer.getByTestId("cart-estimated-total")).toBeVisible();
      await takeScreenshot(page, "cart-codes", `drawer-with-code-${width}`);
    }

  // Removing it takes the saving away again.
  await codes.getByRole("button", { name: "Remove discount code sunny15" }).click();
  await expect(drawer.getByTestId("cart-discount-saving")).toHaveCount(0);
  await expect(codes.getByLabel("Discount code")).toBeVisible();
});
