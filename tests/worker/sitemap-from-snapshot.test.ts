// /sitemap.xml from what the Worker already has: the catalogue snapshot for
// products and collections, then the HTML cache. Before, every request paged
// the whole shop (41 Storefront requests at 10,000 products). Its content is
// what the shop and the database hold, checked here against both directly.
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../app/lib/navigation/public-pages";
import { DEFAULT_ACCESS_TOKEN } from "../../workers/demo-shop/server";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 300 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const storefrontRequests = async () =>
  ((await (await stack.demoShop("/__demo/stats")).json()) as { graphqlRequests: number }).graphqlRequests;
const resetStats = () => stack.demoShop("/__demo/stats/reset", { method: "POST" });
const day = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 10) : null);

type Page = {
  nodes: { handle: string; updatedAt: string }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

/** Every handle and last change the shop itself lists, paged as Shopify pages. */
async function shopList(field: "products" | "collections"): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  let after: string | null = null;
  for (;;) {
    const answer = (await (
      await stack.demoShop("/api/2025-01/graphql.json", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": DEFAULT_ACCESS_TOKEN },
        body: JSON.stringify({
          query: `query ($after: String) { ${field}(first: 250, after: $after) { nodes { handle updatedAt } pageInfo { hasNextPage endCursor } } }`,
          variables: { after },
        }),
      })
    ).json()) as { data: Record<string, Page> };
    const page = answer.data[field];
    for (const node of page.nodes) found.set(node.handle, day(node.updatedAt));
    if (!page.pageInfo.hasNextPage) return found;
    after = page.pageInfo.endCursor;
  }
}

function entriesUnder(xml: string, prefix: string): Map<string, string | null> {
  const entries = new Map<string, string | null>();
  for (const [, loc, lastmod] of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)) {
    const path = new URL(loc).pathname;
    if (path.startsWith(prefix)) entries.set(decodeURIComponent(path.slice(prefix.length)), lastmod ?? null);
  }
  return entries;
}

describe("/sitemap.xml", () => {
  it("asks the shop nothing once the catalogue is loaded, and lists every shop and database product and collection with its last change", async () => {
    // A listing loads the catalogue (and stores the snapshot) as any first visitor does.
    expect((await stack.fetch("/products")).status).toBe(200);
    await sleep(500);
    await resetStats();
    const first = await stack.fetch("/sitemap.xml");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toContain("application/xml");
    const xml = await first.text();
    expect(await storefrontRequests()).toBe(0);
    await sleep(200); // the store runs in waitUntil
    const second = await stack.fetch("/sitemap.xml");
    expect(second.headers.get("X-Html-Cache")).toBe("hit");
    expect(await second.text()).toBe(xml);
    expect(await storefrontRequests()).toBe(0);

    const shopProducts = await shopList("products");
    const shopCollections = await shopList("collections");
    const databaseProducts = (await stack.sql.execute("select slug, updated_at from products where is_active = 1"))
      .rows;
    expect(shopProducts.size).toBe(300);
    expect(databaseProducts.length).toBeGreaterThan(0);
    const expectedProducts = new Map(shopProducts);
    for (const row of databaseProducts) expectedProducts.set(String(row.slug), day(String(row.updated_at)));
    expect(entriesUnder(xml, "/products/")).toEqual(expectedProducts);
    // A collection the site map's public pages already name (Goddess, Sale, ...) is listed once, first, as that page.
    for (const page of PUBLIC_PAGES)
      if (page.path.startsWith("/collections/")) shopCollections.set(page.path.slice("/collections/".length), null);
    expect(entriesUnder(xml, "/collections/")).toEqual(shopCollections);
    expect(xml).toContain("/blog/");
    expect(xml).toContain("/lookbooks/");
  });
});
