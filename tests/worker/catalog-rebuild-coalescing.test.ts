// Who may rebuild the catalogue, and how often: the shopper's Refresh re-reads
// what the Worker has (never the shop); a product webhook counts once per
// product state however often its signed body is replayed; and triggers that
// arrive together, in one isolate or two, give one build plus at most one
// follow-up. Storefront requests are counted by the demo shop: at this size a
// build is one products page and one collections page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../support/html";
import { signShopifyWebhook } from "../../app/lib/orders/shopify-webhook";
import { startSecondWorker, startTestStack, type TestStack } from "../support/worker-stack";
import { signedInAdmin } from "../support/http-shopper";

const SECRET = "coalescing-webhook-secret";
const REQUESTS_PER_BUILD = 2;
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ productCount: 60, bindings: { SHOPIFY_WEBHOOK_SECRET: SECRET } });
  // The first page builds and stores the first snapshot.
  expect((await stack.fetch("/products")).status).toBe(200);
  await settled();
});
afterAll(async () => {
  await stack?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const storefrontRequests = async () =>
  ((await (await stack.demoShop("/__demo/stats")).json()) as { graphqlRequests: number }).graphqlRequests;
const resetStats = () => stack.demoShop("/__demo/stats/reset", { method: "POST" });
const leaseRows = async () =>
  Number(
    (await stack.sql.execute("select count(*) as n from site_settings where key like 'catalog_rebuild_lease:%'"))
      .rows[0].n,
  );

/** Background builds give no signal: wait until no lease is held and the shop has seen no request for a while. */
async function settled(): Promise<number> {
  let last = -1;
  let quietSince = Date.now();
  for (let attempt = 0; attempt < 300; attempt++) {
    const now = await storefrontRequests();
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince > 1500 && (await leaseRows()) === 0) return now;
    await sleep(100);
  }
  throw new Error("background builds never settled");
}

async function productWebhook(baseUrl: string, body: string, deliveryId: string): Promise<Response> {
  return fetch(`${baseUrl}/webhooks/shopify/products-update`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Shopify-Topic": "products/update",
      "X-Shopify-Webhook-Id": deliveryId,
      "X-Shopify-Triggered-At": new Date().toISOString(),
      "X-Shopify-Hmac-Sha256": await signShopifyWebhook(body, SECRET),
    },
    body,
  });
}

const productBody = (id: number, updatedAt: string) =>
  JSON.stringify({ id, admin_graphql_api_id: `gid://shopify/Product/${id}`, title: "Replayed", updated_at: updatedAt });

describe("the shopper's Refresh", () => {
  it("re-reads what the Worker has: ten at once ask the shop nothing and leave the cached pages in place", async () => {
    await stack.fetch("/about");
    await sleep(200); // the store runs in waitUntil
    expect((await stack.fetch("/about")).headers.get("X-Html-Cache")).toBe("hit");
    await resetStats();
    const refreshes = await Promise.all(
      Array.from({ length: 10 }, () =>
        stack.fetch("/products?index", {
          method: "POST",
          body: new URLSearchParams({ intent: "refresh", redirectTo: "/products?q=maxi" }),
        }),
      ),
    );
    for (const refreshed of refreshes) {
      expect(refreshed.status).toBe(302);
      expect(refreshed.headers.get("Location")).toBe("/products?q=maxi");
    }
    expect(await settled()).toBe(0);
    // Same snapshot, same page generation: the cached copy is still the one served.
    expect((await stack.fetch("/about")).headers.get("X-Html-Cache")).toBe("hit");
    const listing = await stack.fetch("/products?q=maxi");
    expect(listing.status).toBe(200);
    expect(textOf(await htmlOf(listing))).toMatch(/Showing 1-\d+ of \d+ products for "maxi"/);
  });
});

describe("product webhooks", () => {
  it("a captured body replayed three times with fresh ids and times rebuilds once", async () => {
    await resetStats();
    const body = productBody(1000003, new Date().toISOString());
    const answers = [];
    for (let replay = 0; replay < 3; replay++) {
      const response = await productWebhook(stack.url, body, `replay-${replay}-${Date.now()}`);
      expect(response.status).toBe(200);
      answers.push(((await response.json()) as { rebuild: string }).rebuild);
    }
    expect(answers[0]).toBe("started");
    expect(answers.slice(1)).toEqual(["duplicate", "duplicate"]);
    expect(await settled()).toBe(REQUESTS_PER_BUILD);
  });

  it("triggers arriving together in two isolates and from the admin button give one build and one follow-up, not one each", async () => {
    const other = await startSecondWorker(stack, { SHOPIFY_WEBHOOK_SECRET: SECRET });
    try {
      const admin = await signedInAdmin(stack);
      await resetStats();
      // The first build's first shop request is slow, so every trigger below arrives while it runs.
      await stack.demoShop("/__demo/faults", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ kind: "slow", delayMs: 3000, count: 1 }),
      });
      const stamp = new Date().toISOString();
      const first = await productWebhook(stack.url, productBody(1000009, stamp), `first-${Date.now()}`);
      expect(((await first.json()) as { rebuild: string }).rebuild).toBe("started");
      const triggers: Promise<Response>[] = [];
      for (let i = 0; i < 4; i++) {
        triggers.push(productWebhook(stack.url, productBody(1000010 + i, stamp), `a-${i}-${Date.now()}`));
        triggers.push(productWebhook(other.url, productBody(1000020 + i, stamp), `b-${i}-${Date.now()}`));
      }
      triggers.push(
        admin.post("/admin/tech-inventory", { intent: "rebuild-snapshot" }),
        admin.post("/admin/tech-inventory", { intent: "rebuild-snapshot" }),
      );
      const answers = await Promise.all(triggers);
      for (const answer of answers) expect(answer.status).toBeLessThan(400);
      // The first build, then one follow-up for all ten triggers that came during it.
      expect(await settled()).toBe(2 * REQUESTS_PER_BUILD);
    } finally {
      await other.close();
    }
  });
});
