// The page's parts load their code beside the first load (decision 032): the
// server's HTML of a part stays, and works as it does without JavaScript, until
// that part's code arrives. Here the footer's code (and the page helpers': the
// toasts, the floating cart) is held back on purpose while a shopper pages
// through the listing and adds to the cart.
import type { Page, Route } from "@playwright/test";
import { expect, pageHydrated, test, toast } from "./fixtures";

/** Holds every request for a part's chunk until `release()`; `requested` says whether the page asked. */
async function holdChunks(page: Page, names: string[]) {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/assets/(${names.join("|")})-[\\w-]+\\.js$`), (route) =>
    released ? route.continue() : held.push(route),
  );
  return {
    requested: () => held.length > 0,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test.describe("a part whose code is slow to arrive", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "without JavaScript every part is plain HTML from the start",
  );

  test("keeps its server HTML, lets the shopper page through the listing, and hydrates when its code arrives", async ({
    page,
  }) => {
    const slow = await holdChunks(page, ["PageBottom", "PageHelpers"]);
    await page.goto("/products");
    await page.locator("main[data-hydrated]").waitFor();
    // The footer is the server's HTML: its links work before its code arrives.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Shipping Info" })).toHaveAttribute("href", "/shipping-info");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

    // A client-side navigation while the footer waits: it completes once the code is there.
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Page 2", exact: true })
      .click();
    await expect.poll(slow.requested).toBe(true);
    await slow.release();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Showing 25-48 of \d+ products/)).toBeVisible();
    await pageHydrated(page);
    await expect(footer.getByRole("link", { name: "Shipping Info" })).toBeVisible();
  });

  test("adding to the cart from a card opens the drawer and toasts once the helpers' code arrives, without errors", async ({
    page,
  }) => {
    const slow = await holdChunks(page, ["PageBottom", "PageHelpers"]);
    await page.goto("/products?stock=in");
    await page.locator("main[data-hydrated]").waitFor();
    // Cards whose product has variant choices link to it instead: the first with its own Add button.
    await page
      .getByTestId("product-grid")
      .getByRole("button", { name: /^Add to Cart: / })
      .first()
      .click();
    await expect.poll(slow.requested).toBe(true);
    await slow.release();
    await expect(page.getByRole("dialog", { name: /Your cart/ })).toBeVisible();
    await expect(toast(page, "Added to cart").last()).toBeVisible();
    await pageHydrated(page);
  });
});

/**
 * Acts on `selector` the moment React starts listening to the page (hydrateRoot
 * adds its listeners, then renders in a later task): the shopper who types
 * (`text`) or taps (no `text`) while the page's code is starting. React sees a
 * discrete event and hydrates the page at once to handle it. Once per tab.
 */
async function actAsHydrationStarts(page: Page, selector: string, text?: string) {
  await page.addInitScript(
    ([targetSelector, value]) => {
      const addEventListener = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (type, listener, options) {
        addEventListener.call(this, type, listener, options);
        // React's root listens to "click" on the document in the capture phase; nothing else here does.
        if (sessionStorage.getItem("actedEarly") || this !== document || type !== "click" || options !== true) return;
        sessionStorage.setItem("actedEarly", "true");
        queueMicrotask(() => {
          const target = document.querySelector<HTMLInputElement>(targetSelector)!;
          if (value === null) return target.click();
          target.value = value;
          target.dispatchEvent(new Event("input", { bubbles: true }));
        });
      };
    },
    [selector, text ?? null] as const,
  );
}

const actedEarly = (page: Page) => page.evaluate(() => sessionStorage.getItem("actedEarly"));

test.describe("a shopper who types or taps as the page starts to hydrate", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript nothing hydrates");

  test("keeps what was typed, and the page hydrates without an error and sends the form", async ({ page }) => {
    await actAsHydrationStarts(page, "#auth-email", "early-typist@example.com");
    await page.goto("/auth?mode=signup");
    expect(await actedEarly(page)).toBe("true");
    await pageHydrated(page);
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveValue("early-typist@example.com");
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid Password");
    await expect(email).toHaveValue("early-typist@example.com");
  });

  test("a tap on a link then opens that page, which hydrates without an error", async ({ page }) => {
    await actAsHydrationStarts(page, "nav[aria-label=Pagination] a[href*='page=2']");
    await page.goto("/products", { waitUntil: "commit" });
    await expect(page).toHaveURL(/[?&]page=2/);
    expect(await actedEarly(page)).toBe("true");
    await expect(page.getByText(/^Showing 25-48 of \d+ products/)).toBeVisible();
    await pageHydrated(page);
  });
});

test.describe("what a listing visit loads", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript no script loads");

  test("leaves Zod on the server: the forms' schemas validate there, so no script the page loads carries them", async ({
    page,
  }) => {
    // A form module that holds both a schema and the names its form renders brought Zod (25 KiB gzip) into every
    // listing visit's islands; the browser's forms import the names from modules without schemas.
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await page.goto("/products");
    await pageHydrated(page);
    const loaded = await Promise.all(scripts);
    expect(loaded.map((script) => script.url)).toContainEqual(
      expect.stringMatching(/\/assets\/ListingPage-[\w-]+\.js$/),
    );
    expect(loaded.filter((script) => script.body.includes("$ZodType")).map((script) => script.url)).toEqual([]);
  });
});
