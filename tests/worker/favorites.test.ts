// The favorites contract through the built Worker: POST /favorites with
// intent add | remove | toggle and the product fields; GET /favorites lists them.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";
import { fetcherPost } from "../support/single-fetch";

const stack = useTestStack({ productCount: 20 });
// Favorites name catalogue products: two of the studio's, by their catalogue ids.
const vase = { productId: "", productName: "Terracotta Sun Ceramic Vase" };
let necklaceId = "";
beforeAll(async () => {
  const idOf = async (slug: string) =>
    `db_${(await stack.sql.execute({ sql: "select id from products where slug = ?", args: [slug] })).rows[0]!.id}`;
  vase.productId = await idOf("terracotta-sun-ceramic-vase");
  necklaceId = await idOf("moonstone-crescent-necklace");
});

async function signedIn(email: string, password: string) {
  const shopper = new Shopper(stack);
  expect((await shopper.signIn(email, password)).status).toBe(303);
  return shopper;
}

async function favoriteIds(email: string): Promise<string[]> {
  const rows = await stack.sql.execute({
    sql: "select f.product_id from favorites f join users u on u.id = f.user_id where u.email = ? order by f.product_id",
    args: [email],
  });
  return rows.rows.map((row) => String(row.product_id));
}

describe("favorites", () => {
  it("sends anonymous visitors to sign in with the spec's message and their way back", async () => {
    const visitor = new Shopper(stack);
    const response = await visitor.post("/favorites", { intent: "add", ...vase, redirectTo: "/products?q=vase" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent("/products?q=vase")}`);
    expect(await visitor.follow(response)).toContain("You need to be signed in to save favorites");
  });

  it("adds a favorite once, lists it, and says so when it is already there", async () => {
    const shopper = await signedIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const added = await shopper.post("/favorites", { intent: "add", ...vase, redirectTo: "/favorites" });
    expect(added.status).toBe(303);
    const list = await shopper.follow(added);
    expect(list).toContain("Terracotta Sun Ceramic Vase");
    expect(list).toContain("$64.00");
    const again = await shopper.post("/favorites", { intent: "add", ...vase, redirectTo: "/favorites" });
    expect(await shopper.follow(again)).toContain("This item is already in your favorites");
    expect(await favoriteIds(DEMO_SHOPPER.email)).toEqual([vase.productId]);
  });

  it("toggles and removes, and keeps each shopper's favorites apart", async () => {
    const admin = await signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.post("/favorites", { intent: "toggle", productId: necklaceId, redirectTo: "/" });
    expect(await favoriteIds(DEMO_ADMIN.email)).toEqual([necklaceId]);
    await admin.post("/favorites", { intent: "toggle", productId: necklaceId, redirectTo: "/" });
    expect(await favoriteIds(DEMO_ADMIN.email)).toEqual([]);
    await admin.post("/favorites", { intent: "remove", productId: vase.productId, redirectTo: "/" });
    expect(await favoriteIds(DEMO_SHOPPER.email)).toEqual([vase.productId]);
  });

  it("answers bad input with 400 and a foreign return path with a local one", async () => {
    const shopper = await signedIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const bad = await shopper.post("/favorites", {
      intent: "explode",
      productId: "",
      redirectTo: "https://evil.example",
    });
    expect(bad.status).toBe(303);
    expect(bad.headers.get("Location")).toBe("/favorites");
    expect(await shopper.follow(bad)).toContain("Failed to add to favorites");
    const removed = await shopper.post("/favorites", {
      intent: "remove",
      productId: vase.productId,
      redirectTo: "//evil.example",
    });
    expect(removed.headers.get("Location")).toBe("/favorites");
    expect(await favoriteIds(DEMO_SHOPPER.email)).toEqual([]);
  });

  it("answers a fetcher's refused change with the one form failure shape, the heart's state under data", async () => {
    const visitor = await fetcherPost(new Shopper(stack), "/favorites", { intent: "add", ...vase });
    expect(visitor.status).toBe(401);
    expect(visitor.reply).toEqual({
      ok: false,
      intent: null,
      fieldErrors: {},
      formError: null,
      values: {},
      toast: { title: "You need to be signed in to save favorites", tone: "info" },
      data: null,
    });
    const shopper = await signedIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await fetcherPost(shopper, "/favorites", { intent: "add", ...vase });
    const again = await fetcherPost(shopper, "/favorites", { intent: "add", ...vase });
    expect(again.status).toBe(409);
    expect(again.reply).toMatchObject({
      ok: false,
      toast: { title: "This item is already in your favorites", tone: "info" },
      data: { change: "duplicate", isFavorite: true },
    });
    const unknown = await fetcherPost(shopper, "/favorites", { intent: "add", productId: "db_no-such-product" });
    expect(unknown.status).toBe(404);
    expect(unknown.reply).toMatchObject({
      ok: false,
      toast: { title: "Product not found" },
      data: { isFavorite: false },
    });
    expect(Object.keys(unknown.reply).sort()).toEqual(Object.keys(visitor.reply).sort());
    await fetcherPost(shopper, "/favorites", { intent: "remove", productId: vase.productId });
  });

  it("says Unable to add / remove / load favorites with 503 when the database fails, never the error page", async () => {
    const shopper = await signedIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    // The favorites table goes away under the Worker: a real database error on exactly these paths.
    await stack.sql.execute("alter table favorites rename to favorites_unreachable");
    try {
      const add = await shopper.post("/favorites.data", {
        intent: "toggle",
        ...vase,
        wasFavorite: "false",
        _reply: "json",
        redirectTo: "/products",
      });
      expect(add.status).toBe(503);
      expect(await add.text()).toContain("Unable to add to favorites");
      const remove = await shopper.post("/favorites", {
        intent: "remove",
        productId: vase.productId,
        redirectTo: "/products",
      });
      expect(remove.status).toBe(303);
      expect(await shopper.follow(remove)).toContain("Unable to remove from favorites");
      const page = await shopper.get("/favorites");
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain("Unable to load favorites");
      expect(html).toContain("<h1");
    } finally {
      await stack.sql.execute("alter table favorites_unreachable rename to favorites");
    }
  });
});
