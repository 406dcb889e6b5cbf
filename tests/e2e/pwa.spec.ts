import { expect, test, withJavaScript } from "./fixtures";

test.use({ serviceWorkers: "allow" });

test.describe("the installable app", () => {
  test("the service worker takes over and shows an offline page when the network is gone", async ({
    page,
    context,
    consoleTrap,
  }, testInfo) => {
    test.skip(
      !withJavaScript(testInfo),
      "service workers need JavaScript; without it every page is served by the network",
    );
    // Offline on purpose: the offline page answers 503 and the favicon cannot load.
    consoleTrap.allow(/status of 503/);
    consoleTrap.allow(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    await page.goto("/");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
    await context.setOffline(true);
    await page.goto("/about").catch(() => {});
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await context.setOffline(false);
  });

  test("the service worker answers the app's cache-summary message", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "service workers need JavaScript");
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
    });
    await page.reload();
    const summary = await page.evaluate(
      () =>
        new Promise<{ hits: number; misses: number; hitRate: number; entries: Record<string, number> }>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller!.postMessage({ type: "CACHE_SUMMARY" }, [channel.port2]);
        }),
    );
    expect(summary.hits + summary.misses).toBeGreaterThan(0);
    expect(Object.keys(summary.entries)).toEqual(["boutique-assets-v1", "boutique-images-v1", "boutique-pages-v1"]);
    expect(summary.entries["boutique-assets-v1"]).toBeGreaterThan(0);
  });

  test("the web app manifest describes an installable app", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest.display).toBe("standalone");
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});
