// Cart changes made faster than the server answers all count. Each answer sets the whole cart cookie, so with
// JavaScript a "−" on one line and "Remove" on another, tapped before the first answer is back, must both survive.
// The first answer is held back so the second change is always made while the first is still out.
import { type Page } from "@playwright/test";
import { expect, pageHydrated, test, toast, withJavaScript } from "./fixtures";
import { catalog } from "./product-options-catalog";

const roomyVariants = catalog.products.flatMap((product) =>
  product.variants
    .filter((variant) => variant.availableForSale && (variant.quantityAvailable ?? 0) >= 5)
    .map((variant) => ({ title: product.title, variantId: variant.id, price: Number(variant.price.amount) })),
);
const kept = roomyVariants[0];
const removed = roomyVariants.find((piece) => piece.title !== kept.title)!;

/** Three of one piece, one of another: 4 items. */
async function fillCart(page: Page) {
  for (const [piece, quantity] of [
    [kept, "3"],
    [removed, "1"],
  ] as const) {
    const answer = await page.request.post("/cart", {
      form: { intent: "add", variantId: piece.variantId, quantity },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
  }
}

const CART_POST_URL = /\/cart(\.data)?(\?|$)/; // fetchers post to /cart.data

/**
 * Holds the answer to the first cart post for 800 ms, the way a slow network would: the request reaches the
 * server at once with the cookies the browser holds now, and its answer (Set-Cookie too) reaches the browser late.
 * Counts the cart posts answered.
 */
async function holdFirstCartAnswer(page: Page) {
  const answered = { count: 0 };
  let first = true;
  await page.route(CART_POST_URL, async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || !first) return route.fallback();
    first = false;
    const cookies = await page.context().cookies(request.url());
    const headers = Object.fromEntries(
      Object.entries(await request.allHeaders()).filter(
        ([name]) => !["host", "content-length", "connection", "cookie"].includes(name),
      ),
    );
    const answer = await fetch(request.url(), {
      method: "POST",
      headers: { ...headers, cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") },
      body: request.postData() ?? undefined,
      redirect: "manual",
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const answerHeaders = Object.fromEntries(
      [...answer.headers].filter(([name]) => !["set-cookie", "content-length", "content-encoding"].includes(name)),
    );
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({
      status: answer.status,
      headers: { ...answerHeaders, "set-cookie": answer.headers.getSetCookie().join("\n") },
      body,
    });
  });
  page.on("response", (response) => {
    if (response.request().method() === "POST" && CART_POST_URL.test(response.url())) answered.count += 1;
  });
  return answered;
}

/** What the server holds, read on a fresh load of /cart: the kept piece down to 2, the other gone. */
async function expectBothChanges(page: Page) {
  await page.goto("/cart");
  await expect(page.getByRole("article", { name: kept.title }).getByTestId("line-quantity")).toHaveText("2");
  await expect(page.getByRole("article", { name: removed.title })).toHaveCount(0);
  await expect(page.getByTestId("cart-total")).toHaveText(`$${(kept.price * 2).toFixed(2)}`);
}

test("on /cart, − on one line then Remove on another, both before any answer, leaves both changes", async ({
  page,
}, testInfo) => {
  const javaScript = withJavaScript(testInfo);
  await page.goto("/");
  await fillCart(page);
  const answered = await holdFirstCartAnswer(page);
  await page.goto("/cart");
  await pageHydrated(page);

  await page.getByRole("button", { name: `Decrease quantity of ${kept.title}` }).click();
  await expect(page.getByRole("article", { name: kept.title }).getByTestId("line-quantity")).toHaveText("2");
  await page.getByRole("button", { name: `Remove ${removed.title}` }).click();
  await expect(page.getByRole("article", { name: removed.title })).toHaveCount(0);
  if (javaScript) await expect.poll(() => answered.count).toBe(2);
  await expectBothChanges(page);
});

test("in the drawer, − on one line then Remove on another, both before any answer, leaves both changes", async ({
  page,
}, testInfo) => {
  test.skip(!withJavaScript(testInfo), "The drawer is JavaScript's; without it the cart button is a link to /cart");
  await page.goto("/");
  await fillCart(page);
  const answered = await holdFirstCartAnswer(page);
  await page.goto("/about");
  await pageHydrated(page);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Cart, 4 items$/ })
    .click();
  const drawer = page.getByRole("dialog", { name: /Your cart/ });
  await expect(drawer.getByRole("article", { name: removed.title })).toBeVisible();

  await drawer.getByRole("button", { name: `Decrease quantity of ${kept.title}` }).click();
  await expect(drawer.getByRole("article", { name: kept.title }).getByTestId("line-quantity")).toHaveText("2");
  await drawer.getByRole("button", { name: `Remove ${removed.title}` }).click();
  await expect(drawer.getByRole("article", { name: removed.title })).toHaveCount(0);
  await expect(toast(page, "Removed from cart").last()).toBeVisible();
  await expect.poll(() => answered.count).toBe(2);
  // The drawer ends on the server's last answer too.
  await expect(drawer.getByRole("heading", { name: "Your cart (2)" })).toBeVisible();
  await expectBothChanges(page);
});
