// Studio pieces in the admin through the built Worker: only admins reach the
// pages and actions; a piece is created, refused with each field's own message
// (what was typed kept), refused for a slug in use, saved, re-slugged (the old
// address answers 301), counted (and not counted over a sale made meanwhile),
// photographed (to R2, with variants) and taken off sale (gone from the shop, a
// clear line in carts); every change leaves audit rows with the values before
// and after; categories are made, renamed, ordered and switched off; the
// dashboard names what runs low.
import { describe, expect, it } from "vitest";
import { errorOf, fieldByLabel, parseHtml, textOf, valueOf } from "../support/html";
import { Shopper, signedInShopper } from "../support/http-shopper";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";
import { makeTestPhoto } from "../support/test-photos";

const stack = useTestStack({ productCount: 20 });
const admin = useSignedInAdmin(stack);

const pageText = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

async function handmadeCategoryId(): Promise<string> {
  const rows = await stack.sql.execute("select id from categories where slug = 'handmade'");
  return String(rows.rows[0]!.id);
}

/** The create form as a browser without JavaScript posts it, with these fields changed. */
async function pieceFields(fields: Record<string, string | string[]> = {}): Promise<URLSearchParams> {
  const values: Record<string, string | string[]> = {
    intent: "create",
    name: "Sunset Loom Wall Weave",
    slug: "",
    shortDescription: "Woven at golden hour.",
    description: "Hand-woven wool and cotton on a driftwood branch.",
    price: "64.50",
    comparePrice: "",
    tags: "wall art, weaving",
    specifications: "Material: wool and cotton\nBranch: driftwood",
    dimensions: "40 × 70 cm",
    inventoryQuantity: "3",
    stockSeen: "",
    isActive: "on",
    categoryIds: [await handmadeCategoryId()],
    ...fields,
  };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return body;
}

function postForm(who: Shopper, path: string, body: URLSearchParams) {
  return who.request(path, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

async function pieceBySlug(slug: string) {
  const rows = await stack.sql.execute({
    sql: "select id, name, slug, price, compare_price, inventory_quantity, is_active, images, image_alt_texts, tags, specifications from products where slug = ?",
    args: [slug],
  });
  return rows.rows[0] ? { ...rows.rows[0] } : null;
}

async function auditRows(action: string, productId: string) {
  const rows = await stack.sql.execute({
    sql: "select user_id, details from audit_log where action = ? and json_extract(details, '$.productId') = ? order by created_at",
    args: [action, productId],
  });
  return rows.rows.map((row) => ({
    userId: row.user_id,
    details: JSON.parse(String(row.details)) as Record<string, unknown>,
  }));
}

async function adminId(): Promise<string> {
  const rows = await stack.sql.execute("select id from users where email = 'admin@boho.test'");
  return String(rows.rows[0]!.id);
}

/** Reads a shop page until it says `text` (or no longer does): the catalogue snapshot is rebuilt after the answer. */
async function expectShopPage(path: string, text: string, shown = true): Promise<void> {
  await expect
    .poll(async () => (await pageText(await stack.fetch(path))).includes(text), { timeout: 15_000, interval: 100 })
    .toBe(shown);
}

describe("who reaches the studio pages", () => {
  it("sends anonymous visitors to /auth and shoppers home, from every page and action, and changes nothing", async () => {
    const [piece] = (await stack.sql.execute("select id from products limit 1")).rows;
    const paths = ["/admin/studio", "/admin/studio/new", `/admin/studio/${piece!.id}`, "/admin/studio/categories"];
    const shopper = await signedInShopper(stack);
    const before = (await stack.sql.execute("select count(*) as n, sum(price) as p from products")).rows[0];
    for (const path of paths) {
      const anonymous = await new Shopper(stack).get(path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("Location"), path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
      const asShopper = await shopper.get(path);
      expect(asShopper.status, path).toBe(302);
      expect(asShopper.headers.get("Location"), path).toBe("/");
    }
    for (const who of [new Shopper(stack), shopper]) {
      const create = await postForm(who, "/admin/studio/new", await pieceFields({ name: "Sneaky Piece" }));
      expect(create.status).toBe(302);
      const save = await postForm(
        who,
        `/admin/studio/${piece!.id}`,
        await pieceFields({ intent: "save", price: "1.00", stockSeen: "0" }),
      );
      expect(save.status).toBe(302);
      const offSale = await who.post("/admin/studio?index", { intent: "take-off-sale", id: String(piece!.id) });
      expect(offSale.status).toBe(302);
      const category = await who.post("/admin/studio/categories", { intent: "create", name: "Sneaky", slug: "" });
      expect(category.status).toBe(302);
    }
    expect((await stack.sql.execute("select count(*) as n, sum(price) as p from products")).rows[0]).toEqual(before);
    expect((await stack.sql.execute("select count(*) as n from categories where name = 'Sneaky'")).rows[0]!.n).toBe(0);
  });
});

describe("a studio piece from the admin", () => {
  it("refuses bad input with each field's message under it and keeps what was typed", async () => {
    const cases: [Record<string, string>, string, string | RegExp][] = [
      [{ price: "12.345" }, "Price (USD)", "Enter the price in dollars with at most two decimals, like 45.50."],
      [{ price: "-5" }, "Price (USD)", "Enter the price in dollars with at most two decimals, like 45.50."],
      [{ price: "0" }, "Price (USD)", "Enter a price above $0.00 and at most $100,000."],
      [{ price: "" }, "Price (USD)", "Enter the price, like 45 or 45.50."],
      [{ comparePrice: "60" }, "Compare price (USD, optional)", /must be above the price/],
      [{ name: "" }, "Name", "Give the piece a name."],
      [{ slug: "Moon Vase!" }, "Slug", /lowercase letters, digits and single hyphens/],
      [{ inventoryQuantity: "-1" }, "In stock", /a whole number from 0 to 100,000/],
      [{ inventoryQuantity: "2.5" }, "In stock", /a whole number from 0 to 100,000/],
      [
        { tags: Array.from({ length: 21 }, (_, index) => `tag${index}`).join(", ") },
        "Tags (optional)",
        "Give at most 20 tags.",
      ],
      [{ specifications: "Material: wool\njust words" }, "Specifications (optional)", /line 2 is not/],
      [{ dimensions: "x".repeat(201) }, "Dimensions (optional)", "The dimensions can be at most 200 characters."],
    ];
    const count = async () => Number((await stack.sql.execute("select count(*) as n from products")).rows[0]!.n);
    const before = await count();
    for (const [fields, label, message] of cases) {
      const response = await postForm(admin, "/admin/studio/new", await pieceFields({ name: "Kept Name", ...fields }));
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const page = parseHtml(await response.text());
      const field = fieldByLabel(page, label);
      expect(errorOf(field), JSON.stringify(fields)).toMatch(message);
      // What was typed stays: the field in error and the others.
      const [name, value] = Object.entries(fields)[0]!;
      if (name !== "specifications") expect(valueOf(field)).toBe(value);
      if (name !== "name") expect(valueOf(fieldByLabel(page, "Name"))).toBe("Kept Name");
      expect(valueOf(fieldByLabel(page, "Description"))).toBe("Hand-woven wool and cotton on a driftwood branch.");
    }
    expect(await count()).toBe(before);
  });

  it("creates a piece on sale in Handmade, audited with its stock move, and the shop lists and finds it", async () => {
    const response = await postForm(admin, "/admin/studio/new", await pieceFields());
    expect(response.status).toBe(303);
    const piece = await pieceBySlug("sunset-loom-wall-weave");
    expect(piece).toMatchObject({ name: "Sunset Loom Wall Weave", price: 64.5, inventory_quantity: 3, is_active: 1 });
    expect(JSON.parse(String(piece!.specifications))).toEqual({ Material: "wool and cotton", Branch: "driftwood" });
    expect(JSON.parse(String(piece!.tags))).toEqual(["wall art", "weaving"]);
    expect(response.headers.get("Location")).toBe(`/admin/studio/${piece!.id}`);
    expect(await admin.follow(response)).toContain("Created Sunset Loom Wall Weave: now add its photos");

    const id = String(piece!.id);
    const [created] = await auditRows("studio_piece_created", id);
    expect(created!.userId).toBe(await adminId());
    expect(created!.details.after).toMatchObject({ name: "Sunset Loom Wall Weave", price: 64.5, isActive: true });
    const [stock] = await auditRows("studio_stock_moved", id);
    expect(stock!.details).toMatchObject({
      reason: "count",
      before: { inventoryQuantity: 0 },
      after: { inventoryQuantity: 3 },
    });
    expect(stock!.userId).toBe(await adminId());

    await expectShopPage("/collections/handmade", 'href="/products/sunset-loom-wall-weave"');
    await expectShopPage("/products?q=sunset+loom", 'href="/products/sunset-loom-wall-weave"');
    const productPage = await pageText(await stack.fetch("/products/sunset-loom-wall-weave"));
    expect(productPage).toContain("$64.50");
  });

  it("refuses a slug another piece or a shop product has, with the message under the slug", async () => {
    const count = async () => Number((await stack.sql.execute("select count(*) as n from products")).rows[0]!.n);
    const before = await count();
    const duplicate = await postForm(
      admin,
      "/admin/studio/new",
      await pieceFields({ name: "Another Weave", slug: "sunset-loom-wall-weave" }),
    );
    expect(duplicate.status).toBe(409);
    const page = parseHtml(await duplicate.text());
    expect(errorOf(fieldByLabel(page, "Slug"))).toContain(
      'Another studio piece already uses the slug "sunset-loom-wall-weave". Choose another.',
    );
    expect(valueOf(fieldByLabel(page, "Name"))).toBe("Another Weave");
    // The same name makes the same slug when the slug is left empty.
    expect((await postForm(admin, "/admin/studio/new", await pieceFields())).status).toBe(409);

    const shopHandle = /href="\/products\/([a-z0-9-]+)"/.exec(
      await pageText(await stack.fetch("/collections/dresses")),
    )?.[1];
    expect(shopHandle).toBeDefined();
    const shadowing = await postForm(admin, "/admin/studio/new", await pieceFields({ slug: shopHandle! }));
    expect(shadowing.status).toBe(409);
    expect(errorOf(fieldByLabel(parseHtml(await shadowing.text()), "Slug"))).toContain(
      `A product in the shop already answers /products/${shopHandle}. Choose another slug.`,
    );
    expect(await count()).toBe(before);
  });

  it("saves a new price and slug: audited before and after, the old address answers 301, the page shows the price", async () => {
    const piece = (await pieceBySlug("sunset-loom-wall-weave"))!;
    const saved = await postForm(
      admin,
      `/admin/studio/${piece.id}`,
      await pieceFields({
        intent: "save",
        slug: "sunset-loom-weave",
        price: "72",
        comparePrice: "80.00",
        stockSeen: "3",
      }),
    );
    expect(saved.status).toBe(303);
    expect(await admin.follow(saved)).toContain("Saved Sunset Loom Wall Weave: the shop shows it within a minute");
    const [updated] = await auditRows("studio_piece_updated", String(piece.id));
    expect(updated!.details.before).toEqual({ slug: "sunset-loom-wall-weave", price: 64.5, comparePrice: null });
    expect(updated!.details.after).toEqual({ slug: "sunset-loom-weave", price: 72, comparePrice: 80 });
    // The count did not change, so no stock move was recorded.
    expect(await auditRows("studio_stock_moved", String(piece.id))).toHaveLength(1);

    const old = await stack.fetch("/products/sunset-loom-wall-weave?reviews=2");
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/products/sunset-loom-weave?reviews=2");
    const page = await pageText(await stack.fetch("/products/sunset-loom-weave"));
    expect(page).toContain("$72.00");
    expect(page).toContain("$80.00");
    await expectShopPage("/collections/handmade", 'href="/products/sunset-loom-weave"');
  });

  it("counts stock from what the page showed: a sale meanwhile is not overwritten", async () => {
    const piece = (await pieceBySlug("sunset-loom-weave"))!;
    const fields = { intent: "save", slug: "sunset-loom-weave", price: "72", comparePrice: "80.00" };
    const counted = await postForm(
      admin,
      `/admin/studio/${piece.id}`,
      await pieceFields({ ...fields, inventoryQuantity: "5", stockSeen: "3" }),
    );
    expect(counted.status).toBe(303);
    const moves = await auditRows("studio_stock_moved", String(piece.id));
    expect(moves.at(-1)!.details).toMatchObject({ before: { inventoryQuantity: 3 }, after: { inventoryQuantity: 5 } });

    // A sale while the admin's page was open: the stock is 4 now, the page still shows 5.
    await stack.sql.execute({ sql: "update products set inventory_quantity = 4 where id = ?", args: [piece.id] });
    const stale = await postForm(
      admin,
      `/admin/studio/${piece.id}`,
      await pieceFields({ ...fields, name: "Renamed Meanwhile", inventoryQuantity: "9", stockSeen: "5" }),
    );
    expect(stale.status).toBe(409);
    const page = parseHtml(await stale.text());
    expect(errorOf(fieldByLabel(page, "In stock"))).toContain(
      "The stock changed from 5 to 4 while you were editing (a sale, or another admin). Nothing was saved: check the count and save again.",
    );
    expect(valueOf(fieldByLabel(page, "In stock"))).toBe("9");
    expect(await pieceBySlug("sunset-loom-weave")).toMatchObject({
      inventory_quantity: 4,
      name: "Sunset Loom Wall Weave",
    });
    expect(await auditRows("studio_stock_moved", String(piece.id))).toHaveLength(moves.length);
  });

  it(
    "adds a photo to R2 with its description, builds its variants, orders and describes photos",
    { timeout: 120_000 },
    async () => {
      const piece = (await pieceBySlug("sunset-loom-weave"))!;
      const upload = async (fileName: string, altText: string, width: number, height: number) => {
        const form = new FormData();
        form.set("intent", "photo-add");
        form.set("altText", altText);
        form.set(
          "file",
          new Blob([makeTestPhoto(width, height) as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }),
          fileName,
        );
        return admin.request(`/admin/studio/${piece.id}`, { method: "POST", body: form });
      };
      const photosNow = async () => JSON.parse(String((await pieceBySlug("sunset-loom-weave"))!.images)) as string[];
      /** The variants are built after the answer, as a homepage image's are: wait until they are in. */
      const variantsOf = async (path: string) => {
        const rows = await stack.sql.execute({
          sql: "select count(*) as n from image_variants where source_path = ?",
          args: [path],
        });
        return Number(rows.rows[0]!.n);
      };
      // Each photo's variants are built after the answer, as a homepage image's are. Locally the codecs' work holds
      // workerd's one thread, and a request sent meanwhile loses it ("Network connection lost"; production runs
      // each isolate on its own): so nothing is asked of the Worker until they are in, as image-optimizer.test.ts does.
      const first = await upload("weave.jpg", "A woven wall hanging in sunset colours", 1700, 1050);
      expect(first.status).toBe(303);
      expect(first.headers.get("Location")).toBe(`/admin/studio/${piece.id}`);
      const [firstPath] = await photosNow();
      // 640, 1024 and 1600 px, each as AVIF, WebP and JPEG.
      await expect.poll(() => variantsOf(firstPath!), { timeout: 60_000, interval: 100 }).toBe(9);
      const second = await upload("detail.jpg", "Close-up of the knots", 700, 900);
      expect(second.status).toBe(303);
      const secondPath = (await photosNow())[1];
      // 700 px wide: only the 640 px variant, in three formats.
      await expect.poll(() => variantsOf(secondPath!), { timeout: 60_000, interval: 100 }).toBe(3);
      const images = await photosNow();
      expect(images).toHaveLength(2);
      for (const path of images) expect(path).toMatch(/^\/homepage-images\/[0-9a-f-]{36}\.jpg$/);
      expect(JSON.parse(String((await pieceBySlug("sunset-loom-weave"))!.image_alt_texts))).toEqual({
        [images[0]!]: "A woven wall hanging in sunset colours",
        [images[1]!]: "Close-up of the knots",
      });
      const served = await stack.fetch(images[0]!);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/jpeg");
      const added = await auditRows("studio_photo_added", String(piece.id));
      expect(added).toHaveLength(2);
      expect(added[1]!.details.before).toEqual({ images: [images[0]] });
      expect(added[1]!.userId).toBe(await adminId());
      // Cards and product pages ask for the photo at a width: they get the variant that fits, in a format they take.
      const original = await (await stack.fetch(images[0]!)).arrayBuffer();
      const card = await stack.fetch(`${images[0]!}?width=400`, { headers: { Accept: "image/avif,image/webp,*/*" } });
      expect(card.headers.get("Content-Type")).toBe("image/avif");
      expect(card.headers.get("Vary")).toBe("Accept");
      expect((await card.arrayBuffer()).byteLength).toBeLessThan(original.byteLength / 2);
      const jpeg = await stack.fetch(`${images[0]!}?width=800`, { headers: { Accept: "image/jpeg" } });
      expect(jpeg.headers.get("Content-Type")).toBe("image/jpeg");
      expect((await jpeg.arrayBuffer()).byteLength).toBeLessThan(original.byteLength);
      // Wider than the photo's widest variant: the original, kept briefly (a rebuild may add a wider variant).
      const wide = await stack.fetch(`${images[1]!}?width=1200`, { headers: { Accept: "image/avif" } });
      expect(wide.headers.get("Content-Type")).toBe("image/jpeg");
      expect(wide.headers.get("Cache-Control")).toBe("public, max-age=300");
      expect(new Uint8Array(await wide.arrayBuffer())).toEqual(
        new Uint8Array(await (await stack.fetch(images[1]!)).arrayBuffer()),
      );
      // The image optimizer lists studio photos, so a build that failed after an upload can be run again there.
      const optimizer = textOf(parseHtml(await pageText(await admin.get("/admin/image-optimizer"))));
      expect(optimizer).toContain("Sunset Loom Wall Weave, photo 1");
      expect(optimizer).toContain("Studio photo");

      const moved = await admin.post(`/admin/studio/${piece.id}`, {
        intent: "photo-move",
        path: images[1]!,
        direction: "up",
      });
      expect(moved.status).toBe(303);
      const described = await admin.post(`/admin/studio/${piece.id}`, {
        intent: "photo-alt",
        path: images[0]!,
        altText: "Sunset weave on a white wall",
      });
      expect(described.status).toBe(303);
      const after = (await pieceBySlug("sunset-loom-weave"))!;
      expect(JSON.parse(String(after.images))).toEqual([images[1], images[0]]);
      expect(JSON.parse(String(after.image_alt_texts))[images[0]!]).toBe("Sunset weave on a white wall");
      const [reordered] = await auditRows("studio_photos_reordered", String(piece.id));
      expect(reordered!.details).toMatchObject({ before: { images }, after: { images: [images[1], images[0]] } });
      // The shop's product page shows the photos in the new order, with their descriptions.
      const page = await pageText(await stack.fetch("/products/sunset-loom-weave"));
      expect(page.indexOf(images[1]!)).toBeGreaterThan(-1);
      expect(page.indexOf(images[1]!)).toBeLessThan(page.indexOf(images[0]!));
      // The first photo describes the main image; each thumbnail's link names its photo's description.
      expect(page).toContain('alt="Close-up of the knots"');
      expect(page).toContain('aria-label="Show image 2 of 2: Sunset weave on a white wall"');

      const tooLong = await admin.post(`/admin/studio/${piece.id}`, {
        intent: "photo-alt",
        path: images[0]!,
        altText: "x".repeat(251),
      });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.text()).toContain("The photo description can be at most 250 characters.");
      const notAnImage = new FormData();
      notAnImage.set("intent", "photo-add");
      notAnImage.set("altText", "kept");
      notAnImage.set("file", new Blob(["<svg onload=alert(1)>"], { type: "image/jpeg" }), "evil.jpg");
      const refused = await admin.request(`/admin/studio/${piece.id}`, { method: "POST", body: notAnImage });
      expect(refused.status).toBe(415);
      const refusedPage = parseHtml(await refused.text());
      expect(errorOf(fieldByLabel(refusedPage, /^Photo \(JPEG/))).toBe(
        "Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.",
      );
      expect(valueOf(fieldByLabel(refusedPage, "Photo description (alt text)"))).toBe("kept");

      const removed = await admin.post(`/admin/studio/${piece.id}`, { intent: "photo-remove", path: images[1]! });
      expect(removed.status).toBe(303);
      expect((await stack.fetch(images[1]!)).status).toBe(404);
      expect(await variantsOf(images[1]!)).toBe(0);
      expect(JSON.parse(String((await pieceBySlug("sunset-loom-weave"))!.images))).toEqual([images[0]]);
    },
  );

  it("takes a piece off sale: gone from the shop, a cart holding it says so, audited", async () => {
    const piece = (await pieceBySlug("sunset-loom-weave"))!;
    const shopper = new Shopper(stack);
    expect(
      (await shopper.post("/cart", { intent: "add", variantId: `db_variant_${piece.id}`, quantity: "1" })).status,
    ).toBe(303);
    const off = await admin.post("/admin/studio?index", {
      intent: "take-off-sale",
      id: String(piece.id),
      redirectTo: "/admin/studio",
    });
    expect(off.status).toBe(303);
    expect(await admin.follow(off)).toContain("Taken off sale: Sunset Loom Wall Weave");
    const [audit] = await auditRows("studio_piece_taken_off_sale", String(piece.id));
    expect(audit!.details).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(audit!.userId).toBe(await adminId());

    expect((await stack.fetch("/products/sunset-loom-weave")).status).toBe(404);
    // An old address of a piece off sale is not sent on either.
    expect((await stack.fetch("/products/sunset-loom-wall-weave")).status).toBe(404);
    await expectShopPage("/collections/handmade", "/products/sunset-loom-weave", false);
    const cart = parseHtml(await pageText(await shopper.get("/cart")));
    expect(textOf(cart)).toContain("No longer for sale: remove it to check out.");
    expect(textOf(cart)).toContain("Sunset Loom Wall Weave");
    const again = await shopper.post("/cart", { intent: "add", variantId: `db_variant_${piece.id}`, quantity: "1" });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain("Sorry, Sunset Loom Wall Weave is no longer for sale.");

    const list = await pageText(await admin.get("/admin/studio?status=draft&q=sunset"));
    expect(list).toContain("Sunset Loom Wall Weave");
    expect(list).toContain("Draft");
    expect(await pageText(await admin.get("/admin/studio?status=active&q=sunset"))).toContain(
      "No studio pieces match.",
    );
  });
});

describe("studio categories", () => {
  it("creates, renames, orders and switches off a category, each audited, and the shop follows", async () => {
    const created = await admin.post("/admin/studio/categories", { intent: "create", name: "Woven Goods", slug: "" });
    expect(created.status).toBe(303);
    const row = async () =>
      (
        await stack.sql.execute(
          "select id, name, slug, sort_order, is_active from categories where slug = 'woven-goods'",
        )
      ).rows[0]!;
    const category = await row();
    expect(category).toMatchObject({ name: "Woven Goods", is_active: 1 });
    const duplicate = await admin.post("/admin/studio/categories", {
      intent: "create",
      name: "Woven Goods Again",
      slug: "woven-goods",
    });
    expect(duplicate.status).toBe(409);
    expect(errorOf(fieldByLabel(parseHtml(await duplicate.text()), "Slug (optional)"))).toContain(
      'Another category already uses the slug "woven-goods". Choose another.',
    );

    // A piece on sale in it makes it a collection of the shop.
    const piece = await postForm(
      admin,
      "/admin/studio/new",
      await pieceFields({ name: "Palm Fibre Basket", categoryIds: [String(category.id)], inventoryQuantity: "1" }),
    );
    expect(piece.status).toBe(303);
    await expectShopPage("/collections/woven-goods", "Palm Fibre Basket");

    expect(
      (
        await admin.post("/admin/studio/categories", {
          intent: "rename",
          id: String(category.id),
          name: "Woven Baskets",
        })
      ).status,
    ).toBe(303);
    // Also proves that a page rendered while the rebuild was installed is not kept as the new catalogue's.
    await expectShopPage("/collections", "Woven Baskets");
    const renamed = await stack.sql.execute({
      sql: "select details from audit_log where action = 'studio_category_renamed' and json_extract(details, '$.categoryId') = ?",
      args: [category.id],
    });
    expect(JSON.parse(String(renamed.rows[0]!.details))).toMatchObject({
      before: { name: "Woven Goods" },
      after: { name: "Woven Baskets" },
    });
    const blank = await admin.post("/admin/studio/categories", {
      intent: "rename",
      id: String(category.id),
      name: " ",
    });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Give the category a name.");

    const moved = await admin.post("/admin/studio/categories", {
      intent: "move",
      id: String(category.id),
      direction: "up",
    });
    expect(moved.status).toBe(303);
    const order = (await stack.sql.execute("select slug from categories order by sort_order")).rows.map((r) => r.slug);
    expect(order.indexOf("woven-goods")).toBe(order.length - 2);
    expect(
      (await stack.sql.execute("select count(*) as n from audit_log where action = 'studio_categories_reordered'"))
        .rows[0]!.n,
    ).toBe(1);

    expect(
      (await admin.post("/admin/studio/categories", { intent: "deactivate", id: String(category.id) })).status,
    ).toBe(303);
    await expect
      .poll(async () => (await stack.fetch("/collections/woven-goods")).status, { timeout: 15_000, interval: 100 })
      .toBe(404);
    expect((await row()).is_active).toBe(0);
  });
});

describe("the dashboard's stock line", () => {
  it("names studio pieces on sale that run low beside the restock demand", async () => {
    const html = await pageText(await admin.get("/admin"));
    const stock = textOf(parseHtml(html));
    expect(stock).toContain("Restock demand");
    expect(stock).toContain("Studio pieces low on stock");
    // Palm Fibre Basket was made with 1 in stock; the piece taken off sale is not listed.
    expect(stock).toContain("Palm Fibre Basket: 1 left");
    expect(stock).not.toContain("Sunset Loom Wall Weave");
  });
});
