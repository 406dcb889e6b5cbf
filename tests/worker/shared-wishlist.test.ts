// Wishlists shared by link, through the built Worker: the owner turns a link
// on from /favorites, a visitor opens it and sees the owner's favorites as the
// catalogue has them (never the owner's email), "Add all to cart" fills the
// visitor's cart with what is in stock and has nothing to choose (a piece with
// sizes is left out, and the page says so), and a link turned off stays dead.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { PROJECT_ROOT } from "../../scripts/local-stack";
import { DEFAULT_ACCESS_TOKEN } from "../../workers/demo-shop/server";
import { htmlOf, parseHtml, textOf } from "../support/html";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { Shopper, signedInAdmin } from "../support/http-shopper";

let stack: TestStack;
let owner: Shopper;
beforeAll(async () => {
  stack = await startTestStack({ bindings: { HTML_CACHE: "off" } });
  owner = new Shopper(stack);
  expect((await owner.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
});
afterAll(async () => {
  await stack?.close();
});

type ShopProduct = { id: string; handle: string; title: string; available: boolean };

async function shopQuery<T>(query: string): Promise<T> {
  const answer = await stack.demoShop("/api/2025-01/graphql.json", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": DEFAULT_ACCESS_TOKEN },
    body: JSON.stringify({ query }),
  });
  return ((await answer.json()) as { data: T }).data;
}

/**
 * Two in-stock products with one variant (nothing to choose: "Add all" adds them), one whose several variants are
 * all for sale (a size to choose: "Add all" leaves it to her), and the sold-out kimono.
 */
async function wishlistProducts(): Promise<{ available: ShopProduct[]; toChoose: ShopProduct; soldOut: ShopProduct }> {
  const { products } = await shopQuery<{
    products: {
      nodes: Array<{ id: string; handle: string; title: string; variants: { nodes: { availableForSale: boolean }[] } }>;
    };
  }>(`{ products(first: 250) { nodes { id handle title variants(first: 50) { nodes { availableForSale } } } } }`);
  const shopProduct = (node: (typeof products.nodes)[number]) => ({
    id: node.id,
    handle: node.handle,
    title: node.title,
    available: true,
  });
  const allForSale = (node: (typeof products.nodes)[number]) =>
    node.variants.nodes.length > 0 && node.variants.nodes.every((v) => v.availableForSale);
  const available = products.nodes
    .filter((node) => allForSale(node) && node.variants.nodes.length === 1)
    .slice(0, 2)
    .map(shopProduct);
  const toChoose = products.nodes.find((node) => allForSale(node) && node.variants.nodes.length > 1);
  const { product } = await shopQuery<{ product: { id: string; handle: string; title: string } }>(
    `{ product(handle: "sedona-velvet-maxi-kimono") { id handle title } }`,
  );
  expect(available).toHaveLength(2);
  expect(toChoose).toBeDefined();
  return { available, toChoose: shopProduct(toChoose!), soldOut: { ...product, available: false } };
}

async function favorite(who: Shopper, productId: string) {
  const response = await who.post("/favorites", { intent: "add", productId, redirectTo: "/favorites" });
  expect(response.status).toBe(303);
}

/** The link the owner's /favorites shows, or null when sharing is off. */
async function shownLink(who: Shopper): Promise<string | null> {
  const page = await htmlOf(await who.get("/favorites"));
  return page.querySelector("[data-wishlist-link]")?.getAttribute("href") ?? null;
}

async function shareOn(who: Shopper): Promise<string> {
  const response = await who.post("/favorites", { intent: "wishlist-share-on" });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/favorites#share-wishlist");
  const link = await shownLink(who);
  expect(link).toMatch(/^http:\/\/[^/]+\/wishlist\/[A-Za-z0-9_-]{43}$/);
  return new URL(link!).pathname;
}

async function shareOff(who: Shopper) {
  const response = await who.post("/favorites", { intent: "wishlist-share-off" });
  expect(response.status).toBe(303);
  expect(await shownLink(who)).toBeNull();
}

/** The variant ids the shared page's "Add all to cart" form posts. */
function addAllVariantIds(document: Document): string[] {
  const form = document.querySelector('form[aria-label^="Add all to cart"]');
  return [...(form?.querySelectorAll('input[name="variantId"]') ?? [])].map((input) => input.getAttribute("value")!);
}

let products: { available: ShopProduct[]; toChoose: ShopProduct; soldOut: ShopProduct };
let sharedPath = "";

describe("sharing a wishlist", () => {
  it("a guest cannot share: the post is sent to sign-in and nothing is stored", async () => {
    const guest = new Shopper(stack);
    const response = await guest.post("/favorites", { intent: "wishlist-share-on" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Ffavorites");
    expect((await stack.sql.execute("select count(*) as n from shared_wishlists")).rows[0]!.n).toBe(0);
  });

  it("shares a link that shows the owner's live products, links each to its page, and never the owner's email", async () => {
    products = await wishlistProducts();
    for (const product of [...products.available, products.toChoose, products.soldOut])
      await favorite(owner, product.id);
    // A favorite the catalogue no longer holds is left out of the shared page.
    await stack.sql.execute({
      sql: "insert into favorites (id, user_id, product_id, product_name, product_price) select 'gone-fav', id, 'gid://shopify/Product/987654321', 'Vanished Poncho', '10.00' from users where email = ?",
      args: [DEMO_SHOPPER.email],
    });
    expect(await shownLink(owner)).toBeNull();
    sharedPath = await shareOn(owner);

    const visitor = new Shopper(stack);
    const response = await visitor.get(sharedPath);
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = parseHtml(html);
    expect(textOf(page.querySelector("h1"))).toBe("My wishlist");
    const list = page.querySelector('ul[aria-label="Products on My wishlist"]');
    const names = [...(list?.querySelectorAll("li") ?? [])].map((item) => {
      const link = [...item.querySelectorAll("a")].find((a) => textOf(a) !== "")!;
      return { title: textOf(link), href: link.getAttribute("href") };
    });
    expect(names).toEqual(
      expect.arrayContaining(
        [...products.available, products.toChoose, products.soldOut].map((product) => ({
          title: product.title,
          href: `/products/${product.handle}`,
        })),
      ),
    );
    expect(names).toHaveLength(4);
    expect(html).not.toContain("Vanished Poncho");
    expect(textOf(list!.querySelector(`li[data-product="${products.soldOut.id}"]`))).toContain("Sold out");
    // Each link opens its product.
    const productPage = await visitor.get(names[0]!.href!);
    expect(productPage.status).toBe(200);
    expect(textOf((await htmlOf(productPage)).querySelector("h1"))).toBe(names[0]!.title);
    // Nothing names the owner: no email, no account name, no "Shared by".
    expect(html).not.toContain(DEMO_SHOPPER.email);
    expect(html.toLowerCase()).not.toContain("shopper@");
    expect(html).not.toContain("Shared by");
    const ownerId = (
      await stack.sql.execute({ sql: "select id from users where email = ?", args: [DEMO_SHOPPER.email] })
    ).rows[0]!.id as string;
    expect(html).not.toContain(ownerId);
  });

  it("is noindex by header and meta, never stored by a shared cache, and answers the same for its 404", async () => {
    for (const path of [sharedPath, "/wishlist/no-such-wishlist"]) {
      const response = await stack.fetch(path);
      expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const page = await htmlOf(response);
      expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    }
    // The page's data, as a client-side navigation fetches it, is not stored either.
    const data = await stack.fetch(`${sharedPath}.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("is never in the sitemap", async () => {
    const xml = await (await stack.fetch("/sitemap.xml")).text();
    expect(xml).toContain("<loc>");
    expect(xml).not.toContain("/wishlist");
    const page = await (await stack.fetch("/sitemap")).text();
    expect(page).not.toContain("/wishlist");
  });

  it("shows the list's new name and the owner's display name once set; bad details are refused and kept", async () => {
    const tooLong = "x".repeat(61);
    const refused = await owner.post("/favorites", {
      intent: "wishlist-details",
      name: tooLong,
      displayName: "Juniper",
    });
    expect(refused.status).toBe(400);
    const refusedPage = await htmlOf(refused);
    expect(textOf(refusedPage.querySelector("#wishlist-details-name-error"))).toBe(
      "Keep the name to 60 characters or fewer.",
    );
    expect(refusedPage.querySelector("#wishlist-details-displayName")?.getAttribute("value")).toBe("Juniper");
    const empty = await owner.post("/favorites", { intent: "wishlist-details", name: "  ", displayName: "" });
    expect(empty.status).toBe(400);
    expect(textOf((await htmlOf(empty)).querySelector("#wishlist-details-name-error"))).toBe(
      "Give your wishlist a name.",
    );

    const saved = await owner.post("/favorites", {
      intent: "wishlist-details",
      name: "Festival <b>Picks</b>",
      displayName: "Juniper",
    });
    expect(saved.status).toBe(303);
    const html = await (await stack.fetch(sharedPath)).text();
    const page = parseHtml(html);
    expect(textOf(page.querySelector("h1"))).toBe("Festival <b>Picks</b>");
    expect(html).not.toContain("<b>Picks</b>");
    expect(textOf(page.querySelector("main"))).toContain("Shared by Juniper");
    expect(textOf(page.querySelector("title"))).toBe("Festival <b>Picks</b> | Boho Boutique");
  });

  it("adds every available product with nothing to choose in one post; the sized one and the sold-out one stay out, and it says so", async () => {
    const visitor = new Shopper(stack);
    const page = await htmlOf(await visitor.get(sharedPath));
    const ids = addAllVariantIds(page);
    expect(ids).toHaveLength(2);
    const note = textOf(page.querySelector('[data-testid="add-all-note"]'));
    expect(note).toContain(`Not added, choose a size or colour on its page: ${products.toChoose.title}.`);
    expect(note).toContain(`Sold out, not added: ${products.soldOut.title}.`);
    // Its card leads to its page, where she picks the size herself.
    const sized = page.querySelector(`li[data-product="${products.toChoose.id}"]`);
    expect(
      [...(sized?.querySelectorAll("a") ?? [])].some(
        (a) =>
          textOf(a).startsWith("Choose options") && a.getAttribute("href") === `/products/${products.toChoose.handle}`,
      ),
    ).toBe(true);
    const form = page.querySelector('form[aria-label^="Add all to cart"]')!;
    expect(form.getAttribute("action")).toBe("/cart");
    const fields = new URLSearchParams();
    for (const input of form.querySelectorAll("input[name]"))
      fields.append(input.getAttribute("name")!, input.getAttribute("value") ?? "");
    const response = await visitor.request("/cart", {
      method: "POST",
      body: fields,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: stack.url },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    const cart = await htmlOf(await visitor.get("/cart"));
    const lines = cart.querySelector('section[aria-label="Cart items"]');
    for (const product of products.available) expect(textOf(lines)).toContain(product.title);
    expect(textOf(lines)).not.toContain(products.soldOut.title);
    expect(textOf(lines)).not.toContain(products.toChoose.title);
    expect(lines?.querySelectorAll("li")).toHaveLength(2);
  });

  it("turning the link off makes it 404; turning it on again gives a new link and the old one stays dead", async () => {
    await shareOff(owner);
    const off = await stack.fetch(sharedPath);
    expect(off.status).toBe(404);
    const offPage = await htmlOf(off);
    expect(textOf(offPage.querySelector("h1"))).toBe("Wishlist not found");
    expect(textOf(offPage.querySelector("main"))).not.toContain("Festival");

    const renewed = await shareOn(owner);
    expect(renewed).not.toBe(sharedPath);
    expect((await stack.fetch(sharedPath)).status).toBe(404);
    const opened = await stack.fetch(renewed);
    expect(opened.status).toBe(200);
    expect(textOf((await htmlOf(opened)).querySelector("h1"))).toBe("Festival <b>Picks</b>");
    sharedPath = renewed;
  });

  it("answers 404, never a 500, for any other token", async () => {
    const tokens = [
      "x",
      "A".repeat(43),
      "a".repeat(4000),
      encodeURIComponent("<script>alert(1)</script>"),
      encodeURIComponent("' or 1=1 --"),
      "%00",
      "%E2%98%83%F0%9F%98%80",
      "..%2F..%2Fetc%2Fpasswd",
      `${sharedPath.slice("/wishlist/".length, -1)}_`,
      `${sharedPath.slice("/wishlist/".length)}x`,
    ];
    for (const token of tokens) {
      const response = await stack.fetch(`/wishlist/${token}`);
      expect(response.status, token.slice(0, 60)).toBe(404);
      expect(textOf((await htmlOf(response)).querySelector("h1"))).toBe("Wishlist not found");
    }
  });

  it("limits how often a shopper changes the link", async () => {
    let refused: Response | null = null;
    for (let attempt = 0; attempt < 40 && !refused; attempt += 1) {
      const response = await owner.post("/favorites", {
        intent: "wishlist-details",
        name: "Festival",
        displayName: "",
      });
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(303);
    }
    expect(refused).not.toBeNull();
    expect(refused!.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(textOf((await htmlOf(refused!)).querySelector("main"))).toContain(
      "Too many changes in a short time. Please wait a few minutes and try again.",
    );
  });
  // Issue 41 §10: a disabled account's list stayed public through its link.
  it("a disabled account's link answers 404 like a dead one, and opens again when the account is enabled", async () => {
    const opened = await stack.fetch(sharedPath);
    expect(opened.status).toBe(200);
    const admin = await signedInAdmin(stack);
    const ownerId = String(
      (await stack.sql.execute({ sql: "select id from users where email = ?", args: [DEMO_SHOPPER.email] })).rows[0]!
        .id,
    );
    expect((await admin.post("/admin/users", { intent: "disable", id: ownerId })).status).toBe(303);
    const disabled = await stack.fetch(sharedPath);
    expect(disabled.status).toBe(404);
    const page = await htmlOf(disabled);
    expect(textOf(page.querySelector("h1"))).toBe("Wishlist not found");
    expect(textOf(page.querySelector("main"))).not.toContain("Festival");

    expect((await admin.post("/admin/users", { intent: "enable", id: ownerId })).status).toBe(303);
    expect((await stack.fetch(sharedPath)).status).toBe(200);
    // Disabling ended the owner's sessions: sign in again for the tests after this one.
    expect((await owner.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
  });

  it("a shared page is valid HTML (W3C Nu checker)", async () => {
    const java = spawnSync("java", ["-version"]).status === 0;
    if (!java) return console.warn("shared-wishlist: the Nu check is skipped, `java` is not on this machine");
    const dir = mkdtempSync(join(tmpdir(), "shared-wishlist-"));
    const file = join(dir, "wishlist.html");
    writeFileSync(file, await (await stack.fetch(sharedPath)).text());
    const owners = join(dir, "favorites.html");
    writeFileSync(owners, await (await owner.get("/favorites")).text());
    const vnu = join(PROJECT_ROOT, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
    const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", file, owners], {
      encoding: "utf8",
    });
    const messages = (JSON.parse(run.stderr || run.stdout) as { messages: { type: string; message: string }[] })
      .messages;
    expect(messages.filter((message) => message.type === "error").map((message) => message.message)).toEqual([]);
  }, 120_000);
});
