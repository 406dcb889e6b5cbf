// The storefront through the real parts: the built Worker in workerd, the local
// libSQL server over HTTP, and the demo shop answering Storefront queries.
import { describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "../../db/seed-data";
import { useTestStack } from "../support/test-stack-for-file";
import { parseHtml, textOf } from "../support/html";

const stack = useTestStack();

describe("the storefront Worker", () => {
  it("server-renders the home page with demo-shop and database products", async () => {
    const response = await stack.fetch("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const html = await response.text();
    const storefrontSection = html.slice(html.indexOf('data-testid="storefront-products"'));
    expect(storefrontSection).toMatch(/href="\/products\/[a-z0-9-]+"/);
    const newestSeedProduct = SEED_PRODUCTS.filter((p) => p.isActive !== false).at(-1)!;
    expect(textOf(parseHtml(html))).toContain(newestSeedProduct.name);
    expect(html).not.toContain(SEED_PRODUCTS.find((p) => p.isActive === false)!.name);
  });

  it("sends security headers with every page", async () => {
    const response = await stack.fetch("/");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    // Local http:// must not pin HTTPS.
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("reads the demo shop through the Storefront client", async () => {
    await stack.demoShop("/__demo/stats/reset", { method: "POST" });
    const response = await stack.fetch("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, database: "ok", storefront: "ok" });
    const stats = (await (await stack.demoShop("/__demo/stats")).json()) as { graphqlRequests: number };
    expect(stats.graphqlRequests).toBeGreaterThanOrEqual(1);
  });

  it("writes to the database through the libSQL server from inside workerd", async () => {
    const sessionId = crypto.randomUUID();
    const ping = (currentPage: string) =>
      stack.fetch("/api/visitor-sessions", {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": "worker-test" },
        body: JSON.stringify({ sessionId, currentPage }),
      });
    const first = await ping("/");
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ result: "inserted" });
    const second = await ping("/products");
    expect(await second.json()).toMatchObject({ result: "updated" });

    const rows = await stack.sql.execute({
      sql: "select current_page, user_agent, is_active from user_sessions where session_id = ?",
      args: [sessionId],
    });
    expect(rows.rows).toEqual([
      expect.objectContaining({ current_page: "/products", user_agent: "worker-test", is_active: 1 }),
    ]);
  });

  it("records a product view when a visitor arrives on a product page, not on heartbeats", async () => {
    const sessionId = crypto.randomUUID();
    const ping = (currentPage: string, pageView: boolean) =>
      stack.fetch("/api/visitor-sessions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ sessionId, currentPage, pageView }),
      });
    expect(await (await ping("/products/saffron-linen-overalls", true)).json()).toMatchObject({ productView: true });
    expect(await (await ping("/products/saffron-linen-overalls", false)).json()).toMatchObject({ productView: false });
    expect(await (await ping("/shopify-product/luna-denim-jumpsuit", true)).json()).toMatchObject({
      productView: true,
    });
    expect(await (await ping("/products", true)).json()).toMatchObject({ productView: false });
    expect(await (await ping("/products/%E0%A4%A", true)).json()).toMatchObject({ productView: false });

    const views = await stack.sql.execute({
      sql: "select shopify_product_id, page_url from product_views where session_id = ? order by created_at",
      args: [sessionId],
    });
    expect(views.rows.map((row) => row.shopify_product_id)).toEqual(["saffron-linen-overalls", "luna-denim-jumpsuit"]);
    expect(String(views.rows[0].page_url)).toBe(`${stack.url}/products/saffron-linen-overalls`);
  });

  it("answers bad visitor-session input with 400, never 500", async () => {
    for (const body of ['{"sessionId":"nope","currentPage":"/"}', "not json", '{"sessionId":null}']) {
      const response = await stack.fetch("/api/visitor-sessions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
    }
  });

  it("serves static assets from the same Worker", async () => {
    const response = await stack.fetch("/favicon.svg");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<svg");
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    const response = await stack.fetch("/no-such-page/here");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});
