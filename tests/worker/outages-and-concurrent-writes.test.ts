// Through the built Worker in workerd: a Storefront outage and a database
// outage give the shopper clear messages instead of a 500, and concurrent
// writes (two tabs, one account, one cart line) give one result each.
import { describe, expect, it } from "vitest";
import { actionReply, loaderData } from "../support/single-fetch";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";
import { uniqueEmail } from "../support/emails";

const SITE_URL = "https://shop.boho.test";
const stack = useTestStack({ bindings: { SITE_URL, HTML_CACHE: "off" } });

const signUp = (email: string, password: string) =>
  new Shopper(stack).post("/auth", { intent: "signup", email, password });
const rows = async (sql: string, ...args: string[]) => (await stack.sql.execute({ sql, args })).rows;

describe("a Storefront outage", () => {
  it("a cart change and the cart page answer the spec's message instead of a 500, and keep the cart's lines", async () => {
    const variantId = "gid://shopify/ProductVariant/4100693";
    const cartShopper = new Shopper(stack);
    const added = await cartShopper.post("/cart", { intent: "add", variantId, quantity: "1", redirectTo: "/cart" });
    expect(added.status).toBe(303);
    await stack.demoShop("/__demo/faults", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "http503", count: 1000 }),
    });
    try {
      const change = await cartShopper.post("/cart", { intent: "add", variantId, quantity: "1", redirectTo: "/cart" });
      expect(change.status).toBe(303);
      const page = await cartShopper.follow(change);
      expect(page).toContain("Service temporarily unavailable");
      expect(page).not.toMatch(/Shopify HTTP|503 Service Unavailable/);
    } finally {
      await stack.demoShop("/__demo/faults", { method: "DELETE" });
    }
    // The line was neither lost nor doubled: the failed change left the cookie alone.
    const after = await cartShopper.get("/cart.data?_routes=routes/cart");
    const cartPage = await loaderData<{
      cart: { lines: { variantId: string; quantity: number }[] };
      unavailable: string | null;
    }>(after, "routes/cart");
    expect(cartPage.unavailable).toBeNull();
    expect(cartPage.cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([[variantId, 1]]);
  });
});

describe("a database outage", () => {
  it("keeps catalogue pages for signed-in shoppers, answers sign-in and newsletter with clear messages, and loses nothing", async () => {
    const shopper = new Shopper(stack);
    expect((await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
    await (await shopper.get("/products")).arrayBuffer(); // the catalogue is warm
    await stack.stopDatabase();
    try {
      const listing = await shopper.get("/products");
      expect(listing.status).toBe(200);
      expect(await listing.text()).toContain(DEMO_SHOPPER.email);
      const visitor = new Shopper(stack);
      const signIn = await visitor.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
      expect(signIn.status).toBe(503);
      expect(await signIn.text()).toContain("Service temporarily unavailable");
      const newsletter = await shopper.post("/newsletter", { redirectTo: "/", _reply: "json" });
      expect(newsletter.status).toBe(503);
      expect(await newsletter.text()).toContain("Subscription failed");
      const favorites = await shopper.get("/favorites");
      expect(favorites.status).toBe(503);
      expect(await favorites.text()).toContain("Unable to load favorites");
    } finally {
      await stack.startDatabase();
    }
    expect((await new Shopper(stack).signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
  });
});

describe("concurrency: one consistent result each", () => {
  it("two tabs favoriting the same product at once store one row; two toggles at once leave at most one", async () => {
    const email = DEMO_SHOPPER.email;
    const tab = new Shopper(stack);
    expect((await tab.signIn(email, DEMO_SHOPPER.password)).status).toBe(303);
    // A product the catalogue holds: a favorite names the product, the server reads the rest.
    const vase = await stack.sql.execute("select id from products where slug = 'terracotta-sun-ceramic-vase'");
    const productId = `db_${vase.rows[0]!.id}`;
    await stack.sql.execute({ sql: "delete from favorites where product_id = ?", args: [productId] });
    const favorite = { productId, redirectTo: "/favorites" };
    const added = await Promise.all([
      tab.post("/favorites", { intent: "add", ...favorite }),
      tab.post("/favorites", { intent: "add", ...favorite }),
    ]);
    expect(added.map((response) => response.status)).toEqual([303, 303]);
    const count = async () =>
      Number(
        (
          await rows(
            "select count(*) as n from favorites f join users u on u.id = f.user_id where u.email = ? and f.product_id = ?",
            email,
            productId,
          )
        )[0].n,
      );
    expect(await count()).toBe(1);
    const toggled = await Promise.all([
      tab.post("/favorites", { intent: "toggle", ...favorite }),
      tab.post("/favorites", { intent: "toggle", ...favorite }),
    ]);
    expect(toggled.every((response) => response.status < 500)).toBe(true);
    expect(await count()).toBeLessThanOrEqual(1);
  });

  it("the same cart line changed twice at once: each answer is one whole cart with one line for the variant", async () => {
    const variantId = "gid://shopify/ProductVariant/4100693";
    const cartPost = (fields: Record<string, string>, cookie = "") =>
      stack.fetch("/cart.data", {
        method: "POST",
        body: new URLSearchParams({ ...fields, _reply: "json" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      });
    const first = await cartPost({ intent: "add", variantId, quantity: "1" });
    const cookie = (first.headers.get("Set-Cookie") ?? "").split(";")[0];
    await first.arrayBuffer();
    const answers = await Promise.all([
      cartPost({ intent: "update", variantId, quantity: "3" }, cookie),
      cartPost({ intent: "update", variantId, quantity: "5" }, cookie),
    ]);
    const carts = await Promise.all(
      answers.map(async (response) => {
        expect(response.status).toBe(200);
        const reply = await actionReply<{ cart: { lines: { variantId: string; quantity: number }[] } }>(response);
        return reply.cart.lines;
      }),
    );
    expect(carts.map((lines) => lines.map((line) => [line.variantId, line.quantity])).sort()).toEqual([
      [[variantId, 3]],
      [[variantId, 5]],
    ]);
  });

  it("two sign-ups with one email at once make one account and no error", async () => {
    const email = uniqueEmail("twice");
    const answers = await Promise.all([signUp(email, "First@2026pass"), signUp(email, "Second@2026pass")]);
    expect(answers.map((response) => response.status)).toEqual([303, 303]);
    expect(await rows("select id from users where email = ?", email)).toHaveLength(1);
    expect(await rows("select p.id from profiles p join users u on u.id = p.id where u.email = ?", email)).toHaveLength(
      1,
    );
  });
});
