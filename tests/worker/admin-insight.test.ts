// Search analytics, retention and assigned badges through the built Worker.
import { describe, expect, it } from "vitest";
import { searchAnalyticsRows } from "../support/background-writes";
import { parseHtml } from "../support/html";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";

// Badge changes must show at once here; with the HTML cache on they show within its minute (html-cache.test.ts).
const stack = useTestStack({ productCount: 60, bindings: { HTML_CACHE: "off" } });
const admin = useSignedInAdmin(stack);

const BROWSER = { "User-Agent": "insight-test-browser", "CF-Connecting-IP": "203.0.113.7" };

/** The rows the Worker wrote after its response (waitUntil): polled, since the write finishes after the answer. */
const searchRows = (query: string, expected: number) => searchAnalyticsRows(stack, query, expected);

function cards(html: string): { title: string; handle: string; article: string }[] {
  return [...parseHtml(html).querySelectorAll("article[aria-label]")].map((card) => ({
    title: card.getAttribute("aria-label")!,
    handle: card.querySelector('a[href^="/products/"]')?.getAttribute("href")?.slice("/products/".length) ?? "",
    article: card.outerHTML,
  }));
}

describe("search analytics", () => {
  it("records a search once per session within seconds, with its facts, after the response", async () => {
    const response = await stack.fetch("/products?q=Dress&sort=price_asc&sizes=m", { headers: BROWSER });
    expect(response.status).toBe(200);
    const shown = await response.text();
    await stack.fetch("/products?q=Dress&sort=price_asc&sizes=m", { headers: BROWSER });
    const rows = await searchRows("dress", 1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // let a second (wrong) write land, if any
    const settled = await searchRows("dress", 1);
    expect(settled).toHaveLength(1);
    const row = rows[0];
    expect(row.sort_by).toBe("price_asc");
    expect(JSON.parse(String(row.filters_applied))).toEqual({ sizes: "m" });
    expect(String(row.session_id)).toMatch(/^s_[0-9a-f]{24}$/);
    expect(row.user_id).toBeNull();
    const total = /of (\d+) products/.exec(shown)?.[1];
    expect(String(row.results_count)).toBe(total ?? "0");
  });

  it("writes the shortened user id of a signed-in shopper, and nothing for a listing without a term", async () => {
    await admin.request("/products?q=Kimono", { headers: BROWSER });
    const [row] = await searchRows("kimono", 1);
    expect(String(row.user_id)).toMatch(/^user_[0-9a-f]{8}$/);
    const before = Number((await stack.sql.execute("select count(*) as n from search_analytics")).rows[0].n);
    await stack.fetch("/products", { headers: BROWSER });
    await stack.fetch("/products?sort=price_asc", { headers: BROWSER });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = Number((await stack.sql.execute("select count(*) as n from search_analytics")).rows[0].n);
    expect(after).toBe(before);
  });

  it("records the product opened from a search result page", async () => {
    const listing = await (await stack.fetch("/products?q=top", { headers: BROWSER })).text();
    await searchRows("top", 1);
    const [first] = cards(listing);
    expect(first).toBeDefined();
    await stack.fetch(`/products/${first.handle}`, { headers: { ...BROWSER, Referer: `${stack.url}/products?q=top` } });
    let clicked: unknown = null;
    for (let attempt = 0; attempt < 50 && !clicked; attempt++) {
      clicked = (
        await stack.sql.execute({ sql: "select clicked_product from search_analytics where query = 'top'", args: [] })
      ).rows[0]?.clicked_product;
      if (!clicked) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(clicked).toBe(first.handle);
  });

  it("keeps 30 days: the daily Cron Trigger removes older rows", async () => {
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 29 * 86_400_000).toISOString();
    await stack.sql.execute({
      sql: "insert into search_analytics (id, query, results_count, created_at) values ('old-1', 'old search', 3, ?), ('recent-1', 'recent search', 3, ?)",
      args: [old, recent],
    });
    const worker = await stack.miniflare.getWorker();
    await worker.scheduled({ cron: "15 3 * * *" });
    let ids: string[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      ids = (await stack.sql.execute("select id from search_analytics where id in ('old-1', 'recent-1')")).rows.map(
        (row) => String(row.id),
      );
      if (!ids.includes("old-1")) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ids).toEqual(["recent-1"]);
  });

  it("shows the figures on the analytics page", async () => {
    const html = await (await admin.get("/admin/analytics?days=7")).text();
    expect(html).toContain("Popular searches");
    expect(html).toMatch(/<td[^>]*>dress<\/td><td[^>]*>1<\/td>/);
    expect(html).toContain("Checkout hand-off");
    expect(html).toContain("<svg");
  });
});

describe("assigned badges", () => {
  it("show on the listing card and the product page beside the automatic ones, and go when removed", async () => {
    const listing = await (await stack.fetch("/products?q=dress")).text();
    const target = cards(listing).find((card) => !card.article.includes("Limited Edition"));
    expect(target).toBeDefined();
    const search = await (await admin.get(`/admin/badges?q=${encodeURIComponent(target!.title)}`)).text();
    const productId = /name="productId" value="([^"]+)"/.exec(search)?.[1];
    expect(productId).toBeDefined();

    const assign = await admin.post("/admin/badges", {
      intent: "assign",
      productId: productId!,
      productTitle: target!.title,
      badge: "limited-edition",
      endsAt: "",
      redirectTo: "/admin/badges",
    });
    expect(assign.status).toBe(303);
    // The admin's isolate forgot its badges on save; the listing shows the change at once.
    const after = cards(await (await stack.fetch("/products?q=dress")).text()).find(
      (card) => card.handle === target!.handle,
    );
    expect(after?.article).toContain("Limited Edition");
    expect((after?.article.match(/Limited Edition/g) ?? []).length).toBe(1);
    expect(await (await stack.fetch(`/products/${target!.handle}`)).text()).toContain("Limited Edition");
    const audit = await stack.sql.execute(
      "select count(*) as n from audit_log where action = 'product_badge_assigned'",
    );
    expect(Number(audit.rows[0].n)).toBe(1);

    const id = String((await stack.sql.execute("select id from product_badge_assignments")).rows[0].id);
    await admin.post("/admin/badges", { intent: "remove", id, redirectTo: "/admin/badges" });
    const removed = cards(await (await stack.fetch("/products?q=dress")).text()).find(
      (card) => card.handle === target!.handle,
    );
    expect(removed?.article).not.toContain("Limited Edition");
  });

  it("refuses a malformed end date with a message beside the product", async () => {
    const response = await admin.post("/admin/badges?q=dress", {
      intent: "assign",
      productId: "gid://shopify/Product/1",
      productTitle: "X",
      badge: "sale",
      endsAt: "not-a-date",
    });
    expect(response.status).toBe(400);
    expect(Number((await stack.sql.execute("select count(*) as n from product_badge_assignments")).rows[0].n)).toBe(0);
  });

  it("ignores an assignment whose end date has passed", async () => {
    const listing = await (await stack.fetch("/products?q=dress")).text();
    const target = cards(listing).find((card) => !card.article.includes("Bestseller"))!;
    const search = await (await admin.get(`/admin/badges?q=${encodeURIComponent(target.title)}`)).text();
    const productId = /name="productId" value="([^"]+)"/.exec(search)![1];
    await admin.post("/admin/badges", {
      intent: "assign",
      productId,
      productTitle: target.title,
      badge: "bestseller",
      endsAt: "2020-01-01",
      redirectTo: "/admin/badges",
    });
    const after = cards(await (await stack.fetch("/products?q=dress")).text()).find(
      (card) => card.handle === target.handle,
    );
    expect(after?.article).not.toContain("Bestseller");
  });
});
