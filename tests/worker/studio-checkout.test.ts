// A cart holding studio pieces checks out through a Shopify draft order, end to
// end through the built Worker and the demo shop's Admin API: the draft is
// priced by the catalogue (never the post), the last piece goes to one shopper
// only, an Admin API failure loses nothing, paying takes the stock once however
// often the webhook comes, and an unpaid draft's pieces come back when it expires.
import { describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { signShopifyWebhook } from "../../app/lib/orders/shopify-webhook";
import { parseHtml, textOf } from "../support/html";
import { Shopper, signedInAdmin, signedInShopper } from "../support/http-shopper";
import { useTestStack } from "../support/test-stack-for-file";
import { CROSS_REQUEST_WARNING } from "../support/worker-stack";

const SECRET = "studio-checkout-webhook-secret";
const stack = useTestStack({ productCount: 60, bindings: { SHOPIFY_WEBHOOK_SECRET: SECRET } });

const SHOP_VARIANT = "gid://shopify/ProductVariant/4100693"; // saffron-linen-overalls "0 / Blue", plenty in stock

async function studioProduct(slug: string) {
  const row = (
    await stack.sql.execute({
      sql: "select id, name, price, inventory_quantity from products where slug = ?",
      args: [slug],
    })
  ).rows[0]!;
  return {
    id: String(row.id),
    name: String(row.name),
    variantId: `db_variant_${row.id}`,
    stock: async () =>
      Number(
        (await stack.sql.execute({ sql: "select inventory_quantity from products where id = ?", args: [row.id] }))
          .rows[0]!.inventory_quantity,
      ),
  };
}

const addToCart = (shopper: Shopper, variantId: string, quantity = 1) =>
  shopper.post("/cart", { intent: "add", variantId, quantity: String(quantity), redirectTo: "/cart" });

const checkOut = (shopper: Shopper, fields: Record<string, string> = {}) => shopper.post("/cart/checkout", fields);

async function invoiceOf(response: Response) {
  const location = response.headers.get("Location") ?? "";
  expect(response.status).toBe(303);
  expect(location).toMatch(new RegExp(`^${stack.demoShopUrl}/invoices/[0-9a-f]{32}$`));
  const page = await fetch(location);
  expect(page.status).toBe(200);
  return { url: location, html: parseHtml(await page.text()) };
}

async function queueAdminFault(kind: string) {
  const answer = await stack.demoShop("/__demo/faults", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ api: "admin", kind }),
  });
  expect(answer.status).toBe(200);
}

const rows = async (sql: string, args: (string | number)[] = []) => (await stack.sql.execute({ sql, args })).rows;
const heldPieces = async (productId: string) =>
  Number(
    (
      await rows(
        "select coalesce(sum(quantity), 0) as n from studio_stock_holds where product_id = ? and state = 'held'",
        [productId],
      )
    )[0]!.n,
  );

async function payInvoice(invoiceUrl: string, email: string) {
  const paid = await fetch(`${invoiceUrl}/pay`, {
    method: "POST",
    body: new URLSearchParams({ email }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  return parseHtml(await (await fetch(invoiceUrl)).text());
}

describe("the draft-order hand-off", () => {
  it("sends a mixed cart to a draft order priced by the catalogue, whatever the post says", async () => {
    const macrame = await studioProduct("hand-woven-macrame-wall-hanging");
    const shopper = await signedInShopper(stack);
    await addToCart(shopper, SHOP_VARIANT, 2);
    await addToCart(shopper, macrame.variantId, 1);
    await shopper.post("/cart", { intent: "apply-discount", discountCode: "BOHO10", redirectTo: "/cart" });
    await shopper.post("/cart", { intent: "save-note", note: "For Mira, with love", redirectTo: "/cart" });

    // The cart page offers Secure Checkout as a form (a post), since a draft order is made on the server.
    const cartPage = await (await shopper.get("/cart")).text();
    expect(cartPage).toMatch(/<form[^>]*method="post"[^>]*action="\/cart\/checkout"[^>]*target="_blank"/);
    expect(cartPage).not.toContain("can't be bought through the shop's checkout");

    // A forged price, title and quantity in the post change nothing: the lines are the cookie's, priced here.
    const handOff = await checkOut(shopper, {
      price: "0.01",
      total: "0.01",
      title: "Anything for free",
      variantId: macrame.variantId,
      quantity: "40",
    });
    const invoice = await invoiceOf(handOff);
    const lines = [...invoice.html.querySelectorAll("tr.invoice-line")].map((line) => ({
      title: textOf(line.querySelector(".invoice-line-title")),
      quantity: line.getAttribute("data-quantity"),
      price: line.querySelector(".invoice-line-price")?.getAttribute("data-amount"),
      custom: line.getAttribute("data-custom"),
    }));
    expect(lines).toEqual([
      { title: expect.stringContaining("Saffron Linen Overalls"), quantity: "2", price: "92.95", custom: "false" },
      { title: "Hand-Woven Macramé Wall Hanging", quantity: "1", price: "89.00", custom: "true" },
    ]);
    expect(invoice.html.querySelector(".invoice-discount")?.getAttribute("data-code")).toBe("BOHO10");
    // (92.95 × 2 + 89.00) less 10%
    expect(invoice.html.querySelector(".invoice-total")?.getAttribute("data-total")).toBe("247.41");
    expect(textOf(invoice.html.querySelector(".invoice-note-text"))).toBe("For Mira, with love");
    expect(invoice.html.querySelector('input[name="email"]')?.getAttribute("value")).toBe(DEMO_SHOPPER.email);
    // The studio line carries the catalogue's picture, as an address on the shop.
    const [{ images }] = (await rows("select images from products where id = ?", [macrame.id])) as unknown as {
      images: string;
    }[];
    expect(invoice.html.querySelector('tr[data-custom="true"] img')?.getAttribute("src")).toBe(
      new URL(JSON.parse(images)[0], stack.url).toString(),
    );

    // The piece is held for this checkout, and the owner sees the draft's state while it is unpaid.
    expect(await heldPieces(macrame.id)).toBe(1);
    const [checkout] = await rows("select status, total_price, email from checkout_drafts");
    expect(checkout).toMatchObject({ status: "open", total_price: "247.41", email: DEMO_SHOPPER.email });
    const admin = await signedInAdmin(stack);
    const ordersPage = textOf(parseHtml(await (await admin.get("/admin/orders")).text()));
    expect(ordersPage).toContain("Awaiting payment");
    expect(ordersPage).toContain("Invoice open · pieces held until");
    expect(ordersPage).toContain("1 × Hand-Woven Macramé Wall Hanging (studio)");
  });

  it("prices a studio piece at what the catalogue says at hand-off, not when it was added", async () => {
    const vase = await studioProduct("terracotta-sun-ceramic-vase");
    const shopper = new Shopper(stack);
    await addToCart(shopper, vase.variantId, 2);
    await stack.sql.execute({ sql: "update products set price = 71.5 where id = ?", args: [vase.id] });
    const invoice = await invoiceOf(await checkOut(shopper));
    const line = invoice.html.querySelector("tr.invoice-line");
    expect(line?.querySelector(".invoice-line-price")?.getAttribute("data-amount")).toBe("71.50");
    expect(invoice.html.querySelector(".invoice-total")?.getAttribute("data-total")).toBe("143.00");
  });

  it("gives the last piece to one shopper only: the others are told, and it leaves their carts", async () => {
    const pouch = await studioProduct("vintage-kilim-pouch");
    expect(await pouch.stock()).toBe(1);
    const shoppers = Array.from({ length: 8 }, () => new Shopper(stack));
    for (const shopper of shoppers) expect((await addToCart(shopper, pouch.variantId)).status).toBe(303);

    const answers = await Promise.all(shoppers.map((shopper) => checkOut(shopper)));
    const invoices = answers.filter((answer) => answer.headers.get("Location")?.includes("/invoices/"));
    expect(invoices).toHaveLength(1);
    expect(await heldPieces(pouch.id)).toBe(1);
    const refused = shoppers.filter((_, index) => !answers[index]!.headers.get("Location")?.includes("/invoices/"));
    for (const [index, shopper] of refused.entries()) {
      const answer = answers[shoppers.indexOf(shopper)]!;
      expect(answer.headers.get("Location")).toBe("/cart");
      const page = textOf(parseHtml(await shopper.follow(answer)));
      // The one who lost the race either read the piece as held (sold out) or lost the insert itself.
      expect(page).toMatch(
        /Vintage Kilim Pouch sold out (since you added it|a moment ago), so we took it out of your cart/,
      );
      if (index === 0) expect(page).toContain("Your cart is empty.");
    }
    // The winner's piece is held, so the shelf still says 1 and a new shopper cannot add it.
    expect(await pouch.stock()).toBe(1);
    const late = await new Shopper(stack).post("/cart", { intent: "add", variantId: pouch.variantId, quantity: "1" });
    expect(late.status).toBe(409);
    expect(stack.runtimeOutput()).not.toContain(CROSS_REQUEST_WARNING);
  });

  it("takes out a studio piece taken off sale and one sold out since they were added, before any draft is made", async () => {
    const mala = await studioProduct("amber-bead-mala");
    const catcher = await studioProduct("crystal-sun-catcher");
    const stockBefore = await catcher.stock();
    const shopper = new Shopper(stack);
    await addToCart(shopper, SHOP_VARIANT, 1);
    await addToCart(shopper, mala.variantId, 1);
    await addToCart(shopper, catcher.variantId, 1);
    await stack.sql.execute({ sql: "update products set is_active = 0 where id = ?", args: [mala.id] });
    await stack.sql.execute({ sql: "update products set inventory_quantity = 0 where id = ?", args: [catcher.id] });
    const before = Number((await rows("select count(*) as n from checkout_drafts"))[0]!.n);
    const answer = await checkOut(shopper);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/cart");
    const page = textOf(parseHtml(await shopper.follow(answer)));
    expect(page).toContain("Amber Bead Mala is no longer for sale, so we took it out of your cart.");
    expect(page).toContain("Crystal Sun Catcher sold out since you added it, so we took it out of your cart.");
    expect(page).toContain("Check your cart, then press Secure Checkout again.");
    expect(Number((await rows("select count(*) as n from checkout_drafts"))[0]!.n)).toBe(before);
    // What is left is a Storefront-only cart: it keeps the shop's cart permalink.
    const again = await checkOut(shopper);
    expect(again.headers.get("Location")).toBe(`${stack.demoShopUrl}/cart/4100693:1`);
    await stack.sql.execute({ sql: "update products set is_active = 1 where id = ?", args: [mala.id] });
    await stack.sql.execute({
      sql: "update products set inventory_quantity = ? where id = ?",
      args: [stockBefore, catcher.id],
    });
  });

  it.each([
    ["down (connection dropped)", "reset", "We couldn't reach the shop's checkout just now"],
    ["answering 503", "http503", "We couldn't reach the shop's checkout just now"],
    ["answering 500", "http500", "We couldn't reach the shop's checkout just now"],
    ["refusing with userErrors", "user-errors", "The shop's checkout couldn't take this cart just now"],
  ])("loses nothing when the Admin API is %s", async (_, fault, message) => {
    const incense = await studioProduct("boho-clay-incense-holder");
    const shopper = new Shopper(stack);
    await addToCart(shopper, incense.variantId, 3);
    const cartBefore = shopper.cookiePairs().find((pair) => pair.startsWith("boho_cart="));
    const checkoutsBefore = Number((await rows("select count(*) as n from checkout_drafts"))[0]!.n);
    const heldBefore = await heldPieces(incense.id);
    await queueAdminFault(fault);

    const answer = await checkOut(shopper);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/cart");
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith("boho_cart="))).toBe(false);
    const page = textOf(parseHtml(await shopper.follow(answer)));
    expect(page).toContain(message);
    expect(page).toContain("Nothing was lost: your cart is just as you left it.");
    expect(page).toContain("Clay Incense Holder");
    expect(shopper.cookiePairs().find((pair) => pair.startsWith("boho_cart="))).toBe(cartBefore);
    // Nothing is held and no checkout is left behind; the next try goes through.
    expect(await heldPieces(incense.id)).toBe(heldBefore);
    expect(Number((await rows("select count(*) as n from checkout_drafts"))[0]!.n)).toBe(checkoutsBefore);
    await invoiceOf(await checkOut(shopper));
    expect(await heldPieces(incense.id)).toBe(heldBefore + 3);
  });

  it("redirects a GET of the hand-off to the cart when studio pieces need the form", async () => {
    const throwPiece = await studioProduct("indigo-tie-dye-throw");
    const shopper = new Shopper(stack);
    await addToCart(shopper, throwPiece.variantId, 1);
    const answer = await shopper.get("/cart/checkout");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/cart");
    expect(await heldPieces(throwPiece.id)).toBe(0);
  });
});

describe("paying the invoice", () => {
  it("takes the stock when the order webhook arrives, once, however often it is delivered", async () => {
    const necklace = await studioProduct("moonstone-crescent-necklace");
    const stockBefore = await necklace.stock();
    const shopper = await signedInShopper(stack);
    await addToCart(shopper, necklace.variantId, 2);
    await addToCart(shopper, SHOP_VARIANT, 1);
    const invoice = await invoiceOf(await checkOut(shopper));

    const paid = await payInvoice(invoice.url, DEMO_SHOPPER.email);
    const orderName = textOf(paid.querySelector(".invoice-order-name"));
    expect(orderName).toMatch(/^#\d+$/);
    expect(textOf(paid)).toContain("The shop's orders/create webhook answered 200.");

    expect(await necklace.stock()).toBe(stockBefore - 2);
    expect(await heldPieces(necklace.id)).toBe(0);
    const [settled] = await rows("select status from checkout_drafts where shopify_order_id is not null");
    expect(settled?.status).toBe("completed");
    const [move] = await rows("select details from audit_log where action = 'studio_stock_moved'");
    expect(JSON.parse(String(move!.details))).toMatchObject({
      productId: necklace.id,
      change: -2,
      reason: "sold",
      order: orderName,
      before: { inventoryQuantity: stockBefore },
      after: { inventoryQuantity: stockBefore - 2 },
    });

    // The very same delivery again, and the same order under a new webhook id: stored once, taken once.
    const [sent] = (
      (await (await stack.demoShop("/__demo/webhooks")).json()) as {
        headers: Record<string, string>;
        body: string;
      }[]
    ).slice(-1);
    const replay = await stack.fetch("/webhooks/shopify/orders-create", {
      method: "POST",
      headers: sent!.headers,
      body: sent!.body,
    });
    expect(await replay.json()).toEqual({ ok: true, outcome: "duplicate" });
    const resent = await stack.fetch("/webhooks/shopify/orders-create", {
      method: "POST",
      headers: {
        ...sent!.headers,
        "X-Shopify-Webhook-Id": crypto.randomUUID(),
        "X-Shopify-Hmac-Sha256": await signShopifyWebhook(sent!.body, SECRET),
      },
      body: sent!.body,
    });
    expect(await resent.json()).toEqual({ ok: true, outcome: "duplicate" });
    expect(await necklace.stock()).toBe(stockBefore - 2);
    expect(Number((await rows("select count(*) as n from audit_log where action = 'studio_stock_moved'"))[0]!.n)).toBe(
      1,
    );

    // The shopper finds the order in /orders, the owner in /admin/orders, with the studio piece among its lines.
    const myOrders = textOf(parseHtml(await (await shopper.get("/orders")).text()));
    expect(myOrders).toContain(orderName.replace("#", ""));
    const admin = await signedInAdmin(stack);
    const listed = textOf(parseHtml(await (await admin.get(`/admin/orders?q=${orderName.replace("#", "")}`)).text()));
    expect(listed).toContain(DEMO_SHOPPER.email);
    const [{ id: orderId }] = (await rows("select id from orders where order_number = ?", [
      orderName.replace("#", ""),
    ])) as unknown as {
      id: string;
    }[];
    const detail = textOf(parseHtml(await (await admin.get(`/admin/orders?order=${orderId}`)).text()));
    expect(detail).toContain("2 × Moonstone Crescent Necklace");
    expect(detail).toContain("1 × Saffron Linen Overalls");
  });
});

describe("the checkout expiry job", () => {
  const runExpiryJob = async () =>
    (await stack.miniflare.getWorker()).scheduled({ cron: "*/5 * * * *", scheduledTime: new Date() });

  it("deletes an unpaid expired draft and puts its pieces back on sale; a paid one keeps them", async () => {
    const cushion = await studioProduct("embroidered-floor-cushion");
    const unpaid = new Shopper(stack);
    await addToCart(unpaid, cushion.variantId, 1);
    const unpaidInvoice = await invoiceOf(await unpaid.post("/cart/checkout", {}));

    // A second checkout is paid while the storefront's webhook is not reachable: Shopify says it is completed.
    stack.sendDemoOrdersTo(null);
    const payer = new Shopper(stack);
    await addToCart(payer, cushion.variantId, 1);
    const paidInvoice = await invoiceOf(await payer.post("/cart/checkout", {}));
    await payInvoice(paidInvoice.url, "payer@example.com");
    stack.sendDemoOrdersTo({ url: `${stack.url}/webhooks/shopify/orders-create`, secret: SECRET });
    expect(await heldPieces(cushion.id)).toBe(2);

    await stack.sql.execute("update checkout_drafts set expires_at = '2000-01-01T00:00:00.000Z' where status = 'open'");
    await runExpiryJob();

    const states = await rows(
      "select c.status, c.invoice_url, h.state from checkout_drafts c join studio_stock_holds h on h.checkout_id = c.id where h.product_id = ?",
      [cushion.id],
    );
    const byInvoice = new Map(states.map((row) => [String(row.invoice_url), row]));
    expect(byInvoice.get(unpaidInvoice.url)).toMatchObject({ status: "expired", state: "released" });
    expect(byInvoice.get(paidInvoice.url)).toMatchObject({ status: "paid", state: "held" });
    expect(await heldPieces(cushion.id)).toBe(1);
    // The unpaid invoice can no longer be paid; the owner sees it expired.
    expect((await fetch(unpaidInvoice.url)).status).toBe(404);
    const admin = await signedInAdmin(stack);
    const ordersPage = textOf(parseHtml(await (await admin.get("/admin/orders")).text()));
    expect(ordersPage).toContain("Expired unpaid · pieces released");
    expect(ordersPage).toContain("Paid · waiting for Shopify's order");
  });

  it("leaves an expired checkout held when the Admin API cannot be asked, and lets it go on the next run", async () => {
    const mirror = await studioProduct("linen-market-tote");
    await stack.sql.execute({ sql: "update products set inventory_quantity = 4 where id = ?", args: [mirror.id] });
    const shopper = new Shopper(stack);
    await addToCart(shopper, mirror.variantId, 2);
    const invoice = await invoiceOf(await checkOut(shopper));
    await stack.sql.execute({
      sql: "update checkout_drafts set expires_at = '2000-01-01T00:00:00.000Z' where invoice_url = ?",
      args: [invoice.url],
    });
    await queueAdminFault("http503");
    await runExpiryJob();
    expect(await heldPieces(mirror.id)).toBe(2);
    await runExpiryJob();
    expect(await heldPieces(mirror.id)).toBe(0);
  });

  it("forgets settled checkouts after 90 days (daily retention), keeping open ones", async () => {
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    await stack.sql.execute({ sql: "update checkout_drafts set created_at = ?", args: [old] });
    const open = Number(
      (await rows("select count(*) as n from checkout_drafts where status in ('open', 'paid')"))[0]!.n,
    );
    expect(
      Number((await rows("select count(*) as n from checkout_drafts where status in ('expired', 'completed')"))[0]!.n),
    ).toBeGreaterThan(0);
    await (await stack.miniflare.getWorker()).scheduled({ cron: "15 3 * * *", scheduledTime: new Date() });
    const left = await rows("select status from checkout_drafts");
    expect(left.every((row) => row.status === "open" || row.status === "paid")).toBe(true);
    expect(left).toHaveLength(open);
    const orphans = await rows(
      "select count(*) as n from studio_stock_holds where checkout_id not in (select id from checkout_drafts)",
    );
    expect(Number(orphans[0]!.n)).toBe(0);
  });
});
