// A listing page stays light (at most 80 KB of HTML for 24 cards; it was 137 KB) and each card still works without
// JavaScript: its product link opens the product, its Add to Cart form puts that product in the cart (or,
// for a product with options, its Choose options link opens the product page, where the form is), and its
// heart is a real form. The page's hydration data leaves the cards out: the browser reads them back from the
// cards' markup (decision 055), which must say what the cards' data says. A size is not a time, so a test may hold it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardFromMarkup } from "~/components/catalog/cards-from-markup";
import type { BrowserProductCard } from "~/lib/catalog/product-cards";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { Shopper, signedInShopper } from "../support/http-shopper";
import { parseHtml } from "../support/html";
import { dataUrl, loaderData } from "../support/single-fetch";
import { DEMO_SHOPPER } from "../../db/seed-data";

/**
 * The signed-in /collections/dresses weighed 76.3 KB before 2026-11-28 and 79.7-80.8 KB after: the card's data-*
 * contract (decision 063, about 110 bytes a card) and the shop's identity and legal links in the footer (decision
 * 062, about 1 KB). The ceiling moved from 80 to 84 KB with them; the srcset's five widths are the specification's.
 */
const MAX_LISTING_HTML_BYTES = 84_000;

let stack: TestStack;
beforeAll(async () => {
  // Enough products that a collection fills its first page of 24.
  stack = await startTestStack({ productCount: 600 });
});
afterAll(async () => {
  await stack?.close();
});

const decodeEntities = (text: string) =>
  text
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

/** What a browser without JavaScript submits for a form: its named inputs and the clicked button's name and value. */
function submittedFields(form: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const tag of form.matchAll(/<(?:input|button)\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(tag[0])?.[1];
    if (name && value !== undefined) fields[name] = decodeEntities(value);
  }
  return fields;
}

type Card = {
  label: string;
  title: string;
  href: string;
  cartForm: string | null;
  chooseHref: string | null;
  soldOut: boolean;
  heartForm: string;
};

function cardsOf(html: string): Card[] {
  return [...html.matchAll(/<article\b[^>]*aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/article>/g)].map(
    ([, label, body]) => {
      const title = /<h3[^>]*>\s*<a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(body!);
      return {
        title: decodeEntities(title?.[2] ?? ""),
        href: title?.[1] ?? "",
        cartForm: /<form[^>]*action="\/cart"[^>]*>[\s\S]*?<\/form>/.exec(body!)?.[0] ?? null,
        chooseHref: /<a href="([^"]+)"[^>]*aria-label="Choose options: /.exec(body!)?.[1] ?? null,
        soldOut: />Out of Stock<\/button>/.test(body!),
        heartForm: /<form[^>]*action="\/favorites"[^>]*>[\s\S]*?<\/form>/.exec(body!)?.[0] ?? "",
        label: decodeEntities(label!),
      };
    },
  );
}

describe.each(["/products", "/collections/dresses"])("%s", (path) => {
  it("answers at most 80 KB of HTML with 24 cards whose links and forms work", async () => {
    const shopper = new Shopper(stack);
    const response = await shopper.get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(new TextEncoder().encode(html).length).toBeLessThanOrEqual(MAX_LISTING_HTML_BYTES);

    const cards = cardsOf(html);
    expect(cards).toHaveLength(24);
    const addable = cards.filter((card) => card.cartForm !== null);
    for (const card of cards) {
      // The title links to the product's own page.
      expect(card.label).toBe(card.title);
      expect(card.href).toMatch(/^\/products\/[a-z0-9-]+$/);
      const product = await shopper.get(card.href);
      expect(product.status).toBe(200);
      const productHtml = await product.text();
      expect(productHtml).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(card.title))}</h1>`));
      // The heart posts the product to favorites, as a real form.
      expect(submittedFields(card.heartForm)).toMatchObject({ intent: "toggle", redirectTo: path });
      // Every card offers a way to add: its own form, or the product page's for a product with options, which
      // opens on no size and posts the product for the cart to ask "Choose a size" (decision 062).
      if (card.cartForm === null && !card.soldOut) {
        expect(card.chooseHref).toBe(card.href);
        expect(productHtml).toMatch(
          new RegExp(`<form[^>]*action="/cart"[\\s\\S]*?name="product" value="${escapeRegExp(card.href.slice(10))}"`),
        );
      }
    }

    for (const card of addable) {
      const fields = submittedFields(card.cartForm!);
      expect(fields).toMatchObject({ intent: "add", redirectTo: path });
      const added = await shopper.post("/cart", fields, { Origin: stack.url });
      expect(added.status).toBe(303);
      expect(added.headers.get("Location")).toBe(path);
      await added.body?.cancel();
    }
    // Back on the listing, each added card says it is in the cart; the cart lists it.
    const after = cardsOf(await (await shopper.get(path)).text());
    for (const card of addable) {
      const shown = after.find((other) => other.href === card.href)!;
      expect(shown.cartForm).toMatch(/>In Cart<\/button>/);
    }
    const cart = await (await shopper.get("/cart")).text();
    for (const card of addable) expect(cart).toContain(escapeHtml(card.title));
  });

  it("answers at most 80 KB to a signed-in shopper too (the account menu, favorites and grid are theirs)", async () => {
    const shopper = await signedInShopper(stack);
    const html = await (await shopper.get(path)).text();
    expect(html).toContain(DEMO_SHOPPER.email);
    expect(cardsOf(html)).toHaveLength(24);
    expect(new TextEncoder().encode(html).length).toBeLessThanOrEqual(MAX_LISTING_HTML_BYTES);
  });

  it("leaves the cards out of the page's hydration data, and its cards' markup says what their data says", async () => {
    const shopper = new Shopper(stack);
    // Some cards in the cart, so "In Cart" is read back too.
    const first = cardsOf(await (await shopper.get(path)).text()).filter((card) => card.cartForm !== null);
    for (const card of first.slice(0, 2)) {
      const added = await shopper.post("/cart", submittedFields(card.cartForm!), { Origin: stack.url });
      await added.body?.cancel();
    }
    const html = await (await shopper.get(path)).text();
    const hydrationData = [...html.matchAll(/<script[^>]*>(window\.__remixContext[\s\S]*?)<\/script>/g)]
      .map((script) => script[1])
      .join("");
    expect(hydrationData).toContain('\\"listing\\"');
    expect(hydrationData).not.toContain("displayPrice");

    const { listing, shopper: state } = await navigationData(shopper, path);
    expect(listing.products).toHaveLength(24);
    // A collection of dresses has none without a size to choose, so nothing to add from its cards.
    expect(state.cartProductIds).toHaveLength(Math.min(first.length, 2));
    const read = [...parseHtml(html).querySelectorAll('[data-testid="product-grid"] article.card')].map(cardFromMarkup);
    const inCart = (card: BrowserProductCard) => state.cartProductIds.includes(card.id);
    expect(read.map((card) => drawn(card, inCart(card)))).toEqual(
      listing.products.map((card) => drawn(card, inCart(card))),
    );
  });
});

type ListingData = { listing: { products: BrowserProductCard[] }; shopper: { cartProductIds: string[] } };

/** What a client-side navigation to `path` receives: the route's loader data, cards included. */
async function navigationData(shopper: Shopper, path: string): Promise<ListingData> {
  const response = await shopper.get(dataUrl(path));
  expect(response.status).toBe(200);
  return loaderData<ListingData>(
    response,
    path === "/products" ? "routes/products._index" : "routes/collections.$handle",
  );
}

/** A card as it is drawn: its buy area is Choose options, an Add to Cart form for one variant, or Out of Stock. */
function drawn(card: BrowserProductCard, inCart: boolean) {
  const { needsVariantChoice, isInStock, defaultVariantId, ...rest } = card;
  const buy =
    needsVariantChoice && isInStock && !inCart
      ? "choose options"
      : isInStock && defaultVariantId
        ? `add ${defaultVariantId}`
        : "out of stock";
  return { ...rest, buy };
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function escapeHtml(text: string) {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}
