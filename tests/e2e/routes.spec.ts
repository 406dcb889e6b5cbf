// The shop's route map, walked with JavaScript on and off:
// every public route answers 200 with its heading, and axe finds nothing in its no-JavaScript page.
import { type Browser, type BrowserContext, type Page } from "@playwright/test";
import { axeViolations, expect, test, withJavaScript } from "./fixtures";
import { currentE2EStack } from "./e2e-stack";
import { SEED_PRODUCTS } from "../../db/seed-data";
import { catalog } from "./product-options-catalog";

// Its tests share nothing, and it is one of the longest files: both workers take its tests, so neither waits at the end.
test.describe.configure({ mode: "parallel" });

/**
 * axe here scans what a visitor without JavaScript gets. With JavaScript the hydrated page of every route is scanned
 * by tests/e2e/accessibility.spec.ts in both themes, so this file does not scan it a second time (issue 38). axe runs
 * inside the page, so for the no-JavaScript project it scans the same URL in a JavaScript-enabled context whose app
 * scripts are blocked: the DOM is then exactly what a no-JS visitor gets. One such context serves a worker's scans.
 */
let scriptsBlocked: Promise<BrowserContext> | undefined;

async function noJavaScriptAxeViolations(page: Page, browser: Browser): Promise<string[]> {
  scriptsBlocked ??= browser
    .newContext({ javaScriptEnabled: true, baseURL: currentE2EStack().url })
    .then(async (context) => {
      await context.route(/\.js(\?|$)/, (route) => route.abort());
      return context;
    });
  const target = await (await scriptsBlocked).newPage();
  try {
    await target.goto(page.url());
    return await axeViolations(target);
  } finally {
    await target.close();
  }
}

test.afterAll(async () => {
  await (await scriptsBlocked)?.close();
  scriptsBlocked = undefined;
});

type RouteCheck = { path: string; heading: string | RegExp };

/** Routes this branch (chrome: layout, home, content, SEO) serves. */
const CHROME_ROUTES: RouteCheck[] = [
  { path: "/", heading: "Boho Boutique" },
  { path: "/home-2025", heading: "Boho Boutique" },
  { path: "/warm-theme", heading: "Boho Boutique" },
  { path: "/muted-theme", heading: "Boho Boutique" },
  { path: "/about", heading: "About Boho Boutique" },
  { path: "/contact", heading: "Contact Us" },
  { path: "/2025-colors", heading: "2025 Colors" },
  { path: "/slow-living", heading: "Slow Living" },
  { path: "/size-guide", heading: "Size Guide" },
  { path: "/size-guide/clothing", heading: "Clothing Size Guide" },
  { path: "/size-guide/jewelry", heading: "Jewelry Size Guide" },
  { path: "/size-guide/accessories", heading: "Accessories Size Guide" },
  { path: "/shipping-info", heading: "Shipping Info" },
  { path: "/returns", heading: "Returns & Exchanges" },
  { path: "/faq", heading: "Returns & FAQ" },
  { path: "/blog", heading: "Journal" },
  { path: "/blog/the-slow-living-home", heading: "The Slow-Living Home: Five Small Rituals" },
  { path: "/sitemap", heading: "Sitemap" },
];

const demoProduct = catalog.products.find((product) => product.availableForSale)!;

/** Routes of the catalogue, product, cart and account areas. */
const SHOP_ROUTES: RouteCheck[] = [
  { path: "/products", heading: "Products" },
  { path: "/collections", heading: /Collections/ },
  { path: "/collections/goddess", heading: /Goddess/ },
  { path: "/collections/chrome-hearts", heading: /Chrome Hearts/ },
  { path: "/collections/sale", heading: /Sale/ },
  { path: "/collections/dresses", heading: /Dresses/ },
  { path: `/products/${demoProduct.handle}`, heading: demoProduct.title },
  { path: `/shopify-product/${demoProduct.handle}`, heading: demoProduct.title },
  { path: `/products/${SEED_PRODUCTS[0].slug}`, heading: SEED_PRODUCTS[0].name },
  { path: "/cart", heading: /cart/i },
  { path: "/auth", heading: "Welcome back" },
  { path: "/track-order", heading: /Track/ },
];

/**
 * These need sign-in; visitors are sent to /auth with a way back.
 * /favorites is not here: a visitor's page lists the favorites kept on their device, with an offer to sign in.
 */
const SIGN_IN_ROUTES = ["/account", "/checkout", "/orders", "/order-confirmation/1001"];

for (const route of CHROME_ROUTES) {
  test(`${route.path} answers 200 with its heading; without JavaScript axe finds nothing`, async ({
    page,
    browser,
  }, testInfo) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
    if (!withJavaScript(testInfo)) expect(await noJavaScriptAxeViolations(page, browser)).toEqual([]);
  });
}

for (const route of SHOP_ROUTES) {
  test(`${route.path} answers 200 with its heading; without JavaScript axe finds nothing`, async ({
    page,
    browser,
  }, testInfo) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: route.heading }).first()).toBeVisible();
    if (!withJavaScript(testInfo)) expect(await noJavaScriptAxeViolations(page, browser)).toEqual([]);
  });
}

test("an unknown path answers 404 with the not-found page inside the shop's chrome", async ({
  page,
  browser,
}, testInfo) => {
  const response = await page.goto("/no-such-page/anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Footer: Help" })).toBeVisible();
  if (!withJavaScript(testInfo)) expect(await noJavaScriptAxeViolations(page, browser)).toEqual([]);
});

for (const path of SIGN_IN_ROUTES) {
  test(`${path} sends a signed-out visitor to sign in, remembering where they were going`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(path)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  });
}

test("/product/{slug} redirects permanently to /products/{slug}", async ({ request }) => {
  const redirect = await request.get(`/product/${demoProduct.handle}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()["location"]).toBe(`/products/${demoProduct.handle}`);
});

test("an unknown product answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/products/no-such-product-anywhere");
  expect(response?.status()).toBe(404);
});

test("an unknown journal post answers 404", async ({ page }) => {
  const response = await page.goto("/blog/not-a-real-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("/returns-faq redirects to /returns", async ({ page, request }) => {
  const redirect = await request.get("/returns-faq", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe("/returns");
  await page.goto("/returns-faq");
  await expect(page).toHaveURL(/\/returns$/);
  await expect(page.getByRole("heading", { level: 1, name: "Returns & Exchanges" })).toBeVisible();
});

test("search engines find the sitemap through robots.txt", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  const sitemapUrl = robots.match(/^Sitemap: (.+)$/m)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const sitemap = await request.get(sitemapUrl!);
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const route of CHROME_ROUTES) expect(xml).toContain(`${route.path === "/" ? "/" : route.path}</loc>`);
});
