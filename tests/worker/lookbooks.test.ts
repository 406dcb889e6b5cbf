// Lookbooks through the built Worker: the seeded looks for shoppers, "Add the
// look to cart" in one post (with and without JavaScript), and the admin's
// create / add product / publish / order / delete, audited.
import { describe, expect, it } from "vitest";
import { htmlOf, parseHtml, textOf } from "../support/html";
import { actionReply } from "../support/single-fetch";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

// Rows change and pages are read back: no shared HTML cache in between (decision 073).
const stack = useTestStack({ bindings: { HTML_CACHE: "off" } });
const admin = useSignedInAdmin(stack);

const KIMONO_VARIANTS = ["gid://shopify/ProductVariant/4100082", "gid://shopify/ProductVariant/4100083"]; // sedona-velvet-maxi-kimono, sold out

/**
 * The variant ids the look page's "Add the look to cart" form posts once a shopper picks: hidden inputs, and for
 * each select the first real option after its "Choose an option" placeholder (the select starts on no size).
 */
function lookFormVariantIds(html: string): string[] {
  const form = /<form[^>]*aria-label="Add the look to cart[^"]*"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  const ids: string[] = [];
  for (const match of form.matchAll(
    /<input type="hidden" name="variantId" value="([^"]+)"|<select[^>]*name="variantId"[^>]*>\s*<option value="" disabled="" selected="">Choose an option<\/option>\s*<option[^>]*value="([^"]+)"/g,
  ))
    ids.push(match[1] ?? match[2]);
  return ids;
}

/** Every size select of the look's form: required, and starting on the placeholder (no size picked for her). */
function lookFormSelects(html: string): string[] {
  const form = /<form[^>]*aria-label="Add the look to cart[^"]*"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  return [...form.matchAll(/<select[^>]*name="variantId"[^>]*>\s*<option[^>]*>/g)].map((match) => match[0]);
}

describe("lookbooks for shoppers", () => {
  it("lists the published looks, each page with its pieces, CollectionPage data and a canonical link, and the sitemap names them", async () => {
    const index = await (await stack.fetch("/lookbooks")).text();
    expect(index).toContain("Desert Bloom Weekend");
    expect(index).toContain('href="/lookbooks/slow-morning-layers"');
    const response = await stack.fetch("/lookbooks/desert-bloom-weekend");
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const title of [
      "Meadow Tiered Wrap Maxi Dress",
      "Wanderer Shell Layered Necklace",
      "Mystic Tapestry Tote",
      "Indigo Fringe Wool Fedora",
    ])
      expect(html).toContain(title);
    expect(html).toContain('"@type":"CollectionPage"');
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/lookbooks\/desert-bloom-weekend"/);
    expect(html).toContain("<strong>Wear it</strong>");
    const sitemap = await (await stack.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain("/lookbooks/desert-bloom-weekend</loc>");
    expect(sitemap).toContain("/lookbooks/slow-morning-layers</loc>");
    expect((await stack.fetch("/lookbooks/no-such-look")).status).toBe(404);
  });

  it("says which piece of a look is sold out", async () => {
    const html = await (await stack.fetch("/lookbooks/slow-morning-layers")).text();
    expect(html).toContain("Sedona Velvet Maxi Kimono is sold out; the rest of the look can still be added.");
    expect(html).toContain("Sold out, not added: Sedona Velvet Maxi Kimono.");
  });

  it("adds every in-stock piece in one post without JavaScript, skips the sold-out one, and lands on the cart with a toast naming it", async () => {
    const html = await (await stack.fetch("/lookbooks/slow-morning-layers")).text();
    const selects = lookFormSelects(html);
    expect(selects.length).toBeGreaterThan(0);
    for (const select of selects) {
      expect(select).toContain("required");
      expect(select).toMatch(/<option value="" disabled="" selected="">$/);
    }
    const ids = lookFormVariantIds(html);
    expect(ids).toHaveLength(4);
    expect(KIMONO_VARIANTS).toContain(ids[3]);
    const shopper = new Shopper(stack);
    const body = new URLSearchParams([
      ["intent", "add-several"],
      ["setName", "Slow Morning Layers"],
      ["redirectTo", "/cart"],
      ...ids.map((id) => ["variantId", id]),
    ]);
    const response = await shopper.request("/cart", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    const cart = await shopper.follow(response);
    expect(cart).toContain("Not added: Sedona Velvet Maxi Kimono (One Size / Burgundy) (sold out).");
    for (const title of ["Sunset Embroidered Cami", "Desert Rose Straight Jeans", "Maximalist Woven Mules"])
      expect(cart).toContain(title);
    expect(cart).not.toContain('href="/products/sedona-velvet-maxi-kimono"');
  });

  it("answers a fetcher with the new cart, the pieces added and what was skipped", async () => {
    const html = await (await stack.fetch("/lookbooks/slow-morning-layers")).text();
    const ids = lookFormVariantIds(html);
    const body = new URLSearchParams([
      ["intent", "add-several"],
      ["setName", "Slow Morning Layers"],
      ["redirectTo", "/cart"],
      ["_reply", "json"],
      ...ids.map((id) => ["variantId", id]),
    ]);
    const response = await stack.fetch("/cart.data", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    const answer = await actionReply<{
      ok: boolean;
      message: string;
      toast: { kind: string; title: string; quantity: number };
      cart: { lines: { variantId: string; quantity: number }[] };
    }>(response);
    expect(answer.ok).toBe(true);
    expect(answer.toast).toMatchObject({ kind: "added-several", title: "Slow Morning Layers", quantity: 3 });
    expect(answer.message).toContain("Sedona Velvet Maxi Kimono");
    expect(answer.cart.lines.map((line) => [line.variantId, line.quantity]).sort()).toEqual(
      ids
        .slice(0, 3)
        .map((id) => [id, 1])
        .sort(),
    );
  });

  it("adds nothing and says why when every piece posted is sold out", async () => {
    const body = new URLSearchParams([
      ["intent", "add-several"],
      ["_reply", "json"],
      ...KIMONO_VARIANTS.map((id) => ["variantId", id]),
    ]);
    const response = await stack.fetch("/cart.data", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(409);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("lookbooks in the admin", () => {
  let lookId = "";

  it("creates a draft look from a homepage image, keeps what was typed when the slug is taken", async () => {
    const taken = new FormData();
    for (const [name, value] of Object.entries({
      intent: "create",
      title: "Copy",
      slug: "desert-bloom-weekend",
      story: "Kept story",
      imageAlt: "",
      homepageImage: "/images/hero/hero-3.svg",
    }))
      taken.set(name, value);
    const refused = await admin.request("/admin/portfolio", { method: "POST", body: taken });
    expect(refused.status).toBe(409);
    const refusedPage = textOf(await htmlOf(refused));
    expect(refusedPage).toContain('Another look already uses the slug "desert-bloom-weekend"');
    expect(refusedPage).toContain("Kept story");

    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "create",
      title: "Canyon Sunset",
      slug: "",
      story: "Warm *tones*.",
      imageAlt: "Sage valley",
      homepageImage: "/images/hero/hero-3.svg",
    }))
      form.set(name, value);
    const response = await admin.request("/admin/portfolio", { method: "POST", body: form });
    expect(response.status).toBe(303);
    const rows = await stack.sql.execute(
      "select id, slug, is_published, image_path from looks where title = 'Canyon Sunset'",
    );
    expect(rows.rows[0]).toMatchObject({
      slug: "canyon-sunset",
      is_published: 0,
      image_path: "/images/hero/hero-3.svg",
    });
    lookId = String(rows.rows[0].id);
    expect(response.headers.get("Location")).toBe(`/admin/portfolio?look=${lookId}`);
    expect((await stack.fetch("/lookbooks/canyon-sunset")).status).toBe(404);
  });

  it("refuses to publish a look without products, then finds, adds and publishes", async () => {
    const empty = await admin.post("/admin/portfolio", { intent: "publish", id: lookId });
    expect(empty.status).toBe(409);
    const search = await (await admin.get(`/admin/portfolio?look=${lookId}&q=tapestry%20tote`)).text();
    expect(search).toContain("Mystic Tapestry Tote");
    const added = await admin.post("/admin/portfolio", {
      intent: "add-product",
      id: lookId,
      productId: "gid://shopify/Product/1000011",
      productHandle: "mystic-tapestry-tote",
      productTitle: "Mystic Tapestry Tote",
    });
    expect(added.status).toBe(303);
    const again = await admin.post("/admin/portfolio", {
      intent: "add-product",
      id: lookId,
      productId: "gid://shopify/Product/1000011",
      productHandle: "mystic-tapestry-tote",
      productTitle: "Mystic Tapestry Tote",
    });
    expect(again.status).toBe(409);
    expect((await admin.post("/admin/portfolio", { intent: "publish", id: lookId })).status).toBe(303);
    const page = await stack.fetch("/lookbooks/canyon-sunset");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<em>tones</em>");
  });

  it("moves a look up, deletes only after the confirm step, and audits every change", async () => {
    expect((await admin.post("/admin/portfolio", { intent: "move", id: lookId, direction: "up" })).status).toBe(303);
    const order = await stack.sql.execute("select slug from looks order by position");
    expect(order.rows.map((row) => row.slug)).toEqual(["desert-bloom-weekend", "canyon-sunset", "slow-morning-layers"]);
    // The first "Delete…" only asks (the admin kit's one confirmation); the look is still there.
    const question = await admin.post("/admin/portfolio", { intent: "delete", id: lookId });
    expect(question.status).toBe(200);
    const asked = parseHtml(await question.text());
    expect(textOf(asked)).toContain("Delete “Canyon Sunset”?");
    expect(
      [...asked.querySelectorAll('button[name="intent"][value="confirm-delete"]')].map((button) => textOf(button)),
    ).toEqual(["Yes, delete the look"]);
    expect((await stack.sql.execute(`select count(*) as n from looks where id = '${lookId}'`)).rows[0].n).toBe(1);
    const deleted = await admin.post("/admin/portfolio", { intent: "confirm-delete", id: lookId });
    expect(deleted.status).toBe(303);
    expect(await admin.follow(deleted)).toContain("Look deleted: Canyon Sunset");
    expect((await stack.sql.execute(`select count(*) as n from looks where id = '${lookId}'`)).rows[0].n).toBe(0);
    expect(
      (await stack.sql.execute(`select count(*) as n from look_products where look_id = '${lookId}'`)).rows[0].n,
    ).toBe(0);
    const audit = await stack.sql.execute("select action from audit_log where action like 'look%' order by created_at");
    expect(audit.rows.map((row) => row.action)).toEqual([
      "look_created",
      "look_product_added",
      "look_published",
      "looks_reordered",
      "look_deleted",
    ]);
  });

  it("answers 404 for a bad look id and 400 for a product not picked from the search", async () => {
    expect((await admin.get("/admin/portfolio?look=00000000-0000-0000-0000-000000000000")).status).toBe(404);
    const bad = await admin.post("/admin/portfolio", {
      intent: "add-product",
      id: lookId,
      productId: "javascript:alert(1)",
      productHandle: "x",
      productTitle: "x",
    });
    expect(bad.status).toBe(400);
  });
});
