// Discount codes, gift cards and the gift note, through the built Worker and
// the demo shop: each demo code is checked with the shop's cartCreate, an
// applicable one shows the shop's saving and total (whatever the form claims),
// a refused one comes back with its reason and is not kept, and the checkout
// hand-off carries the accepted code and the note on the cart permalink.
import { describe, expect, it } from "vitest";
import { loaderData } from "../support/single-fetch";
import { parseHtml } from "../support/html";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

const stack = useTestStack();

const OVERALLS_XS_BLUE = "gid://shopify/ProductVariant/4100693"; // saffron-linen-overalls, plenty in stock

type CodesView = {
  discount: { code: string; applicable: boolean; saving: string } | null;
  giftCard: {
    code: string;
    applied: boolean;
    lastCharacters: string | null;
    amountUsed: string;
    balance: string;
  } | null;
  note: string | null;
  subtotal: string | null;
  estimatedTotal: string | null;
  leftToPay: string | null;
};
type CartData = { cart: { total: string; codes: CodesView | null } };

async function cartData(shopper: Shopper): Promise<CartData["cart"]> {
  return (await loaderData<CartData>(await shopper.get("/cart.data?_routes=routes/cart"), "routes/cart")).cart;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const dollars = (value: number) => (value / 100).toFixed(2);

/** A shopper with `quantity` overalls in the cart, and that cart's total in cents. */
async function shopperWithOveralls(quantity: number): Promise<{ shopper: Shopper; totalCents: number }> {
  const shopper = new Shopper(stack);
  const added = await shopper.post("/cart", { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: String(quantity) });
  expect(added.status).toBe(303);
  return { shopper, totalCents: cents((await cartData(shopper)).total) };
}

const applyDiscount = (shopper: Shopper, code: string, extra: Record<string, string> = {}) =>
  shopper.post("/cart", { intent: "apply-discount", discountCode: code, redirectTo: "/cart", ...extra });

/** The refused form as the page shows it without JavaScript: the error under the field and the code typed. */
async function refusal(response: Response): Promise<{ error: string; typed: string | null }> {
  const document = parseHtml(await response.text());
  const input = document.querySelector<HTMLInputElement>("#page-apply-discount-discountCode");
  return {
    error: document.querySelector("#page-apply-discount-discountCode-error")?.textContent?.trim() ?? "",
    typed: input?.getAttribute("value") ?? null,
  };
}

describe("discount codes in the cart", () => {
  it("BOHO10 takes 10% off as the shop answers it, whatever total the form claims, and survives reloads", async () => {
    const { shopper, totalCents } = await shopperWithOveralls(1);
    const applied = await applyDiscount(shopper, "  boho10 ", { total: "1.00", saving: "999.00", estimatedTotal: "0" });
    expect(applied.status).toBe(303);
    expect(applied.headers.get("Location")).toBe("/cart");

    const cart = await cartData(shopper);
    const saving = Math.round(totalCents * 0.1);
    expect(cart.codes?.discount).toEqual({ code: "boho10", applicable: true, saving: dollars(saving) });
    expect(cart.codes?.subtotal).toBe(dollars(totalCents));
    expect(cart.codes?.estimatedTotal).toBe(dollars(totalCents - saving));

    // The page (a reload, no JavaScript) shows the saving and the new estimated total.
    const page = parseHtml(await (await shopper.get("/cart")).text());
    expect(page.querySelector('[data-testid="cart-discount-saving"]')?.textContent).toBe(`−$${dollars(saving)}`);
    expect(page.querySelector('[data-testid="cart-estimated-total"]')?.textContent).toBe(
      `$${dollars(totalCents - saving)}`,
    );
    expect(page.body.textContent).toContain("Discount boho10 applied: you save");
  });

  it("SUNNY15 takes $15 off", async () => {
    const { shopper, totalCents } = await shopperWithOveralls(1);
    expect((await applyDiscount(shopper, "SUNNY15")).status).toBe(303);
    const cart = await cartData(shopper);
    expect(cart.codes?.discount).toEqual({ code: "SUNNY15", applicable: true, saving: "15.00" });
    expect(cart.codes?.estimatedTotal).toBe(dollars(totalCents - 1500));
  });

  it("FREESPIRIT20 is refused below $200 (the code kept in the field, not in the cart) and applies above it", async () => {
    const { shopper, totalCents } = await shopperWithOveralls(1);
    expect(totalCents).toBeLessThan(20_000);
    const refused = await applyDiscount(shopper, "FREESPIRIT20");
    expect(refused.status).toBe(422);
    expect(await refusal(refused)).toEqual({
      error: `Your cart doesn't reach the minimum order for "FREESPIRIT20" yet.`,
      typed: "FREESPIRIT20",
    });
    expect((await cartData(shopper)).codes).toBeNull();

    const quantity = Math.ceil(20_000 / totalCents);
    await shopper.post("/cart", { intent: "update", variantId: OVERALLS_XS_BLUE, quantity: String(quantity) });
    const bigger = cents((await cartData(shopper)).total);
    expect(bigger).toBeGreaterThanOrEqual(20_000);
    expect((await applyDiscount(shopper, "FREESPIRIT20")).status).toBe(303);
    const cart = await cartData(shopper);
    expect(cart.codes?.discount).toEqual({
      code: "FREESPIRIT20",
      applicable: true,
      saving: dollars(Math.round(bigger * 0.2)),
    });

    // Back under the minimum, the shop no longer applies it: no saving is shown, and the cart says so.
    await shopper.post("/cart", { intent: "update", variantId: OVERALLS_XS_BLUE, quantity: "1" });
    const after = await cartData(shopper);
    expect(after.codes?.discount).toEqual({ code: "FREESPIRIT20", applicable: false, saving: "0.00" });
    const page = parseHtml(await (await shopper.get("/cart")).text());
    expect(page.querySelector('[data-testid="cart-codes-page"]')?.textContent).toContain(
      "Discount FREESPIRIT20 doesn't apply to your cart as it is now.",
    );
    expect(page.querySelector('[data-testid="cart-discount-saving"]')).toBeNull();
  });

  it("an expired code and an unknown one are refused with their reasons", async () => {
    const { shopper } = await shopperWithOveralls(1);
    const expired = await applyDiscount(shopper, "SUMMER2024");
    expect(expired.status).toBe(422);
    expect((await refusal(expired)).error).toBe(`The discount code "SUMMER2024" has expired or isn't active yet.`);
    const unknown = await applyDiscount(shopper, "BOHO11");
    expect(unknown.status).toBe(422);
    expect(await refusal(unknown)).toEqual({
      error: `Enter a valid discount code: we couldn't find "BOHO11".`,
      typed: "BOHO11",
    });
    expect((await cartData(shopper)).codes).toBeNull();
  });

  it("an empty or over-long code is refused before the shop is asked; a kept code can be removed", async () => {
    const { shopper } = await shopperWithOveralls(1);
    const empty = await applyDiscount(shopper, "   ");
    expect(empty.status).toBe(400);
    expect((await refusal(empty)).error).toBe("Enter a discount code.");
    const long = await applyDiscount(shopper, "X".repeat(41));
    expect(long.status).toBe(400);
    expect((await refusal(long)).error).toBe("A discount code is at most 40 characters.");

    await applyDiscount(shopper, "BOHO10");
    expect((await cartData(shopper)).codes?.discount?.applicable).toBe(true);
    expect((await shopper.post("/cart", { intent: "remove-discount", redirectTo: "/cart" })).status).toBe(303);
    expect((await cartData(shopper)).codes).toBeNull();
  });

  it("clearing the cart clears its code and gift message too", async () => {
    const { shopper } = await shopperWithOveralls(1);
    await applyDiscount(shopper, "BOHO10");
    await shopper.post("/cart", { intent: "save-note", note: "For you", redirectTo: "/cart" });
    expect((await cartData(shopper)).codes?.note).toBe("For you");
    expect((await shopper.post("/cart", { intent: "clear", redirectTo: "/cart" })).status).toBe(303);
    await shopper.post("/cart", { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" });
    expect((await cartData(shopper)).codes).toBeNull();
  });

  it("an empty cart takes no code", async () => {
    const shopper = new Shopper(stack);
    const refused = await applyDiscount(shopper, "BOHO10");
    expect(refused.status).toBe(409);
  });

  it("checks are limited per network", async () => {
    const { shopper } = await shopperWithOveralls(1);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push(
        (await applyDiscount(shopper, `GUESS${attempt}`, {}).then((response) => response.status)) as number,
      );
    // Without a client address (local tools) nothing is limited; with one, the 21st check in ten minutes is refused.
    expect(statuses.every((status) => status === 422)).toBe(true);
    const limited: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await shopper.post(
        "/cart",
        { intent: "apply-discount", discountCode: `GUESS${attempt}`, redirectTo: "/cart" },
        { "CF-Connecting-IP": "198.51.100.28" },
      );
      limited.push(response.status);
      if (attempt === 20) expect((await refusal(response)).error).toContain("Too many code attempts");
    }
    expect(limited.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(limited[20]).toBe(429);
  });
});

describe("while the shop cannot answer", () => {
  it("a code check says so (503, the code still typed in) and the kept codes stay as they were", async () => {
    const { shopper } = await shopperWithOveralls(1);
    expect((await applyDiscount(shopper, "BOHO10")).status).toBe(303);
    await stack.demoShop("/__demo/faults", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "http503", count: 30 }),
    });
    let refused: Response;
    try {
      refused = await shopper.post("/cart", {
        intent: "apply-gift-card",
        giftCardCode: "BOHOGIFT100",
        redirectTo: "/cart",
      });
    } finally {
      await stack.demoShop("/__demo/faults", { method: "DELETE" });
    }
    expect(refused.status).toBe(503);
    const page = parseHtml(await refused.text());
    // The page says it (the cart's own notice that prices are unavailable may stand above it).
    expect([...page.querySelectorAll("main [role=alert]")].map((alert) => alert.textContent)).toContain(
      "We couldn't check your code right now. Please try again in a moment.",
    );
    expect(page.querySelector("#page-apply-gift-card-giftCardCode")?.getAttribute("value")).toBe("BOHOGIFT100");
    const cart = await cartData(shopper);
    expect(cart.codes?.discount?.code).toBe("BOHO10");
    expect(cart.codes?.giftCard).toBeNull();
  });
});

describe("gift cards in the cart", () => {
  it("a gift card with a balance shows what it covers; a spent one is refused", async () => {
    const { shopper, totalCents } = await shopperWithOveralls(1);
    expect(totalCents).toBeGreaterThan(5000);
    const spent = await shopper.post("/cart", {
      intent: "apply-gift-card",
      giftCardCode: "BOHOGIFTSPENT",
      redirectTo: "/cart",
    });
    expect(spent.status).toBe(422);
    const page = parseHtml(await spent.text());
    expect(page.querySelector("#page-apply-gift-card-giftCardCode-error")?.textContent).toBe(
      "Enter a valid gift card code: we couldn't find that card, or it has no balance left.",
    );
    expect(page.querySelector("#page-apply-gift-card-giftCardCode")?.getAttribute("value")).toBe("BOHOGIFTSPENT");
    expect((await cartData(shopper)).codes).toBeNull();

    const added = await shopper.post("/cart", {
      intent: "apply-gift-card",
      giftCardCode: "bohogift-50",
      redirectTo: "/cart",
    });
    expect(added.status).toBe(303);
    const cart = await cartData(shopper);
    expect(cart.codes?.giftCard).toEqual({
      code: "bohogift-50",
      applied: true,
      lastCharacters: "FT50",
      amountUsed: "50.00",
      balance: "50.00",
    });
    expect(cart.codes?.estimatedTotal).toBe(dollars(totalCents));
    expect(cart.codes?.leftToPay).toBe(dollars(totalCents - 5000));
    const shown = parseHtml(await (await shopper.get("/cart")).text());
    expect(shown.querySelector('[data-testid="cart-gift-card-amount"]')?.textContent).toBe("−$50.00");
    expect(shown.querySelector('[data-testid="cart-left-to-pay"]')?.textContent).toBe(`$${dollars(totalCents - 5000)}`);
  });
});

// Issue 41 §13: gift cards are money; 20 guesses a network, and many networks, had no overall bound.
describe("gift card checks across networks", () => {
  it("stop for the whole shop after 200 in ten minutes, logged once; discount codes are not held by it", async () => {
    const { shopper } = await shopperWithOveralls(1);
    const guess = (network: number, attempt: number, intent = "apply-gift-card") =>
      shopper.post(
        "/cart",
        intent === "apply-gift-card"
          ? { intent, giftCardCode: `GIFTGUESS${network}X${attempt}`, redirectTo: "/cart" }
          : { intent, discountCode: `GUESS${network}X${attempt}`, redirectTo: "/cart" },
        { "CF-Connecting-IP": `192.0.2.${network + 1}` },
      );
    const statuses: number[] = [];
    for (let network = 0; network < 10; network++)
      for (let attempt = 0; attempt < 20; attempt++) statuses.push((await guess(network, attempt)).status);
    expect(statuses.filter((status) => status !== 422)).toEqual([]);
    // A new network's first gift card check is refused: the shop's 200 are spent.
    const refused = await guess(10, 0);
    expect(refused.status).toBe(429);
    expect(
      parseHtml(await refused.text())
        .querySelector("#page-apply-gift-card-giftCardCode-error")
        ?.textContent?.trim(),
    ).toContain("Too many code attempts");
    expect((await guess(10, 1)).status).toBe(429);
    expect((await guess(10, 2, "apply-discount")).status).toBe(422);
    const logged = await stack.sql.execute(
      "select count(*) as n from security_events where event_type = 'rate_limit_exceeded' and details like '%gift card checks, whole shop%'",
    );
    expect(Number(logged.rows[0]!.n)).toBe(1);
  });
});

describe("the hand-off", () => {
  it("carries the accepted code and the gift note on the permalink, and the demo shop's cart shows both", async () => {
    const { shopper, totalCents } = await shopperWithOveralls(1);
    await applyDiscount(shopper, "BOHO10");
    const note = "Happy birthday, Mum! 🌸 Love & hugs <3";
    expect(
      (await shopper.post("/cart", { intent: "save-note", note: `  ${note}  `, redirectTo: "/cart" })).status,
    ).toBe(303);
    expect((await cartData(shopper)).codes?.note).toBe(note);

    const handOff = await shopper.get("/cart/checkout");
    expect(handOff.status).toBe(303);
    const location = new URL(handOff.headers.get("Location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${stack.demoShopUrl}/cart/4100693:1`);
    expect(location.searchParams.get("discount")).toBe("BOHO10");
    expect(location.searchParams.get("note")).toBe(note);

    const shopPage = parseHtml(await (await fetch(location)).text());
    const discount = shopPage.querySelector(".cart-discount");
    expect(discount?.getAttribute("data-code")).toBe("BOHO10");
    expect(discount?.getAttribute("data-applicable")).toBe("true");
    expect(shopPage.querySelector(".cart-total")?.getAttribute("data-total")).toBe(
      dollars(totalCents - Math.round(totalCents * 0.1)),
    );
    expect(shopPage.querySelector(".cart-note-text")?.textContent).toBe(note);
  });

  it("a refused code never reaches the permalink; an over-long note is refused and the kept one stays", async () => {
    const { shopper } = await shopperWithOveralls(1);
    await applyDiscount(shopper, "SUMMER2024");
    await shopper.post("/cart", { intent: "save-note", note: "For you", redirectTo: "/cart" });
    const tooLong = await shopper.post("/cart", { intent: "save-note", note: "x".repeat(501), redirectTo: "/cart" });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Keep your gift message to 500 characters or fewer.");
    const location = new URL((await shopper.get("/cart/checkout")).headers.get("Location")!);
    expect(location.searchParams.has("discount")).toBe(false);
    expect(location.searchParams.get("note")).toBe("For you");
  });
});
