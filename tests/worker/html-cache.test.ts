// The anonymous HTML edge cache (decision 073) through the built Worker: two
// shoppers, one cached page. A visitor without cookies gets the cached page;
// a signed-in shopper never does, and their page is never stored for others.
import { describe, expect, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";
import { searchAnalyticsRows } from "../support/background-writes";
import { signedInAdmin } from "../support/http-shopper";
import { saveSiteSettingsAs } from "../support/settings-form";

const stack = useTestStack({ productCount: 60 });

const cacheState = (response: Response) => response.headers.get("X-Html-Cache");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the anonymous HTML cache", () => {
  it("stores an anonymous page and serves the next anonymous visitor from it", async () => {
    const first = await stack.fetch("/products?sort=price_asc");
    expect(first.status).toBe(200);
    expect(cacheState(first)).toBe("miss");
    const firstHtml = await first.text();
    await sleep(200); // the store runs in waitUntil
    const second = await stack.fetch("/products?sort=price_asc");
    expect(cacheState(second)).toBe("hit");
    // The same page; only its CSP nonce is its own (tests/worker/cached-page-nonces.test.ts).
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonces(await second.text())).toBe(withoutNonces(firstHtml));
  });

  it("never serves a signed-in shopper's page to another shopper, in either order", async () => {
    const admin = await signedInAdmin(stack);
    // The signed-in shopper skips the cache and sees their own header.
    const personal = await admin.get("/products?sort=price_asc");
    expect(cacheState(personal)).toBeNull();
    expect(await personal.text()).toContain("Admin Dashboard");
    // The anonymous visitor still gets the anonymous page.
    const anonymous = await stack.fetch("/products?sort=price_asc");
    expect(cacheState(anonymous)).toBe("hit");
    const anonymousHtml = await anonymous.text();
    expect(anonymousHtml).not.toContain("Admin Dashboard");
    expect(anonymousHtml).toContain("Sign In");

    // A page first rendered for the signed-in shopper is not stored for anyone.
    const personalFirst = await admin.get("/products?sort=newest");
    expect(await personalFirst.text()).toContain("Admin Dashboard");
    await sleep(200);
    const afterwards = await stack.fetch("/products?sort=newest");
    expect(cacheState(afterwards)).toBe("miss");
    expect(await afterwards.text()).not.toContain("Admin Dashboard");
  });

  it("leaves the cart, account and data requests alone, and starts over with a new catalogue version", async () => {
    for (const path of ["/cart", "/account", "/products.data"]) {
      const response = await stack.fetch(path);
      expect(cacheState(response), path).toBeNull();
    }
    // The admin's rebuild writes a new snapshot version, so the cached page is not reused.
    const admin = await signedInAdmin(stack);
    expect((await admin.post("/admin/tech-inventory", { intent: "rebuild-snapshot" })).status).toBe(303);
    expect(cacheState(await stack.fetch("/products?sort=price_asc"))).toBe("miss");
  });
});

describe("search analytics with the cache on", () => {
  /** Rows are written after the response has been sent: polled. */
  const searchRows = (query: string, expected: number) => searchAnalyticsRows(stack, query, expected);

  it("records a search answered from the cache like a rendered one, and the product opened from it", async () => {
    const first = { "User-Agent": "cache-search-first", "CF-Connecting-IP": "203.0.113.21" };
    const second = { "User-Agent": "cache-search-second", "CF-Connecting-IP": "203.0.113.22" };
    const rendered = await stack.fetch("/products?q=Top&sizes=m", { headers: first });
    expect(cacheState(rendered)).toBe("miss");
    const shownTotal = /of (\d+) products/.exec(await rendered.text())?.[1] ?? "0";
    await sleep(200); // the store runs in waitUntil
    const cached = await stack.fetch("/products?q=Top&sizes=m", { headers: second });
    expect(cacheState(cached)).toBe("hit");
    const html = await cached.text();

    const rows = await searchRows("top", 2);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.session_id)).size).toBe(2);
    for (const row of rows) {
      expect(String(row.results_count)).toBe(shownTotal);
      expect(JSON.parse(String(row.filters_applied))).toEqual({ sizes: "m" });
      expect(row.sort_by).toBe(rows[0].sort_by);
    }

    // The product page, cached after the first shopper's visit, still records the second shopper's click.
    const handle = /href="\/products\/([^"?]+)"/.exec(html)?.[1];
    expect(handle).toBeDefined();
    const referer = `${stack.url}/products?q=Top&sizes=m`;
    expect(cacheState(await stack.fetch(`/products/${handle}`, { headers: { ...first, Referer: referer } }))).toBe(
      "miss",
    );
    await sleep(200);
    expect(cacheState(await stack.fetch(`/products/${handle}`, { headers: { ...second, Referer: referer } }))).toBe(
      "hit",
    );
    let clicked: unknown[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      clicked = (
        await stack.sql.execute(
          "select clicked_product from search_analytics where query = 'top' and clicked_product is not null",
        )
      ).rows.map((row) => row.clicked_product);
      if (clicked.length >= 2) break;
      await sleep(100);
    }
    expect(clicked).toEqual([handle, handle]);
  });
});

describe("badge and hero changes with the cache on", () => {
  it("an assigned badge shows on a cached listing at once: the save is a new page generation", async () => {
    const admin = await signedInAdmin(stack);
    const path = "/products?q=dress&sort=newest";
    const cardOf = (html: string, title: string) =>
      new RegExp(`<article[^>]*aria-label="${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[\\s\\S]*?</article>`).exec(
        html,
      )?.[0] ?? "";
    const first = await stack.fetch(path);
    const before = await first.text();
    await sleep(200);
    expect(cacheState(await stack.fetch(path))).toBe("hit");
    const title = [...before.matchAll(/<article[^>]*aria-label="([^"]+)"/g)]
      .map((match) => match[1])
      .find((name) => !cardOf(before, name).includes("Back in Stock"));
    expect(title).toBeDefined();
    const search = await (
      await admin.get(`/admin/badges?q=${encodeURIComponent(title!.replace(/&amp;/g, "&"))}`)
    ).text();
    const productId = /name="productId" value="([^"]+)"/.exec(search)?.[1];
    expect(productId).toBeDefined();
    const generation = async () =>
      String(
        (await stack.sql.execute("select value from site_settings where key = 'page_generation'")).rows[0]?.value ??
          "none",
      );
    const generationBefore = await generation();
    expect(
      (
        await admin.post("/admin/badges", {
          intent: "assign",
          productId: productId!,
          productTitle: title!,
          badge: "back-in-stock",
          endsAt: "",
          redirectTo: "/admin/badges",
        })
      ).status,
    ).toBe(303);
    expect(await generation()).not.toBe(generationBefore);

    const after = await stack.fetch(path);
    expect(cacheState(after)).toBe("miss");
    expect(cardOf(await after.text(), title!)).toContain("Back in Stock");
    await sleep(200);
    const cachedAgain = await stack.fetch(path);
    expect(cacheState(cachedAgain)).toBe("hit");
    expect(cardOf(await cachedAgain.text(), title!)).toContain("Back in Stock");

    const id = String(
      (
        await stack.sql.execute({
          sql: "select id from product_badge_assignments where product_id = ?",
          args: [productId!],
        })
      ).rows[0].id,
    );
    await admin.post("/admin/badges", { intent: "remove", id, redirectTo: "/admin/badges" });
    expect(cardOf(await (await stack.fetch(path)).text(), title!)).not.toContain("Back in Stock");
  });

  it("a hero image switched off leaves the cached home page at once", async () => {
    const admin = await signedInAdmin(stack);
    await stack.fetch("/");
    await sleep(200);
    const cached = await stack.fetch("/");
    expect(cacheState(cached)).toBe("hit");
    expect(await cached.text()).not.toContain('<link rel="preload" as="image" href="/images/hero/default.svg"');
    const active = (await stack.sql.execute("select id from homepage_images where is_active = 1")).rows.map((row) =>
      String(row.id),
    );
    const setActive = (id: string, on: boolean) =>
      admin.post("/admin/homepage-images", { intent: "status", id, is_active: String(on) });
    for (const id of active) expect((await setActive(id, false)).status).toBe(303);
    try {
      const home = await stack.fetch("/");
      expect(cacheState(home)).toBe("miss");
      expect(await home.text()).toContain('<link rel="preload" as="image" href="/images/hero/default.svg"');
    } finally {
      for (const id of active) await setActive(id, true);
    }
    expect(await (await stack.fetch("/")).text()).not.toContain(
      '<link rel="preload" as="image" href="/images/hero/default.svg"',
    );
  });

  it("a site setting saved in /admin/config shows on a cached page at once", async () => {
    const admin = await signedInAdmin(stack);
    const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
    await stack.fetch("/shipping-info");
    await sleep(200);
    const cached = await stack.fetch("/shipping-info");
    expect(cacheState(cached)).toBe("hit");
    expect(await text(cached)).toContain("Free shipping on orders of $150 or more, wrapped by hand");
    expect((await saveSiteSettingsAs(admin, { freeShippingThreshold: "175" })).status).toBe(303);
    try {
      const after = await stack.fetch("/shipping-info");
      expect(cacheState(after)).toBe("miss");
      expect(await text(after)).toContain("Free shipping on orders of $175 or more, wrapped by hand");
    } finally {
      await saveSiteSettingsAs(admin, {});
    }
  });
});

describe("Markdown and HTML kept apart in the cache (decision 077)", () => {
  const BROWSER = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
  const AGENT = { Accept: "text/markdown" };
  const isMarkdown = (response: Response) => /^text\/markdown\b/.test(response.headers.get("Content-Type") ?? "");

  it("never serves a cached Markdown answer to a browser, nor a cached page to an agent, in either order", async () => {
    for (const [path, first, second] of [
      ["/collections/tops?sort=newest", AGENT, BROWSER],
      ["/collections/tops?sort=oldest", BROWSER, AGENT],
    ] as const) {
      const firstAnswer = await stack.fetch(path, { headers: first });
      expect(cacheState(firstAnswer), path).toBe("miss");
      expect(isMarkdown(firstAnswer)).toBe(first === AGENT);
      await firstAnswer.text();
      await sleep(200); // the store runs in waitUntil
      // The other representation is not in the cache yet: rendered, not taken from the first one's entry.
      const secondAnswer = await stack.fetch(path, { headers: second });
      expect(cacheState(secondAnswer), path).toBe("miss");
      expect(isMarkdown(secondAnswer)).toBe(second === AGENT);
      await secondAnswer.text();
      await sleep(200);
      // Now each comes from its own entry, and says it varies by Accept.
      for (const headers of [BROWSER, AGENT]) {
        const cached = await stack.fetch(path, { headers });
        expect(cacheState(cached), `${path} ${headers.Accept}`).toBe("hit");
        expect(cached.headers.get("Vary")).toContain("Accept");
        const body = await cached.text();
        if (headers === AGENT) {
          expect(isMarkdown(cached)).toBe(true);
          expect(body.startsWith("# Tops\n")).toBe(true);
        } else {
          expect(cached.headers.get("Content-Type")).toContain("text/html");
          expect(body.startsWith("<!DOCTYPE html>")).toBe(true);
        }
      }
    }
  });
});
