// Who the shop is, the law, and the smaller trust breakers of issue 44 (decision 062), through the built Worker
// without JavaScript: /privacy and /terms with defaults that name what is collected and why, edited by the owner
// (forms first, audited); the shop's identity in the settings, on /contact and in the footer; the links from the
// footer, sign-up and the newsletter; "You're subscribed" with an unsubscribe; a refused password naming the
// character; sign-out telling the page to clear the device's favorites; the cart line's "each", "Only N left" and
// the gift card's checkout note; the monitor's tooltip without a changelog; the size copy the catalogue bears out.
import { describe, expect, it } from "vitest";
import { errorOf, fieldByLabel, htmlOf, parseHtml, textOf, valueOf } from "../support/html";
import { Shopper, signedInAdmin, signedInShopper } from "../support/http-shopper";
import { saveSiteSettingsAs } from "../support/settings-form";
import { useTestStack } from "../support/test-stack-for-file";
import { SEED_SITE_SETTINGS } from "../../db/seed-data";
import { DEFAULT_ACCESS_TOKEN } from "../../workers/demo-shop/server";

const stack = useTestStack({ bindings: { HTML_CACHE: "off" } });
const identity = SEED_SITE_SETTINGS["shop.identity"];
const OVERALLS_XS_BLUE = "gid://shopify/ProductVariant/4100693"; // saffron-linen-overalls, plenty in stock

const mainText = async (path: string, who: Shopper = new Shopper(stack)) =>
  textOf((await htmlOf(await who.get(path))).querySelector("main"));

describe("the privacy policy and terms", () => {
  it("/privacy names what is collected and why, how long it is kept, the cookies, the countries sold to and who the shop is", async () => {
    const response = await stack.fetch("/privacy");
    expect(response.status).toBe(200);
    const page = await htmlOf(response);
    expect(textOf(page.querySelector("h1"))).toBe("Privacy Policy");
    const text = textOf(page.querySelector('[data-testid="legal-text"]'));
    for (const said of [
      "Your email address and password",
      "Newsletter",
      "voice messages",
      "We keep them 365 days",
      "Analytics",
      "You can turn analytics off",
      "__boho_session",
      "boho_cart",
      "Signing out clears the favorites kept on the device",
      "the United States, Canada, the United Kingdom, Australia, Germany, France and Japan",
      "GDPR",
      identity.email,
      "214 Canyon Road",
    ])
      expect(text, said).toContain(said);
    expect(textOf(page.querySelector('[data-testid="shop-identity"]'))).toContain(identity.phone);
  });

  it("/terms covers orders, shipping to the same countries, returns and sizes", async () => {
    const page = await htmlOf(await stack.fetch("/terms"));
    expect(textOf(page.querySelector("h1"))).toBe("Terms of Service");
    const text = textOf(page.querySelector('[data-testid="legal-text"]'));
    for (const said of [
      "Prices are in US dollars",
      "We ship to the United States",
      "30 days",
      "Each piece lists the sizes",
    ])
      expect(text, said).toContain(said);
  });

  it("is linked from every page's footer, the sign-up form and the newsletter block", async () => {
    const about = await htmlOf(await stack.fetch("/about"));
    const footer = about.querySelector("footer")!;
    expect(footer.querySelector('a[href="/privacy"]')).not.toBeNull();
    expect(footer.querySelector('a[href="/terms"]')).not.toBeNull();
    expect(textOf(footer.querySelector('[data-testid="footer-identity"]'))).toContain(identity.email);
    // The newsletter block (signed out: Sign In to Subscribe) says where the privacy policy is.
    const newsletter = [...footer.querySelectorAll("a")].find((a) => textOf(a) === "Sign In to Subscribe")!;
    expect(newsletter.parentElement!.parentElement!.querySelector('a[href="/privacy"]')).not.toBeNull();
    const signUp = await htmlOf(await stack.fetch("/auth?mode=signup"));
    const form = signUp.querySelector("main form")!;
    expect(textOf(form)).toContain("By creating an account you agree to our Terms of Service and our Privacy Policy");
    expect(form.querySelector('a[href="/terms"]')).not.toBeNull();
    expect(form.querySelector('a[href="/privacy"]')).not.toBeNull();
    // Both are in the sitemaps.
    expect(await (await stack.fetch("/sitemap.xml")).text()).toMatch(/\/privacy<\/loc>[^]*\/terms<\/loc>/);
  });

  it("the owner edits them in the admin (forms first, audited); an empty text is refused and nothing changes; the default comes back", async () => {
    const guest = await stack.fetch("/admin/legal");
    expect(guest.status).toBe(302);
    const shopper = await signedInShopper(stack);
    expect((await shopper.post("/admin/legal", { intent: "save", kind: "terms", markdown: "# Mine" })).status).toBe(
      302,
    );

    const admin = await signedInAdmin(stack);
    const form = await htmlOf(await admin.get("/admin/legal"));
    expect(valueOf(fieldByLabel(form, "Privacy Policy (Markdown)"))).toContain("What we collect, and why");

    const empty = await admin.post("/admin/legal", { intent: "save", kind: "terms", markdown: "   " });
    expect(empty.status).toBe(400);
    expect(errorOf(fieldByLabel(await htmlOf(empty), "Terms of Service (Markdown)"))).toMatch(
      /^Write the text, or choose Use the default text\./,
    );
    expect(await mainText("/terms")).toContain("Prices are in US dollars");

    const saved = await admin.post("/admin/legal", {
      intent: "save",
      kind: "terms",
      markdown: "## Our own terms\n\nWritten by the owner, with <script>alert(1)</script> as text.",
    });
    expect(saved.status).toBe(303);
    const terms = await htmlOf(await stack.fetch("/terms"));
    const text = terms.querySelector('[data-testid="legal-text"]')!;
    expect(textOf(text.querySelector("h2"))).toBe("Our own terms");
    expect(text.querySelector("script")).toBeNull();
    expect(textOf(terms.querySelector("main"))).toMatch(/Last updated [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    const audit = await stack.sql.execute(
      "select action, details from audit_log where action like 'legal_page_%' order by created_at, rowid",
    );
    expect(audit.rows.map((row) => row.action)).toEqual(["legal_page_updated"]);

    expect((await admin.post("/admin/legal", { intent: "reset", kind: "terms" })).status).toBe(303);
    expect(await mainText("/terms")).toContain("Prices are in US dollars");
  });
});

describe("who the shop is", () => {
  it("the owner's name, address, email and phone in the settings show on /contact and in the footer; a bad email is refused", async () => {
    const contact = await htmlOf(await stack.fetch("/contact"));
    const shown = textOf(contact.querySelector('[data-testid="shop-identity"]'));
    for (const part of [identity.name, "214 Canyon Road", "Santa Fe, NM 87501", identity.email, identity.phone])
      expect(shown).toContain(part);
    expect(contact.querySelector(`[data-testid="shop-identity"] a[href="mailto:${identity.email}"]`)).not.toBeNull();
    expect(contact.querySelector('[data-testid="shop-identity"] a[href="tel:+15055550142"]')).not.toBeNull();

    const admin = await signedInAdmin(stack);
    const refused = await saveSiteSettingsAs(admin, { "shopIdentity.email": "hello at shop" });
    expect(refused.status).toBe(400);
    expect(errorOf(fieldByLabel(await htmlOf(refused), "Email"))).toBe(
      "Enter an email address like hello@yourshop.com.",
    );
    const changed = {
      "shopIdentity.name": "Juniper & Sage Ltd",
      "shopIdentity.address": "4 Market Row\nBrighton BN1 1AA\nUnited Kingdom",
      "shopIdentity.email": "hi@juniper.example",
      "shopIdentity.phone": "",
    };
    expect((await saveSiteSettingsAs(admin, changed)).status).toBe(303);
    try {
      const page = await htmlOf(await stack.fetch("/contact"));
      const block = textOf(page.querySelector('[data-testid="shop-identity"]'));
      expect(block).toContain("Juniper & Sage Ltd");
      expect(block).toContain("Brighton BN1 1AA");
      expect(block).not.toContain("Phone");
      expect(textOf(page.querySelector('[data-testid="footer-identity"]'))).toContain("hi@juniper.example");
      // The default privacy policy follows the settings.
      expect(await mainText("/privacy")).toContain("Juniper & Sage Ltd");
    } finally {
      await saveSiteSettingsAs(admin, {});
    }
  });
});

describe("the newsletter on My Account", () => {
  it("after subscribing says You're subscribed and offers Unsubscribe, a form that stops the letters", async () => {
    const shopper = await signedInShopper(stack);
    const before = await htmlOf(await shopper.get("/account"));
    const section = () => before.querySelector('section[aria-labelledby="newsletter-heading"]')!;
    expect(textOf(section())).toContain("Subscribe");
    expect(section().querySelector('[data-testid="newsletter-status"]')).toBeNull();

    const subscribed = await shopper.post("/newsletter", { source: "footer", redirectTo: "/account" });
    expect(subscribed.status).toBe(303);
    const after = parseHtml(await shopper.follow(subscribed));
    const block = after.querySelector('section[aria-labelledby="newsletter-heading"]')!;
    expect(textOf(block.querySelector('[data-testid="newsletter-status"]'))).toBe("You're subscribed");
    const unsubscribe = block.querySelector('form[action="/newsletter"]')!;
    expect(unsubscribe.querySelector('input[name="intent"]')!.getAttribute("value")).toBe("unsubscribe");
    expect(textOf(unsubscribe.querySelector("button"))).toBe("Unsubscribe");

    const stopped = await shopper.post("/newsletter", { intent: "unsubscribe", redirectTo: "/account" });
    expect(stopped.status).toBe(303);
    const page = parseHtml(await shopper.follow(stopped));
    expect(textOf(page.querySelector('[data-testid="toast"]'))).toContain("You're unsubscribed");
    expect(page.querySelector('[data-testid="newsletter-status"]')).toBeNull();
    const row = await stack.sql.execute("select unsubscribed_at from newsletter_subscribers");
    expect(row.rows).toHaveLength(1);
    expect(row.rows[0]!.unsubscribed_at).toBeTruthy();
  });
});

describe("the sign-up password", () => {
  it("says which characters are allowed before she types, and a refusal keeps the spec's message first and names the character", async () => {
    const form = await htmlOf(await stack.fetch("/auth?mode=signup"));
    const password = fieldByLabel(form, "Password");
    const hint = textOf(form.getElementById(password.getAttribute("aria-describedby")!.split(" ")[0]!));
    expect(hint).toContain("Allowed: letters A-Z and a-z, numbers 0-9 and @ $ ! % * ? &");

    const response = await new Shopper(stack).post("/auth?mode=signup", {
      intent: "signup",
      email: "hash-tag@example.com",
      password: "Sunflower#2026",
    });
    expect(response.status).toBe(400);
    const page = await htmlOf(response);
    const errors = [...page.querySelectorAll(`#${password.getAttribute("id")}-error li`)].map(textOf);
    expect(errors).toEqual([
      "Invalid Password: Password must be at least 8 characters with uppercase, lowercase, number, and special character.",
      "“#” can't be used. Use only letters A-Z and a-z, numbers 0-9 and @ $ ! % * ? &.",
    ]);
  });
});

describe("signing out on a shared computer", () => {
  it("the page a sign-out lands on clears the device's favorites and says so; the next page does not", async () => {
    const shopper = await signedInShopper(stack);
    const out = await shopper.post("/sign-out", {});
    expect(out.status).toBe(303);
    const landed = parseHtml(await shopper.follow(out));
    const script = landed.querySelector("head script[data-forget-device]");
    expect(script?.textContent).toContain('"boho:favorites"');
    expect(script?.textContent).toContain('"boho:favorites-queue"');
    expect(script?.textContent).toContain("localStorage.removeItem");
    expect(textOf(landed.querySelector('[data-testid="toast"]'))).toContain(
      "Favorites kept on this device were cleared",
    );
    const next = await htmlOf(await shopper.get("/"));
    expect(next.querySelector("script[data-forget-device]")).toBeNull();
  });
});

type ShopVariant = { id: string; quantityAvailable: number | null; availableForSale: boolean };

describe("cart lines that add up", () => {
  it("a line of 2 shows the unit price with each and the line total", async () => {
    const shopper = new Shopper(stack);
    await shopper.post("/cart", { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "2" });
    const line = (await htmlOf(await shopper.get("/cart"))).querySelector(`[data-variant-id="${OVERALLS_XS_BLUE}"]`)!;
    const unit = textOf(line.querySelector('[data-testid="line-unit-price"]'));
    expect(unit).toMatch(/^\$\d+\.\d\d each$/);
    const unitCents = Math.round(Number(unit.replace(/[^\d.]/g, "")) * 100);
    expect(textOf(line.querySelector('[data-testid="line-total"]'))).toBe(`$${((unitCents * 2) / 100).toFixed(2)}`);
    // One of a piece shows its price alone.
    await shopper.post("/cart", { intent: "update", variantId: OVERALLS_XS_BLUE, quantity: "1" });
    const single = (await htmlOf(await shopper.get("/cart"))).querySelector(`[data-variant-id="${OVERALLS_XS_BLUE}"]`)!;
    expect(single.querySelector('[data-testid="line-unit-price"]')).toBeNull();
  });

  it("a + that stops at the stock left says Only N left", async () => {
    const answer = await stack.demoShop("/api/2025-01/graphql.json", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": DEFAULT_ACCESS_TOKEN },
      body: JSON.stringify({
        query:
          "{ products(first: 120) { nodes { variants(first: 50) { nodes { id quantityAvailable availableForSale } } } } }",
      }),
    });
    const { data } = (await answer.json()) as {
      data: { products: { nodes: { variants: { nodes: ShopVariant[] } }[] } };
    };
    const low = data.products.nodes
      .flatMap((product) => product.variants.nodes)
      .find(
        (variant) =>
          variant.availableForSale && (variant.quantityAvailable ?? 0) >= 2 && (variant.quantityAvailable ?? 0) <= 5,
      )!;
    expect(low).toBeDefined();
    const shopper = new Shopper(stack);
    await shopper.post("/cart", { intent: "add", variantId: low.id, quantity: String(low.quantityAvailable) });
    const line = (await htmlOf(await shopper.get("/cart"))).querySelector(`[data-variant-id="${low.id}"]`)!;
    const plus = [...line.querySelectorAll("button")].find((button) =>
      button.getAttribute("aria-label")?.startsWith("Increase"),
    )!;
    expect(plus.hasAttribute("disabled")).toBe(true);
    const limit = line.querySelector('[data-testid="line-stock-limit"]')!;
    expect(textOf(limit)).toBe(`Only ${low.quantityAvailable} left`);
    expect(plus.getAttribute("aria-describedby")).toBe(limit.getAttribute("id"));
  });

  it("with a gift card, the cart says what the checkout will show before the card, and the hand-off's cart shows that figure", async () => {
    const shopper = new Shopper(stack);
    await shopper.post("/cart", { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "2" });
    await shopper.post("/cart", { intent: "apply-discount", discountCode: "BOHO10", redirectTo: "/cart" });
    await shopper.post("/cart", { intent: "apply-gift-card", giftCardCode: "BOHOGIFT50", redirectTo: "/cart" });
    const cart = await htmlOf(await shopper.get("/cart"));
    const note = textOf(cart.querySelector('[data-testid="gift-card-checkout-note"]'));
    const estimated = textOf(cart.querySelector('[data-testid="cart-estimated-total"]'));
    expect(note).toBe(
      `Checkout opens at ${estimated}: enter your gift card ending FT50 there and it takes off $50.00.`,
    );
    const handOff = await shopper.get("/cart/checkout");
    const shopCart = parseHtml(await (await fetch(handOff.headers.get("Location")!)).text());
    expect(`$${shopCart.querySelector(".cart-total")!.getAttribute("data-total")}`).toBe(estimated);
  });
});

describe("quiet page notes and true size copy", () => {
  it("the page version note's tooltip says when the page changed, never what changed", async () => {
    const home = await htmlOf(await stack.fetch("/"));
    const version = home.querySelector('[data-testid="performance-monitor"] p[title]')!;
    expect(version.getAttribute("title")).toBe("Page version 2.1.0, updated 2026-11-21");
    expect(home.querySelector('[data-testid="performance-monitor"]')!.innerHTML).not.toContain("Streamed featured");
  });

  it("promises sizes XS to 4XL across the shop, as the catalogue has them, and no longer every piece in every size", async () => {
    const about = await mainText("/about");
    expect(about).not.toMatch(/every piece,? (in )?every size/i);
    expect(about).toContain("Not every style is cut in every size yet");
    const journal = await mainText("/blog");
    expect(journal).not.toContain("Every Piece Comes in Every Size");
    // Both ends of the range are in the catalogue, and not every piece has both.
    const count = async (sizes: string) =>
      Number(/Showing \d+-\d+ of (\d+) products/.exec(await mainText(`/products?sizes=${sizes}`))?.[1] ?? Number.NaN);
    expect(await count("xs")).toBeGreaterThan(0);
    expect(await count("xxxxl")).toBeGreaterThan(0);
    expect(await count("xs")).toBeLessThan(Number(/of (\d+) products/.exec(await mainText("/products"))?.[1]));
  });
});
