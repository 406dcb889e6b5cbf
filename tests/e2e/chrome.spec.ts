// The chrome on every page: top bar, drawer, breadcrumbs, footer, back to top.
import { expect, pageHydrated, test, withJavaScript } from "./fixtures";
import { signInAsNewShopper } from "./signed-in";

/** Elements of the page reaching past the viewport's right edge, named for the failure message. */
async function sidewaysOverflow(page: import("@playwright/test").Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("header *, main *")]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 &&
          element.closest("[hidden], details:not([open]) > :not(summary)") === null,
      )
      .filter((element) => getComputedStyle(element).visibility !== "hidden")
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute("class")).slice(0, 60)}`),
  );
}

test.describe("top bar", () => {
  test("shoppers see the logo, the main links, favorites, cart and Sign In", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Products", "/products"],
      ["Goddess", "/collections/goddess"],
      ["2025 Colors", "/2025-colors"],
    ]) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Boho Boutique home" })).toHaveAttribute("href", "/");
    await expect(banner.getByRole("link", { name: "Favorites" })).toHaveAttribute("href", "/favorites");
    await expect(banner.getByRole("link", { name: /^Cart, 0 items$/ })).toHaveAttribute("href", "/cart");
    await expect(banner.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  });

  test("the header search sends shoppers to /products with their query", async ({ page }) => {
    await page.goto("/about");
    await page.locator("#header-search").fill("maxi dress");
    await page.locator("#header-search").press("Enter");
    await expect(page).toHaveURL(/\/products\?q=maxi(\+|%20)dress$/);
  });

  test("with JavaScript the header search cleans the query first and ignores an empty one", async ({
    page,
  }, testInfo) => {
    test.skip(
      !withJavaScript(testInfo),
      "the cleaning runs in the browser; without JavaScript the server trims and caps",
    );
    await page.goto("/about");
    await pageHydrated(page);
    const search = page.locator("#header-search");
    await search.fill('<maxi> & "boho"');
    await search.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=maxi%20%20boho$/);
    await page.goto("/about");
    await pageHydrated(page);
    await search.fill('<>"');
    await search.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the header search is hidden on product and collection pages", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("banner").getByRole("searchbox")).toBeVisible();
    for (const path of ["/products/some-dress", "/collections/goddess"]) {
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("searchbox")).toHaveCount(0);
    }
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("at 375 px nothing scrolls sideways, signed out or signed in with a long email", async ({ page, baseURL }) => {
    for (const path of ["/", "/products", "/about"]) {
      await page.goto(path);
      expect(await sidewaysOverflow(page), `${path} signed out`).toEqual([]);
    }
    await signInAsNewShopper(page, baseURL!, `a-rather-long-address-${Date.now()}@example.com`);
    for (const path of ["/", "/products", "/account"]) {
      await page.goto(path);
      await expect(page.getByRole("banner").getByText(/Account menu for/)).toBeAttached();
      expect(await sidewaysOverflow(page), `${path} signed in`).toEqual([]);
    }
  });

  test("opens and closes without JavaScript and holds the links, search, favorites and cart", async ({ page }) => {
    await page.goto("/about");
    const drawer = page.getByRole("navigation", { name: "Mobile" });
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.locator("summary", { hasText: "Menu" }).click();
    await expect(drawer).toBeVisible();
    for (const name of ["Home", "Products", "Goddess", "2025 Colors", "Favorites", "Cart", "Sign In"]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole("searchbox", { name: "Search products" })).toBeVisible();
    await drawer.getByRole("link", { name: "2025 Colors" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "2025 Colors" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("with JavaScript, Escape closes the drawer and focus stays inside while it is open", async ({
    page,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "focus trapping and Escape are JavaScript upgrades");
    await page.goto("/about");
    await pageHydrated(page);
    const toggle = page.locator("summary", { hasText: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("navigation", { name: "Mobile" });
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => !!document.activeElement?.closest("details"));
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("breadcrumb bar", () => {
  test("is hidden on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  });

  test("shows crumbs only for the listed paths, title-cased", async ({ page }) => {
    await page.goto("/collections/chrome-hearts");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "/Collections", "/Chrome Hearts"]);
    await expect(crumbs.getByRole("link", { name: "Collections" })).toHaveAttribute("href", "/collections");
    await page.goto("/size-guide/clothing");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home"]);
  });
});

test.describe("footer", () => {
  test("has every link of the spec and the signed-out newsletter block", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const href of [
      "/products",
      "/collections",
      "/collections/goddess",
      "/collections/chrome-hearts",
      "/about",
      "/blog",
      "/slow-living",
      "/contact",
      "/shipping-info",
      "/faq",
      "/size-guide/clothing",
      "/track-order",
      "/sitemap",
    ]) {
      expect(hrefs).toContain(href);
    }
    await expect(footer.getByRole("link", { name: "Returns & FAQ" })).toHaveAttribute("href", "/faq");
    await expect(footer.getByRole("textbox", { name: "Email address" })).toBeDisabled();
    // The link returns the shopper to the page they were on after signing in.
    await expect(footer.getByRole("link", { name: "Sign In to Subscribe" })).toHaveAttribute(
      "href",
      /^\/auth(\?redirectTo=%2F[^&]*)?$/,
    );
  });

  test("offers a way back to the top", async ({ page }, testInfo) => {
    await page.goto("/2025-colors");
    if (!withJavaScript(testInfo)) {
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Back to top" })).toHaveAttribute(
        "href",
        "#top",
      );
      return;
    }
    await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
    const floating = page.getByRole("button", { name: "Back to top" });
    await expect(floating).toHaveCount(0);
    await page.mouse.wheel(0, 1500);
    await expect(floating).toBeVisible();
    await floating.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer offers a visible way to revoke analytics consent, and to give it back", async ({
    page,
  }, testInfo) => {
    test.skip(
      !withJavaScript(testInfo),
      "consent is kept on the device by a script; without JavaScript no analytics run at all",
    );
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Turn off analytics" }).click();
    await expect(footer.getByRole("button", { name: "Analytics off: turn on" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBe("denied");
    await page.reload();
    await footer.getByRole("button", { name: "Analytics off: turn on" }).click();
    await expect(footer.getByRole("button", { name: "Turn off analytics" })).toBeVisible();
  });
});
