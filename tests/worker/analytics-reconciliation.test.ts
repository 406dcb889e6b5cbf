// The owner's figures equal what visitors did: known views, adds and checkout
// hand-offs across visitor sessions, then every funnel figure on
// /admin/analytics and the dashboard is checked against them, and every
// product the dashboard lists opens its page.
import { describe, expect, it } from "vitest";
import { headings, parseHtml, textOf } from "../support/html";
import { useTestStack, useSignedInAdmin } from "../support/test-stack-for-file";

const stack = useTestStack({ bindings: { HTML_CACHE: "off" } });
const admin = useSignedInAdmin(stack);

const OVERALLS = {
  handle: "saffron-linen-overalls",
  variant: "gid://shopify/ProductVariant/4100693",
  numeric: "4100693",
};
const SHIRT = {
  handle: "marigold-floral-button-up-shirt",
  variant: "gid://shopify/ProductVariant/4100009",
  numeric: "4100009",
};

/** One visitor session: its own network, its own cart cookie. */
class Visitor {
  cart = "";
  readonly sessionId = crypto.randomUUID();
  constructor(readonly ip: string) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      "CF-Connecting-IP": this.ip,
      "User-Agent": "reconciliation-browser",
      ...(this.cart ? { Cookie: this.cart } : {}),
      ...extra,
    };
  }

  /** What the browser's visitor tracker sends on arriving at a page. */
  async arrive(page: string): Promise<void> {
    const response = await stack.fetch("/api/visitor-sessions", {
      method: "POST",
      headers: this.headers({ "Content-Type": "application/json" }),
      body: JSON.stringify({ sessionId: this.sessionId, currentPage: page, pageView: true }),
    });
    expect(await response.json()).toMatchObject({ ok: true });
  }

  /** Add to cart without JavaScript (from a listing or a product page alike). */
  async add(product: { variant: string }, from: string): Promise<void> {
    const body = new URLSearchParams({ intent: "add", variantId: product.variant, quantity: "1", redirectTo: from });
    const response = await stack.fetch("/cart", {
      method: "POST",
      body,
      headers: this.headers({ "Content-Type": "application/x-www-form-urlencoded" }),
    });
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("boho_cart="));
    this.cart = cookie!.split(";")[0];
  }

  /** Secure Checkout: our route records the hand-off and redirects to the shop's cart permalink. */
  async handOff(): Promise<string | null> {
    const response = await stack.fetch("/cart/checkout", { headers: this.headers() });
    expect(response.status).toBe(303);
    return response.headers.get("Location");
  }
}

function figure(html: string, label: string): number {
  const match = new RegExp(`<dt[^>]*>${label.replace(/[()]/g, "\\$&")}</dt><dd[^>]*>(\\d+)</dd>`).exec(html);
  if (!match) throw new Error(`no figure "${label}"`);
  return Number(match[1]);
}

function funnel(html: string): Record<string, number> {
  const table = /data-testid="shop-funnel"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
  return Object.fromEntries(
    [
      ...table.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th><td[^>]*data-testid="funnel-sessions"[^>]*>(\d+)<\/td>/g),
    ].map((match) => [match[1], Number(match[2])]),
  );
}

type Listed = { handle: string; title: string; href: string; image: string | null; visitors: number; views: number };

function mostViewed(html: string, heading: string): Listed[] {
  const section = new RegExp(`id="${heading}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";
  return [...section.matchAll(/<li[^>]*data-handle="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map((match) => ({
    handle: match[1],
    title: textOf(parseHtml(match[2]).querySelector("a")),
    href: /<a href="([^"]+)"/.exec(match[2])![1],
    image: /<img src="([^"]+)"/.exec(match[2])?.[1] ?? null,
    visitors: Number(/data-testid="product-visitors">(\d+)</.exec(match[2])![1]),
    views: Number(/data-testid="product-views">(\d+)</.exec(match[2])![1]),
  }));
}

async function productTitle(handle: string): Promise<string> {
  const html = await (await stack.fetch(`/products/${handle}`)).text();
  return headings(parseHtml(html), 1)[0]!;
}

describe("analytics reconcile with what visitors did", () => {
  it("N views, M adds and K hand-offs across sessions are every funnel figure on /admin/analytics and the dashboard", async () => {
    const a = new Visitor("198.51.100.101");
    const b = new Visitor("198.51.100.102");
    const c = new Visitor("2001:db8:fee1:1::1");
    const d = new Visitor("198.51.100.104");

    // A: views the overalls (and reloads the page), adds them, hands off twice.
    await a.arrive("/");
    await a.arrive(`/products/${OVERALLS.handle}`);
    await a.arrive(`/products/${OVERALLS.handle}`);
    await a.add(OVERALLS, `/products/${OVERALLS.handle}`);
    expect(await a.handOff()).toBe(`${stack.demoShopUrl}/cart/${OVERALLS.numeric}:1`);
    expect(await a.handOff()).toBe(`${stack.demoShopUrl}/cart/${OVERALLS.numeric}:1`);
    // B: views both, adds the shirt, does not check out.
    await b.arrive("/");
    await b.arrive(`/products/${OVERALLS.handle}`);
    await b.arrive(`/products/${SHIRT.handle}`);
    await b.add(SHIRT, `/products/${SHIRT.handle}`);
    // C: views the shirt only.
    await c.arrive("/");
    await c.arrive(`/products/${SHIRT.handle}`);
    // D: adds the overalls from the listing (no product page), hands off.
    await d.arrive("/products");
    await d.add(OVERALLS, "/products");
    expect(await d.handOff()).toBe(`${stack.demoShopUrl}/cart/${OVERALLS.numeric}:1`);

    const expected = {
      productViews: 4, // A 1 (the reload is the same view), B 2, C 1
      visitors: 4,
      funnel: { "Viewed a product": 3, "Added to cart": 3, "Checkout hand-off": 2 },
    };
    // Adds and hand-offs are written after the response: wait for them, never for a time.
    await expect
      .poll(async () => funnel(await (await admin.get("/admin/analytics?days=1")).text()), { timeout: 15_000 })
      .toEqual(expected.funnel);
    const analytics = await (await admin.get("/admin/analytics?days=1")).text();
    expect(figure(analytics, "Product views")).toBe(expected.productViews);
    expect(figure(analytics, "Visitors (sessions)")).toBe(expected.visitors);
    // 4 sessions took some step: 75% viewed, 75% added, 50% handed off; no step above 100%.
    const table = /data-testid="shop-funnel"[\s\S]*?<\/table>/.exec(analytics)![0];
    expect([...table.matchAll(/>(\d+(?:\.\d)?)%</g)].map((match) => Number(match[1]))).toEqual([75, 75, 50]);

    const overallsTitle = await productTitle(OVERALLS.handle);
    const shirtTitle = await productTitle(SHIRT.handle);
    // Sorted by handle: the two tie (2 visitors, 2 views each).
    const expectedTop = [
      { handle: SHIRT.handle, title: shirtTitle, visitors: 2, views: 2 },
      { handle: OVERALLS.handle, title: overallsTitle, visitors: 2, views: 2 },
    ];
    const pick = (rows: Listed[]) =>
      rows
        .map(({ handle, title, visitors, views }) => ({ handle, title, visitors, views }))
        .sort((x, y) => x.handle.localeCompare(y.handle));
    expect(pick(mostViewed(analytics, "top-products-heading"))).toEqual(expectedTop);

    const dashboard = await (await admin.get("/admin?period=today")).text();
    expect(figure(dashboard, "Visitors active now")).toBe(expected.visitors);
    expect(pick(mostViewed(dashboard, "top-products-heading"))).toEqual(expectedTop);
  });

  it("the dashboard lists product names with thumbnails linked to pages that answer 200, and never a path that is not a product", async () => {
    // Three networks view a page that is no product, more often than any real product was viewed.
    for (const ip of ["203.0.113.201", "203.0.113.202", "203.0.113.203"]) {
      const visitor = new Visitor(ip);
      await visitor.arrive("/products/no-such-product-anywhere");
      await visitor.arrive(`/products/${SHIRT.handle}`);
    }
    const dashboard = await (await admin.get("/admin?period=today")).text();
    const listed = mostViewed(dashboard, "top-products-heading");
    expect(listed.map((row) => row.handle)).toEqual([SHIRT.handle, OVERALLS.handle]);
    expect(dashboard).not.toContain("no-such-product-anywhere");
    for (const row of listed) {
      expect(row.title).toBe(await productTitle(row.handle));
      expect(row.image).toBeTruthy();
      expect(row.href).toBe(`/products/${row.handle}`);
      const page = await stack.fetch(row.href);
      expect(page.status).toBe(200);
      expect(textOf(parseHtml(await page.text()))).toContain(row.title);
    }
  });
});
