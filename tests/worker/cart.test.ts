// The cart through the built Worker: a signed cookie of {variantId, quantity}
// lines, resolved against the demo shop and the database on every request.
import { describe, expect, it } from "vitest";
import { actionReply } from "../support/single-fetch";
import { DEMO_SHOPPER, SEED_PRODUCTS } from "../../db/seed-data";
import { parseHtml, textOf } from "../support/html";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

const stack = useTestStack();

const OVERALLS_XS_BLUE = "gid://shopify/ProductVariant/4100693"; // saffron-linen-overalls "0 / Blue", plenty in stock
const SHIRT_S_SAGE = "gid://shopify/ProductVariant/4100009"; // marigold-floral-button-up-shirt, 2 left
const SHIRT_SOLD_OUT = "gid://shopify/ProductVariant/4100014"; // 3XL / Sage, sold out

type CartAnswer = {
  ok: boolean;
  message: string | null;
  toast: { kind: string; title: string; quantity: number } | null;
  cart: {
    lines: { variantId: string; quantity: number; status: string }[];
    totalQuantity: number;
    total: string;
    checkoutUrl: string | null;
    studioLineCount: number;
  };
};

function cookieOf(response: Response): string {
  const header = response.headers.get("Set-Cookie") ?? "";
  return header.split(";")[0]!;
}

async function post(fields: Record<string, string>, cookie = "", fetcher = true) {
  const body = new URLSearchParams({ ...fields, ...(fetcher ? { _reply: "json" } : {}) });
  const response = await stack.fetch(fetcher ? "/cart.data" : "/cart", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
  return response;
}

/** A refused change: the one form failure shape, the reason its form error, the cart as it stands under `data`. */
type CartFailure = {
  ok: false;
  intent: string | null;
  fieldErrors: Record<string, string[]>;
  formError: string | null;
  values: Record<string, string>;
  toast: null;
  data: { cart: CartAnswer["cart"] } | null;
};

/** Fetchers post to /cart.data; single fetch answers in turbo-stream. */
const answer = (response: Response) => actionReply<CartAnswer>(response);
const refusal = (response: Response) => actionReply<CartFailure>(response);

async function cartData(cookie: string): Promise<CartAnswer["cart"]> {
  const response = await stack.fetch("/cart", { headers: { Cookie: cookie, Accept: "text/html" } });
  const html = await response.text();
  const match = /data-testid="cart-total">([^<]+)</.exec(html);
  // Secure Checkout goes through our hand-off route, which redirects to the shop's cart permalink.
  const handOff = /href="(\/cart\/checkout)"/.exec(html)?.[1];
  const checkoutUrl = handOff
    ? (await stack.fetch(handOff, { headers: { Cookie: cookie } })).headers.get("Location")
    : null;
  return { lines: [], totalQuantity: 0, total: match?.[1] ?? "", checkoutUrl, studioLineCount: 0 };
}

describe("the cart action without JavaScript", () => {
  it("adds a line, signs the cookie and redirects back", async () => {
    const response = await post(
      { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "2", redirectTo: "/products/saffron-linen-overalls" },
      "",
      false,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/products/saffron-linen-overalls");
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/^boho_cart=/);
    expect(response.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    // The page it returns to shows the same toast a fetcher would raise, from the session flash.
    const cookies = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const back = await (
      await stack.fetch("/products/saffron-linen-overalls", { headers: { Cookie: cookies, Accept: "text/html" } })
    ).text();
    expect(back).toContain("Added to cart");
    expect(back).toContain("2 × Saffron Linen Overalls");
    const page = await cartData(cookie);
    expect(page.total).toBe("$185.90");
    expect(page.checkoutUrl).toBe(`${stack.demoShopUrl}/cart/4100693:2`);
  });

  it("shows a refused change on the cart page with its status, never a 500", async () => {
    const response = await post(
      { intent: "add", variantId: "gid://shopify/ProductVariant/9999999", quantity: "1", redirectTo: "/products/x" },
      "",
      false,
    );
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(textOf(parseHtml(html))).toContain("Sorry, we couldn't find that product option.");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("sends signed-out shoppers from /checkout to sign in, and back", async () => {
    const response = await stack.fetch("/checkout");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fcheckout");
  });

  it("reviews the cart on /checkout with the hand-off link for a signed-in shopper", async () => {
    const added = await post({ intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "2" }, "", false);
    const shopper = new Shopper(stack);
    expect((await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
    const response = await stack.fetch("/checkout", { headers: { Cookie: `${cookieOf(added)}; ${shopper.cookie}` } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Saffron Linen Overalls");
    // Secure Checkout opens our hand-off route in a new tab; it redirects to the shop's cart permalink.
    expect(html).toContain(`href="/cart/checkout" target="_blank" rel="noopener nofollow"`);
    const handOff = await stack.fetch("/cart/checkout", {
      headers: { Cookie: `${cookieOf(added)}; ${shopper.cookie}` },
    });
    expect(handOff.status).toBe(303);
    expect(handOff.headers.get("Location")).toBe(`${stack.demoShopUrl}/cart/4100693:2`);
  });

  it("never redirects off the site", async () => {
    const response = await post(
      { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1", redirectTo: "//evil.example/steal" },
      "",
      false,
    );
    expect(response.headers.get("Location")).toBe("/cart");
  });
});

describe("the cart action with JavaScript (fetchers)", () => {
  it("adds an existing variant by raising its quantity", async () => {
    const first = await post({ intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" });
    expect(first.status).toBe(200);
    const second = await post({ intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" }, cookieOf(first));
    const result = await answer(second);
    expect(result.toast).toMatchObject({ kind: "added", quantity: 1 });
    expect(result.cart.lines).toEqual([
      expect.objectContaining({ variantId: OVERALLS_XS_BLUE, quantity: 2, status: "available" }),
    ]);
    expect(result.cart.total).toBe("185.90");
  });

  it("caps quantities at what is in stock", async () => {
    const response = await post({ intent: "add", variantId: SHIRT_S_SAGE, quantity: "5" });
    const result = await answer(response);
    expect(response.status).toBe(200);
    expect(result.cart.lines[0]).toMatchObject({ variantId: SHIRT_S_SAGE, quantity: 2 });
    expect(result.message).toMatch(/Only 2 .* available/);
    const again = await post({ intent: "add", variantId: SHIRT_S_SAGE, quantity: "1" }, cookieOf(response));
    expect(again.status).toBe(409);
    const refused = await refusal(again);
    expect(refused).toMatchObject({ ok: false, intent: "add", fieldErrors: {}, values: {}, toast: null });
    expect(refused.formError).toMatch(/You already have all 2/);
    expect(refused.data?.cart.lines[0]).toMatchObject({ variantId: SHIRT_S_SAGE, quantity: 2 });
    const update = await post({ intent: "update", variantId: SHIRT_S_SAGE, quantity: "9" }, cookieOf(response));
    expect((await answer(update)).cart.lines[0]!.quantity).toBe(2);
  });

  it("rejects unknown and sold-out variants with a clear message", async () => {
    const unknown = await post({ intent: "add", variantId: "gid://shopify/ProductVariant/9999999", quantity: "1" });
    expect(unknown.status).toBe(404);
    expect((await refusal(unknown)).formError).toBe(
      "Sorry, we couldn't find that product option. It may have been removed from the shop.",
    );
    const malformed = await post({ intent: "add", variantId: "gid://shopify/Product/1", quantity: "1" });
    expect(malformed.status).toBe(400);
    const refusedMalformed = await refusal(malformed);
    expect(refusedMalformed.formError).toBe("That product option is not one we sell.");
    expect(Object.keys(refusedMalformed).sort()).toEqual([
      "data",
      "fieldErrors",
      "formError",
      "intent",
      "ok",
      "toast",
      "values",
    ]);
    const soldOut = await post({ intent: "add", variantId: SHIRT_SOLD_OUT, quantity: "1" });
    expect(soldOut.status).toBe(409);
    expect((await refusal(soldOut)).formError).toMatch(/is sold out/);
    for (const fields of [
      { intent: "explode" } as Record<string, string>,
      { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "abc" },
      { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1000" },
    ]) {
      expect((await post(fields)).status).toBe(400);
    }
  });

  it("updates, removes (quantity 0 too) and clears", async () => {
    const added = await post({ intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" });
    const withShirt = await post({ intent: "add", variantId: SHIRT_S_SAGE, quantity: "1" }, cookieOf(added));
    let cookie = cookieOf(withShirt);
    const updated = await answer(await post({ intent: "update", variantId: OVERALLS_XS_BLUE, quantity: "3" }, cookie));
    expect(updated.cart.totalQuantity).toBe(4);
    const zeroed = await post({ intent: "update", variantId: SHIRT_S_SAGE, quantity: "0" }, cookie);
    const zeroedAnswer = await answer(zeroed);
    expect(zeroedAnswer.toast?.kind).toBe("removed");
    expect(zeroedAnswer.cart.lines.map((line) => line.variantId)).toEqual([OVERALLS_XS_BLUE]);
    cookie = cookieOf(zeroed);
    const removed = await answer(await post({ intent: "remove", variantId: OVERALLS_XS_BLUE }, cookie));
    expect(removed.message).toBe("Removed from cart");
    expect(removed.cart.lines).toEqual([]);
    const cleared = await answer(await post({ intent: "clear" }, cookie));
    expect(cleared.message).toBe("Cart cleared");
    expect(cleared.cart.totalQuantity).toBe(0);
  });

  it("ignores a tampered cookie and treats the cart as empty", async () => {
    const added = await post({ intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" });
    const cookie = cookieOf(added);
    const [name, value] = cookie.split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf(".");
    const forgedPayload = btoa(JSON.stringify([{ variantId: OVERALLS_XS_BLUE, quantity: 50 }]));
    const forged = `${name}=${encodeURIComponent(`${forgedPayload}${decoded.slice(dot)}`)}`;
    const result = await answer(await post({ intent: "add", variantId: SHIRT_S_SAGE, quantity: "1" }, forged));
    expect(result.cart.lines.map((line) => line.variantId)).toEqual([SHIRT_S_SAGE]);
    const page = await stack.fetch("/cart", { headers: { Cookie: `${name}=garbage` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Your cart is empty.");
  });

  it("keeps studio products out of the shop's cart permalink: they check out by the draft-order form", async () => {
    const rows = await stack.sql.execute({
      sql: "select id from products where slug = ?",
      args: [SEED_PRODUCTS[0]!.slug],
    });
    const studioVariant = `db_variant_${rows.rows[0]!.id}`;
    const studio = await post({ intent: "add", variantId: studioVariant, quantity: "1" });
    const both = await answer(
      await post({ intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" }, cookieOf(studio)),
    );
    expect(both.cart.studioLineCount).toBe(1);
    expect(both.cart.checkoutUrl).toBe(`${stack.demoShopUrl}/cart/4100693:1`);
    const page = await stack.fetch("/cart", { headers: { Cookie: cookieOf(studio) } });
    const html = await page.text();
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/cart\/checkout"/);
    expect(html).not.toMatch(/href="[^"]*\/cart\/\d/);
  });

  it("flags a line whose variant vanished instead of dropping it", async () => {
    const added = await post({ intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" });
    const rows = await stack.sql.execute({
      sql: "select id from products where slug = ?",
      args: [SEED_PRODUCTS[1]!.slug],
    });
    const studio = await post(
      { intent: "add", variantId: `db_variant_${rows.rows[0]!.id}`, quantity: "1" },
      cookieOf(added),
    );
    await stack.sql.execute({ sql: "delete from products where id = ?", args: [rows.rows[0]!.id] });
    const page = await stack.fetch("/cart", { headers: { Cookie: cookieOf(studio) } });
    const html = await page.text();
    expect(html).toContain("No longer available: remove it to check out.");
    expect(html).toContain(`${stack.demoShopUrl}/cart/4100693:1`);
  });

  it("counts the cart in the demo shop's permalink page", async () => {
    const added = await post({ intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "2" });
    const result = await answer(await post({ intent: "add", variantId: SHIRT_S_SAGE, quantity: "1" }, cookieOf(added)));
    const shopPage = await fetch(result.cart.checkoutUrl!);
    const html = await shopPage.text();
    expect(html).toContain('data-variant-id="4100693" data-quantity="2"');
    expect(html).toContain('data-variant-id="4100009" data-quantity="1"');
  });
});
