// The card's markup contract (app/lib/catalog/card-markup.ts, decision 063): the server writes a listing's cards
// as text, the browser hydrates them with ProductCard, so the two must be the same bytes; and a card read back
// from its markup (the browser's first render, the Worker's copies of kept pages) must be the card that drew it.
import { parseHTML } from "linkedom";
import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, test } from "vitest";
import { cardFromMarkup } from "~/components/catalog/cards-from-markup";
import { ProductCard } from "~/components/catalog/ProductCard";
import { cardHtml, cardImageUrl, originalImageUrl, type CardView } from "~/lib/catalog/card-markup";
import type { GridPreferences } from "~/lib/catalog/grid-preferences";
import type { BrowserProductCard } from "~/lib/catalog/product-cards";

const BASE: BrowserProductCard = {
  id: "gid://shopify/Product/1000583",
  handle: "aurora-denim-trousers",
  title: "Aurora Denim Trousers",
  image: { url: "https://cdn.example/files/aurora.jpg?v=1700000000", altText: "Aurora Denim Trousers in Beige" },
  displayPrice: "$50.99",
  displayCompareAtPrice: null,
  percentOff: 0,
  priceAmount: "50.99",
  badges: [],
  isInStock: true,
  needsVariantChoice: false,
  defaultVariantId: "gid://shopify/ProductVariant/4100869",
};

/** Every kind of card the grid draws, and titles, alt texts and URLs that need escaping. */
const CARDS: BrowserProductCard[] = [
  BASE,
  { ...BASE, id: "db_12", needsVariantChoice: true, badges: ["new-arrival"], defaultVariantId: "db_variant_12" },
  {
    ...BASE,
    id: "p3",
    displayPrice: "$67.95",
    displayCompareAtPrice: "$118.00",
    percentOff: 42,
    badges: ["sale", "new-arrival", "limited-edition", "bestseller", "back-in-stock"],
  },
  { ...BASE, id: "p4", badges: ["sale"], displayCompareAtPrice: "$1,299.00", isInStock: false },
  { ...BASE, id: "p5", defaultVariantId: null },
  { ...BASE, id: "p6", image: null, rating: { average: 4.5, count: 12 } },
  { ...BASE, id: "p7", rating: { average: 5, count: 1 }, needsVariantChoice: true },
  {
    ...BASE,
    id: `p8 "quoted" & <tagged>`,
    handle: "l'atelier",
    title: `Rosa's "Fringe" Bag <Limited> & More`,
    image: { url: "/images/products/a b.jpg?crop=center&v=1", altText: `Rosa's "Fringe" Bag & <co>` },
    displayPrice: "From $1,160.95",
    priceAmount: "1160.95",
  },
];

const GRIDS: GridPreferences[] = [
  { viewSize: "large", columnCount: 4 },
  { viewSize: "large", columnCount: 2 },
  { viewSize: "medium", columnCount: 3 },
  { viewSize: "small", columnCount: 4 },
];

const VIEWS: Omit<CardView, "grid" | "eager" | "first">[] = [
  { redirectTo: "/products", signedIn: false, favorite: false, inCart: false },
  { redirectTo: "/collections/dresses?sizes=M&q=%22maxi%22", signedIn: true, favorite: true, inCart: true },
  { redirectTo: "/products?page=2", signedIn: true, favorite: false, inCart: false },
];

/** ProductCard as React renders it on the server, inside a router (its forms are Remix fetchers). */
async function reactHtml(cards: BrowserProductCard[], view: Omit<CardView, "eager" | "first">, eager: boolean) {
  const element = createElement(
    Fragment,
    null,
    ...cards.map((card, index) =>
      createElement(
        "li",
        { key: index },
        createElement(ProductCard, {
          product: card,
          grid: view.grid,
          redirectTo: view.redirectTo,
          eager,
          first: eager && index % 2 === 0,
          signedIn: view.signedIn,
          isFavorite: view.favorite,
          inCart: view.inCart,
        }),
      ),
    ),
  );
  const handler = createStaticHandler([{ id: "grid", path: "*", element }]);
  const context = await handler.query(new Request(`https://shop.example${view.redirectTo}`));
  if (context instanceof Response) throw new Error("the router answered a Response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const serverHtml = (cards: BrowserProductCard[], view: Omit<CardView, "eager" | "first">, eager: boolean) =>
  cards
    .map((card, index) => `<li>${cardHtml(card, { ...view, eager, first: eager && index % 2 === 0 })}</li>`)
    .join("");

describe("the card's markup contract", () => {
  test("the server's text of every kind of card is the markup ProductCard renders, byte for byte", async () => {
    for (const grid of GRIDS)
      for (const view of VIEWS)
        for (const eager of [true, false]) {
          const expected = (await reactHtml(CARDS, { ...view, grid }, eager)).split("</li>");
          const written = serverHtml(CARDS, { ...view, grid }, eager).split("</li>");
          // Card by card, so a difference names the card and the view it is drawn in.
          CARDS.forEach((card, index) =>
            expect(written[index], `card ${card.id} in ${JSON.stringify({ grid, view, eager })}`).toBe(expected[index]),
          );
          expect(written).toHaveLength(expected.length);
        }
  });

  test("a card read back from its markup is the card that drew it", () => {
    const html = serverHtml(CARDS, { ...VIEWS[1], grid: GRIDS[0] }, true);
    const { document } = parseHTML(`<html><body><ul>${html}</ul></body></html>`);
    expect([...document.querySelectorAll("article.card")].map(cardFromMarkup)).toEqual(CARDS);
  });

  test("the image's sized URLs add the width at the end, so the image's own URL reads back whole", () => {
    for (const url of ["/images/products/1/1.svg", "https://cdn.example/a b.jpg?v=1&crop=center"])
      expect(originalImageUrl(cardImageUrl(url, 1600))).toBe(url);
  });
});
