// Every page stays accessible and inside the shop's Content Security Policy: axe runs on every page a person can
// open (the list the valid-HTML Worker test checks, tests/support/every-page.ts), in the browser with JavaScript on
// and every part hydrated: the shop's pages in the light and the dark theme, signed out, as a shopper and as the
// admin; the admin's pages signed in as the admin. Any violation fails, named by rule and element. The same visits
// watch the CSP: a page whose own code trips it (the blog editor once did, through Zod's eval probe) would send a
// report to /csp-report for every visitor and fill the owner's security log with alarms (decision 076).
import type { Browser, Cookie, Page } from "@playwright/test";
import { ADMIN_PAGE_VISITS, ERROR_PAGE, PAGES_BY_ROUTE, type PageVisit } from "../support/every-page";
import { expect, pageHydrated, test, axeViolations } from "./fixtures";
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

// Skipped before any page is made: the no-JavaScript project opens no browser context for these tests.
test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  "axe runs as a script in the page, and only scripts can trip the CSP; the no-JavaScript HTML is the same server HTML, which tests/worker/valid-html.test.ts checks",
);

/** What the page's own code did against the CSP, and every report the browser sent about it. */
type CspWatch = { violations(): Promise<string[]>; reportsSent: string[] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
});

function watchCsp(page: Page): CspWatch {
  const reportsSent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/csp-report")
      reportsSent.push(`${request.frame().url()}: ${request.postData() ?? ""}`.slice(0, 300));
  });
  return {
    reportsSent,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}

/** When this worker began: the CSP reports the shop stored since then are counted once its tests have run. */
let startedAt: string;

test.afterAll(async () => {
  const db = await openE2EDatabase();
  try {
    const stored = await db.execute({
      sql: "select count(*) as n from security_events where event_type = 'suspicious_activity' and details like '%csp_violation%' and created_at >= ?",
      args: [startedAt],
    });
    // What the owner would have seen in the security log.
    expect(Number(stored.rows[0]!.n), "CSP reports stored while these pages were open").toBe(0);
  } finally {
    db.close();
  }
});

test.beforeAll(async ({ request }) => {
  startedAt = new Date(Date.now() - 1000).toISOString();
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

/**
 * The dark theme changes colours only (the same markup with another `data-theme`), so its scan runs the rules that
 * read colours; every other rule has run on the light page. A scan of these two takes about a third of a full one.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

// Both themes in one test: the page is opened again with the other theme's cookie, sparing a second sign-in and
// browser context per page (issue 38).
test.describe("shop pages, light and dark theme", () => {
  for (const visit of shopVisits) {
    test(`${visit.method ?? "GET"} ${visit.path} as ${visit.role}`, async ({ page, browser, baseURL }) => {
      await signInAs(page, visit, browser, baseURL!);
      const csp = watchCsp(page);
      for (const theme of ["light", "dark"] as Theme[]) {
        await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
        await open(page, visit);
        // A 405 runs no loader, so the error page cannot read the theme cookie: it follows the system's.
        if (visit !== ERROR_PAGE) await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        const rules = theme === "dark" ? { rules: COLOUR_RULES } : {};
        expect(await axeViolations(page, rules), `${theme} theme`).toEqual([]);
        expect(await csp.violations(), `CSP, ${theme} theme`).toEqual([]);
      }
      expect(csp.reportsSent).toEqual([]);
    });
  }
});

test.describe("admin pages", () => {
  for (const visit of adminVisits) {
    test(`${visit.path} as admin`, async ({ page, browser, baseURL }) => {
      await signInAs(page, visit, browser, baseURL!);
      const csp = watchCsp(page);
      await open(page, visit);
      expect(await axeViolations(page)).toEqual([]);
      expect(await csp.violations(), "CSP").toEqual([]);
      expect(csp.reportsSent).toEqual([]);
    });
  }
});
