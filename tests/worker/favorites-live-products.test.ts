// Favorites show the catalogue's product, not what a form said about it: the
// saved list links every product to its own page, shows its live title, image,
// price and stock, and keeps a product that is gone as "No longer available".
import { describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { DEFAULT_ACCESS_TOKEN } from "../../workers/demo-shop/server";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

const stack = useTestStack({ productCount: 30 });

type ShopProduct = { id: string; handle: string; title: string; price: string; image: string };

async function shopProducts(count: number): Promise<ShopProduct[]> {
  const answer = await stack.demoShop("/api/2025-01/graphql.json", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": DEFAULT_ACCESS_TOKEN },
    body: JSON.stringify({
      query: `{ products(first: ${count}) { nodes { id handle title featuredImage { url } priceRange { minVariantPrice { amount } } } } }`,
    }),
  });
  const body = (await answer.json()) as {
    data: {
      products: {
        nodes: Array<{
          id: string;
          handle: string;
          title: string;
          featuredImage: { url: string } | null;
          priceRange: { minVariantPrice: { amount: string } };
        }>;
      };
    };
  };
  return body.data.products.nodes.map((node) => ({
    id: node.id,
    handle: node.handle,
    title: node.title,
    price: Number(node.priceRange.minVariantPrice.amount).toFixed(2),
    image: node.featuredImage?.url ?? "",
  }));
}

async function studioProduct(slug: string): Promise<{ id: string; slug: string; name: string }> {
  const rows = await stack.sql.execute({ sql: "select id, slug, name from products where slug = ?", args: [slug] });
  const row = rows.rows[0]!;
  return { id: `db_${row.id}`, slug: String(row.slug), name: String(row.name) };
}

async function signedInShopper(): Promise<Shopper> {
  const shopper = new Shopper(stack);
  expect((await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
  await stack.sql.execute("delete from favorites");
  return shopper;
}

/** The saved-products list of a favorites page: each row's product link and text. */
function savedRows(html: string): Array<{ href: string | null; text: string }> {
  const start = html.indexOf('aria-label="Saved products"');
  if (start < 0) return [];
  const list = html.slice(start, html.indexOf("</ul>", start));
  return list
    .split("<li")
    .slice(1)
    .map((row) => ({
      href: /<a href="([^"]+)" class/.exec(row)?.[1] ?? null,
      text: row.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "),
    }));
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe("favorites show the catalogue's products", () => {
  it("a favorite posted with a forged name, price and image shows the catalogue's title, price and image", async () => {
    const shopper = await signedInShopper();
    const [dress] = await shopProducts(1);
    const forged = {
      productName: "Free Dress For Everyone",
      productPrice: "$0.01",
      productImage: "https://evil.example/forged.png",
    };
    const added = await shopper.post("/favorites", {
      intent: "add",
      productId: dress!.id,
      ...forged,
      redirectTo: "/favorites",
    });
    expect(added.status).toBe(303);
    const html = decode(await shopper.follow(added));
    expect(html).toContain("Added to favorites");
    const [row, ...others] = savedRows(html);
    expect(others).toEqual([]);
    expect(row!.text).toContain(dress!.title);
    expect(row!.text).toContain(`$${dress!.price}`);
    expect(html).toContain(`src="${dress!.image}`);
    for (const value of Object.values(forged)) expect(html).not.toContain(value);
    // What is kept for the day the product is gone is the catalogue's too.
    const stored = await stack.sql.execute("select product_name, product_image, product_price from favorites");
    expect(stored.rows[0]).toMatchObject({
      product_name: dress!.title,
      product_image: dress!.image,
      product_price: dress!.price,
    });
  });

  it("every link on /favorites answers 200 and opens the product that was saved", async () => {
    const shopper = await signedInShopper();
    const [first, second] = await shopProducts(2);
    const vase = await studioProduct("terracotta-sun-ceramic-vase");
    for (const id of [first!.id, vase.id, second!.id])
      expect(
        (await shopper.post("/favorites", { intent: "toggle", productId: id, redirectTo: "/favorites" })).status,
      ).toBe(303);
    const html = await (await shopper.get("/favorites")).text();
    const hrefs = savedRows(html).map((row) => row.href);
    expect(new Set(hrefs)).toEqual(
      new Set([`/products/${first!.handle}`, `/products/${vase.slug}`, `/products/${second!.handle}`]),
    );
    const expectedTitle = new Map([
      [`/products/${first!.handle}`, first!.title],
      [`/products/${vase.slug}`, vase.name],
      [`/products/${second!.handle}`, second!.title],
    ]);
    // Every link on the page, not only the rows': none of them may be broken.
    const everyLink = [...new Set([...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => decode(match[1]!)))];
    for (const href of everyLink.filter((link) => !link.startsWith("/sign-out"))) {
      const page = await shopper.get(href);
      expect(page.status, href).toBeLessThan(400);
      const text = decode(await page.text());
      if (expectedTitle.has(href)) expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(text)?.[1], href).toBe(expectedTitle.get(href));
    }
  });

  it("a product the catalogue no longer holds shows its saved name as No longer available, and Remove removes it", async () => {
    const shopper = await signedInShopper();
    const user = await stack.sql.execute({ sql: "select id from users where email = ?", args: [DEMO_SHOPPER.email] });
    await stack.sql.execute({
      sql: "insert into favorites (id, user_id, product_id, product_name, product_image, product_price) values (lower(hex(randomblob(16))), ?, ?, ?, ?, ?)",
      args: [user.rows[0]!.id, "gid://shopify/Product/987654321", "Retired Linen Tunic", null, "88.00"],
    });
    const html = decode(await (await shopper.get("/favorites")).text());
    const [row] = savedRows(html);
    expect(row).toMatchObject({ href: null });
    expect(row!.text).toContain("Retired Linen Tunic");
    expect(row!.text).toContain("No longer available");
    expect(html).not.toContain("/products/gid");
    // The row's Remove form, sent as the browser sends it without JavaScript.
    const form = /<form method="post" action="\/favorites"[^>]*>([\s\S]*?)<\/form>/.exec(
      html.slice(html.indexOf("Retired Linen Tunic")),
    )![1]!;
    const fields = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
    );
    expect(fields).toMatchObject({ intent: "remove", productId: "gid://shopify/Product/987654321" });
    const removed = await shopper.post("/favorites", fields);
    const after = decode(await shopper.follow(removed));
    expect(after).toContain("Removed from favorites");
    expect(after).not.toContain("No longer available");
    expect((await stack.sql.execute("select count(*) as n from favorites")).rows[0]!.n).toBe(0);
  });

  it("refuses to save a product the catalogue does not hold", async () => {
    const shopper = await signedInShopper();
    const answer = await shopper.post("/favorites", {
      intent: "add",
      productId: "gid://shopify/Product/1",
      productName: "Anything I like",
      redirectTo: "/favorites",
    });
    expect(await shopper.follow(answer)).toContain("Product not found");
    expect((await stack.sql.execute("select count(*) as n from favorites")).rows[0]!.n).toBe(0);
  });

  it("the product page's heart is a real form, filled for a saved product", async () => {
    const shopper = await signedInShopper();
    const vase = await studioProduct("terracotta-sun-ceramic-vase");
    const before = await (await shopper.get(`/products/${vase.slug}`)).text();
    expect(before).toContain(`aria-label="Add ${vase.name} to favorites" aria-pressed="false"`);
    const form = /<form method="post" action="\/favorites"[^>]*>([\s\S]*?)<\/form>/.exec(before)![1]!;
    const fields = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
        match[1]!,
        decode(match[2]!),
      ]),
    );
    expect(fields).toMatchObject({ intent: "toggle", productId: vase.id, redirectTo: `/products/${vase.slug}` });
    const saved = await shopper.post("/favorites", fields);
    expect(saved.headers.get("Location")).toBe(`/products/${vase.slug}`);
    expect(await shopper.follow(saved)).toContain(
      `aria-label="Remove ${vase.name} from favorites" aria-pressed="true"`,
    );
  });

  it("a visitor's /favorites answers with the page, offering sign-in, and says favorites on this device need JavaScript", async () => {
    const visitor = new Shopper(stack);
    const page = await visitor.get("/favorites");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = decode(await page.text());
    expect(html).toContain("Favorites on this device need JavaScript");
    expect(html).toContain('href="/auth?redirectTo=%2Ffavorites"');
  });
});
