// A worker's tests share one browser context (decision 058). These two tests run in order in one worker: the first
// leaves behind everything a test can change about its browser, the second proves none of it reached it. If a
// Playwright upgrade stops resetting one of them, this file names which.
import { expect, pageHydrated, test } from "./fixtures";

test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "reads the browser's state with a script in the page");

const LEAK_HEADER = "x-left-by-an-earlier-test";

/** Whether clipboard reading is granted before the first test changed it. */
let clipboardBefore: string;

test("a test changes its browser: cookies, storage, offline, permissions, headers, routes, scripts, clock", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/about");
  // Hydrated first: a page hydrating under a clock set to 2001 would disagree with the server's dates.
  await pageHydrated(page);
  clipboardBefore = await page.evaluate(
    async () => (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state,
  );
  await context.addCookies([{ name: "left-behind", value: "1", url: baseURL! }]);
  await page.evaluate(() => {
    localStorage.setItem("left-behind", "1");
    sessionStorage.setItem("left-behind", "1");
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await context.setExtraHTTPHeaders({ [LEAK_HEADER]: "1" });
  await context.route("**/about", (route) => route.fulfill({ body: "routed by an earlier test" }));
  await context.addInitScript(() => {
    (window as unknown as { leftBehind: boolean }).leftBehind = true;
  });
  await page.clock.install({ time: new Date("2001-01-01T00:00:00Z") });
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test("the next test in the worker starts from a clean browser", async ({ page, context }) => {
  const headersSent: string[] = [];
  page.on("request", (request) => {
    if (request.headers()[LEAK_HEADER]) headersSent.push(request.url());
  });
  const response = await page.goto("/about");
  expect(await response?.text(), "routes").not.toBe("routed by an earlier test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Boho Boutique");
  const state = await page.evaluate(async () => ({
    onLine: navigator.onLine,
    localStorage: localStorage.getItem("left-behind"),
    sessionStorage: sessionStorage.getItem("left-behind"),
    initScript: (window as unknown as { leftBehind?: boolean }).leftBehind ?? false,
    year: new Date().getFullYear(),
    clipboard: (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state,
  }));
  expect(state).toEqual({
    onLine: true,
    localStorage: null,
    sessionStorage: null,
    initScript: false,
    year: new Date().getFullYear(),
    clipboard: clipboardBefore,
  });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("left-behind");
  expect(headersSent, "extra HTTP headers").toEqual([]);
});
