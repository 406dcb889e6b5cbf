// Every page stays accessible: axe runs on every page a person can open (the
// list the valid-HTML Worker test checks, tests/support/every-page.ts), in the
// browser with JavaScript on and every part hydrated: the shop's pages in the
// light and the dark theme, signed out, as a shopper and as the admin; the
// admin's pages signed in as the admin. Any violation fails, named by rule and
// element.
import type { Browser, Cookie, Page } from "@playwright/test";
import { ADMIN_PAGE_VISITS, ERROR_PAGE, PAGES_BY_ROUTE, type PageVisit } from "../support/every-page";
import { expect, pageHydrated, test, withJavaScript, axeViolations } from "./fixtures";
import { openE2EDatabase, signInAsAdmin, signInAsNewShopper } from "./signed-in";

type Theme = "light" | "dark";

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");
const shopVisits = [...Object.values(PAGES_BY_ROUTE).flat(), ERROR_PAGE].filter((visit) => !isAdminPath(visit.path));
const adminVisits = [
  ...Object.values(PAGES_BY_ROUTE)
    .flat()
    .filter((visit) => isAdminPath(visit.path)),
  ...ADMIN_PAGE_VISITS,
];

/** Real handles and ids of the e2e shop for the list's placeholders. */
let placeholders: { product: string; collection: string; post: string; variantId: string; studioPiece: string };

// Its tests share nothing, and it is the longest file: both workers take its tests, so neither waits at the end.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page: _page }, testInfo) => {
  test.skip(
    !withJavaScript(testInfo),
    "axe runs as a script in the page; the no-JavaScript HTML is the same server HTML, which tests/worker/valid-html.test.ts checks",
  );
  test.setTimeout(60_000);
});

test.beforeAll(async ({ request }) => {
  const listing = await (await request.get("/products")).text();
  const product = /href="\/products\/([^"?/]+)"/.exec(listing)?.[1];
  const collection = /href="\/collections\/([^"?/]+)"/.exec(await (await request.get("/collections")).text())?.[1];
  // The product page names no variant until a size is chosen: the cart's line is the first variant for sale.
  const quickView = (await (await request.get(`/quick-view/${product}`)).json()) as {
    product: { variants: { id: string; availableForSale: boolean }[] };
  };
  const variantId = quickView.product.variants.find((variant) => variant.availableForSale)?.id;
  const db = await openE2EDatabase();
  try {
    const post = (await db.execute("select id from blog_posts order by id limit 1")).rows[0]?.id;
    const studioPiece = (await db.execute("select id from products order by slug limit 1")).rows[0]?.id;
    expect(product && collection && variantId && post && studioPiece).toBeTruthy();
    placeholders = {
      product: product!,
      collection: collection!,
      post: String(post),
      variantId: variantId!,
      studioPiece: String(studioPiece),
    };
  } finally {
    db.close();
  }
});

const fill = (path: string) =>
  path
    .replace("{product}", placeholders.product)
    .replace("{collection}", placeholders.collection)
    .replace("{post}", placeholders.post)
    .replace("{studioPiece}", placeholders.studioPiece);

/**
 * Each worker signs in once per role and every test of that role starts from the same cookies (issue 38): the
 * pages are only read here, so sharing a session changes nothing they show. The shopper has a line in the cart, so
 * /cart and /checkout show their filled pages.
 */
const sessionsByRole = new Map<PageVisit["role"], Promise<Cookie[]>>();

async function signedInCookies(role: PageVisit["role"], browser: Browser, baseURL: string): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    if (role === "admin") await signInAsAdmin(page, "/admin");
    if (role === "shopper") {
      await signInAsNewShopper(page, baseURL, `axe-${crypto.randomUUID()}@example.com`);
      const added = await page.request.post("/cart", {
        form: { intent: "add", variantId: placeholders.variantId, quantity: "1", redirectTo: "/cart" },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
    }
    return await context.cookies();
  } finally {
    await context.close();
  }
}

async function signInAs(page: Page, visit: PageVisit, browser: Browser, baseURL: string) {
  if (visit.role !== "admin" && visit.role !== "shopper") return;
  let cookies = sessionsByRole.get(visit.role);
  if (!cookies) sessionsByRole.set(visit.role, (cookies = signedInCookies(visit.role, browser, baseURL)));
  await page.context().addCookies(await cookies);
}

/** Opens the page as the visit says (the error page is a form posted to a page that takes none) and waits for every part to hydrate. */
async function open(page: Page, visit: PageVisit) {
  const path = fill(visit.path);
  if (visit.method === "POST") {
    await page.goto(path);
    await pageHydrated(page);
    // The form's own answer: the hydrated page also posts in the background (visitor sessions, vitals).
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === path,
    );
    // A native submit: the document the server answers, as without JavaScript.
    await page.evaluate((action) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      document.body.appendChild(form);
      form.submit();
    }, path);
    expect((await answer).status()).toBe(visit.status);
    await page.waitForLoadState();
  } else {
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers`).toBe(visit.status);
  }
  await pageHydrated(page);
}

// Both themes in one test: the page is opened again with the other theme's cookie, sparing a second sign-in and
// browser context per page (issue 38).
test.describe("shop pages, light and dark theme", () => {
  for (const visit of shopVisits) {
    test(`${visit.method ?? "GET"} ${visit.path} as ${visit.role}`, async ({ page, browser, baseURL }) => {
      await signInAs(page, visit, browser, baseURL!);
      for (const theme of ["light", "dark"] as Theme[]) {
        await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
        await open(page, visit);
        // A 405 runs no loader, so the error page cannot read the theme cookie: it follows the system's.
        if (visit !== ERROR_PAGE) await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        expect(await axeViolations(page), `${theme} theme`).toEqual([]);
      }
    });
  }
});

test.describe("admin pages", () => {
  for (const visit of adminVisits) {
    test(`${visit.path} as admin`, async ({ page, browser, baseURL }) => {
      await signInAs(page, visit, browser, baseURL!);
      await open(page, visit);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
