// Below 768 px the drawer lists every collection in the shop's order (the
// featured ones, then the clothing order) and the account links that fit who
// is signed in; it opens without JavaScript (a <details>) and every collection
// link opens its page.
import type { Page } from "@playwright/test";
import { currentE2EStack } from "./e2e-stack";
import {
  expect,
  pageHydrated,
  SCREENSHOTS_SKIP_REASON,
  screenshotsWanted,
  takeScreenshot,
  test,
  withJavaScript,
} from "./fixtures";
import { signInAsNewShopper } from "./signed-in";
import { uniqueEmail } from "../support/emails";

const COLLECTIONS: readonly { label: string; href: string }[] = [
  { label: "Goddess", href: "/collections/goddess" },
  { label: "Chrome Hearts", href: "/collections/chrome-hearts" },
  { label: "Home Decor", href: "/collections/home-decor" },
  { label: "Sale", href: "/collections/sale" },
  { label: "Tops", href: "/collections/tops" },
  { label: "Bottoms", href: "/collections/bottoms" },
  { label: "Lounge Wear", href: "/collections/lounge-wear" },
  { label: "All-in-Ones", href: "/collections/one-pieces" },
  { label: "Dresses", href: "/collections/dresses" },
  { label: "Shoes", href: "/collections/shoes" },
  { label: "Bags", href: "/collections/bags" },
  { label: "Jewelry", href: "/collections/jewelry" },
  { label: "Accessories", href: "/collections/accessories" },
];

test.use({ viewport: { width: 375, height: 812 } });

async function openDrawer(page: Page) {
  await pageHydrated(page);
  await page.locator("details:has(nav[aria-label='Mobile']) > summary").click();
  const drawer = page.getByRole("navigation", { name: "Mobile" });
  await expect(drawer).toBeVisible();
  return drawer;
}

test("lists every collection in the shop's order, and each link opens its collection page", async ({ page }) => {
  await page.goto("/about");
  let drawer = await openDrawer(page);
  const collections = drawer.getByRole("list", { name: "Collections" });
  const links = collections.getByRole("link");
  await expect(links).toHaveText([...COLLECTIONS.map((collection) => collection.label), "All collections"]);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual([
    ...COLLECTIONS.map((collection) => collection.href),
    "/collections",
  ]);

  for (const [i, collection] of COLLECTIONS.entries()) {
    if (i > 0) drawer = await openDrawer(page);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === collection.href),
      drawer
        .getByRole("list", { name: "Collections" })
        .getByRole("link", { name: collection.label, exact: true })
        .click(),
    ]);
    expect(response.status(), collection.href).toBe(200);
    await expect(page).toHaveURL(collection.href);
    // The page's heading names the collection as the drawer did (one-pieces is shown All-in-Ones).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      collection.label === "All-in-Ones" ? /All-in-Ones|One Pieces/ : collection.label,
    );
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  }
});

test("holds Sign In when signed out, and the account links and Sign out when signed in", async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto("/about");
  let drawer = await openDrawer(page);
  const account = drawer.getByRole("list", { name: "Account" });
  await expect(account.getByRole("link")).toHaveText(["Sign In"]);
  await account.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth/);

  const email = uniqueEmail(`drawer-account-${testInfo.project.name}`);
  await signInAsNewShopper(page, baseURL!, email);
  await page.goto("/about");
  drawer = await openDrawer(page);
  const signedIn = drawer.getByRole("list", { name: "Account" });
  await expect(signedIn.getByText(email.toLowerCase())).toBeVisible();
  await expect(signedIn.getByRole("link")).toHaveText(["My Account", "My Orders"]);
  await expect(drawer.getByRole("link", { name: "Favorites", exact: true })).toBeVisible();
  await signedIn.getByRole("link", { name: "My Orders" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  drawer = await openDrawer(page);
  await drawer.getByRole("button", { name: "Sign out" }).click();
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: /Sign In/ })
      .first(),
  ).toBeAttached();
  drawer = await openDrawer(page);
  await expect(drawer.getByRole("list", { name: "Account" }).getByRole("link")).toHaveText(["Sign In"]);
});

test("screenshots of the open drawer, light and dark", async ({ page }, testInfo) => {
  test.skip(!screenshotsWanted() || !withJavaScript(testInfo), SCREENSHOTS_SKIP_REASON);
  for (const theme of ["light", "dark"] as const) {
    await page.context().addCookies([{ name: "theme", value: theme, url: currentE2EStack().url }]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      await page.goto("/about");
      if (width === 375) {
        const drawer = await openDrawer(page);
        await takeScreenshot(page, "mobile-drawer", `drawer-${theme}-${width}-top`);
        await drawer.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await takeScreenshot(page, "mobile-drawer", `drawer-${theme}-${width}`);
    }
  }
});
