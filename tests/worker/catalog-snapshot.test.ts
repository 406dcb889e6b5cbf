// The catalogue snapshot (decision 023) through the real parts: the built
// Worker in workerd with its R2 bucket and Cron Trigger, the demo shop
// editing a product and sending Shopify's signed webhook, and a second Worker
// instance standing in for a fresh isolate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlOf, parseHtml, textOf } from "../support/html";
import { signShopifyWebhook } from "../../app/lib/orders/shopify-webhook";
import { startSecondWorker, startTestStack, type TestStack } from "../support/worker-stack";
import { eventually } from "../support/background-writes";

const SECRET = "snapshot-webhook-secret";
let stack: TestStack;
beforeAll(async () => {
  // Isolates look for a newer snapshot every 300 ms here instead of every 30 s.
  stack = await startTestStack({
    bindings: { SHOPIFY_WEBHOOK_SECRET: SECRET, CATALOG_SNAPSHOT_CHECK_MS: "300", HTML_CACHE: "off" },
  });
});
afterAll(async () => {
  await stack?.close();
});

type Stats = { graphqlRequests: number };
const stats = async (): Promise<Stats> => (await stack.demoShop("/__demo/stats")).json() as Promise<Stats>;
const resetStats = () => stack.demoShop("/__demo/stats/reset", { method: "POST" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const snapshots = () => stack.miniflare.getR2Bucket("CATALOG_SNAPSHOTS");

async function storedSnapshot() {
  const bucket = await snapshots();
  const listed = await bucket.list();
  expect(listed.objects).toHaveLength(1);
  const object = await bucket.head(listed.objects[0].key);
  return {
    key: listed.objects[0].key,
    version: object!.customMetadata!.version,
    productCount: Number(object!.customMetadata!.productCount),
  };
}

function showingOf(html: string): string | null {
  return /Showing \d+-\d+ of \d+ products(?: for "[^"]*")?/.exec(textOf(parseHtml(html)))?.[0] ?? null;
}

async function secondWorker(bindings: Record<string, string> = {}) {
  return startSecondWorker(stack, { SHOPIFY_WEBHOOK_SECRET: SECRET, ...bindings });
}

/** Edits the first shop product listed on `listingPath` (database products live elsewhere) in the demo shop. */
async function editShopProduct(listingPath: string, change: object): Promise<{ webhookStatus: number | null }> {
  const html = await (await stack.fetch(listingPath)).text();
  for (const [, handle] of html.matchAll(/href="\/products\/([a-z0-9-]+)"/g)) {
    const edit = await stack.demoShop(`/__demo/products/${handle}`, { method: "POST", body: JSON.stringify(change) });
    if (edit.status === 200) return (await edit.json()) as { webhookStatus: number | null };
  }
  throw new Error(`No shop product on ${listingPath}`);
}

describe("the catalogue snapshot", () => {
  it("is built by the first listing when none exists, and written to R2 in the background", async () => {
    expect((await (await snapshots()).list()).objects).toHaveLength(0);
    const first = await stack.fetch("/products");
    expect(first.status).toBe(200);
    expect(first.headers.get("Server-Timing")).toMatch(/catalog;dur=[\d.]+;desc="shop"/);
    expect(await eventually(async () => (await (await snapshots()).list()).objects.length === 1)).toBe(true);
    const stored = await storedSnapshot();
    expect(stored.key).toMatch(/^catalog\/v\d+\//);
    expect(stored.productCount).toBe(Number(/of (\d+) products/.exec(showingOf(await first.text())!)![1]));
  });

  it("lets a fresh isolate answer from the snapshot without reading the shop", async () => {
    const fresh = await secondWorker();
    try {
      await resetStats();
      const response = await fetch(`${fresh.url}/products?page=2`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Server-Timing")).toMatch(/catalog;dur=[\d.]+;desc="snapshot"/);
      expect(await response.text()).toMatch(/Showing 25-48 of \d+ products/);
      expect((await stats()).graphqlRequests).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it("the Cron Trigger writes a new version, and a running isolate picks it up within its check interval", async () => {
    const before = await storedSnapshot();
    // Edited without a webhook: only the next scheduled snapshot can notice.
    await editShopProduct("/products?sort=title", { title: "Aaa Cronberry Wrap" });
    expect(await (await stack.fetch("/products?q=cronberry")).text()).toContain("No products found");

    const other = await secondWorker();
    try {
      const worker = await other.miniflare.getWorker();
      await worker.scheduled({ cron: "*/5 * * * *" });
    } finally {
      await other.close();
    }
    const after = await storedSnapshot();
    expect(after.version).not.toBe(before.version);

    // The first isolate still holds the old version in memory; it checks R2 at most every 300 ms here.
    const found = await eventually(async () =>
      /Showing 1-1 of 1 products for "cronberry"/.test(
        textOf(await htmlOf(await stack.fetch("/products?q=cronberry"))),
      ),
    );
    expect(found).toBe(true);
  });

  it("a product webhook with a bad signature is refused and changes nothing", async () => {
    const before = await storedSnapshot();
    const body = JSON.stringify({ id: 1, title: "Forged" });
    for (const signature of [null, await signShopifyWebhook(body, "another-secret")]) {
      const response = await stack.fetch("/webhooks/shopify/products-update", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(signature ? { "X-Shopify-Hmac-Sha256": signature } : {}) },
        body,
      });
      expect(response.status).toBe(401);
    }
    const unsignedGarbage = await stack.fetch("/webhooks/shopify/products-create", {
      method: "POST",
      headers: { "X-Shopify-Hmac-Sha256": await signShopifyWebhook("not json", SECRET) },
      body: "not json",
    });
    expect(unsignedGarbage.status).toBe(400);
    // Signed, but for another topic, or captured and replayed after the 48-hour window: refused, nothing rebuilt.
    const signed = await signShopifyWebhook(body, SECRET);
    for (const headers of [
      { "X-Shopify-Topic": "products/create", "X-Shopify-Triggered-At": new Date().toISOString() },
      {
        "X-Shopify-Topic": "products/update",
        "X-Shopify-Triggered-At": new Date(Date.now() - 49 * 60 * 60_000).toISOString(),
      },
    ]) {
      const response = await stack.fetch("/webhooks/shopify/products-update", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Shopify-Hmac-Sha256": signed, ...headers },
        body,
      });
      expect(response.status).toBe(400);
    }
    expect((await stack.fetch("/webhooks/shopify/products-delete")).status).toBe(405);
    await sleep(300);
    expect((await storedSnapshot()).version).toBe(before.version);
  });

  it("the demo shop's signed products/update webhook makes the edit visible after the next snapshot", async () => {
    const before = await storedSnapshot();
    const edit = await editShopProduct("/products?sort=price_desc", {
      title: "Webhookberry Kaftan",
      notify: { url: `${stack.url}/webhooks/shopify/products-update`, secret: SECRET },
    });
    expect(edit.webhookStatus).toBe(200);
    const visible = await eventually(async () =>
      /Showing 1-1 of 1 products for "webhookberry"/.test(
        textOf(await htmlOf(await stack.fetch("/products?q=webhookberry"))),
      ),
    );
    expect(visible).toBe(true);
    expect(await eventually(async () => (await storedSnapshot()).version !== before.version)).toBe(true);
  });

  it("a broken snapshot never breaks the listing: a fresh isolate builds from the shop instead", async () => {
    const { key } = await storedSnapshot();
    const bucket = await snapshots();
    const good = await (await bucket.get(key))!.arrayBuffer();
    // Cut off half-way, as a failed upload would leave it, with the good metadata.
    await bucket.put(key, good.slice(0, Math.floor(good.byteLength / 2)), {
      customMetadata: { version: "broken", builtAt: String(Date.now()), productCount: "0" },
    });
    const fresh = await secondWorker();
    try {
      const response = await fetch(`${fresh.url}/products`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Server-Timing")).toMatch(/desc="shop"/);
      expect(showingOf(await response.text())).toMatch(/^Showing 1-24 of/);
      // The rebuilt snapshot replaces the broken one.
      expect(await eventually(async () => (await storedSnapshot()).version !== "broken")).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
