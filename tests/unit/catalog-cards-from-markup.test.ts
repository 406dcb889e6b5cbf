// The browser reads a server-rendered card back into the props that drew it (decision 055). The Worker test
// (tests/worker/listing-page-weight.test.ts) compares 24 real cards of two pages with their data; these cases
// cover what the demo catalogue's first pages do not show: a review rating, every badge, an image URL with a
// query of its own, a card without an image.
import { parseHTML } from "linkedom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { cardFromMarkup } from "~/components/catalog/cards-from-markup";
import { cardImageUrl, CardImage, originalImageUrl } from "~/components/catalog/CardImage";
import { CardRating } from "~/components/catalog/CardRating";
import { ProductBadges } from "~/components/catalog/ProductBadges";
import type { ProductBadge } from "~/lib/catalog/types";

const GRID = { viewSize: "large", columnCount: 4 } as const;

/** A card's parts as ProductCard puts them together, with the drawn parts from the real components. */
function cardMarkup(card: {
  image: { url: string; altText: string } | null;
  badges: ProductBadge[];
  percentOff: number;
  rating?: { average: number; count: number };
}) {
  const parts = [
    renderToStaticMarkup(createElement(CardImage, { image: card.image, grid: GRID, eager: false })),
    renderToStaticMarkup(
      createElement(ProductBadges, { badges: card.badges, percentOff: card.percentOff, layout: "overlay" }),
    ),
    card.rating ? renderToStaticMarkup(createElement(CardRating, { rating: card.rating })) : "",
  ];
  return `<article class="card" aria-label="Fleur Chain Belt"><div class="card-media">${parts[0]}${parts[1]}
    <form method="post" action="/favorites" class="card-heart"><input type="hidden" name="productId" value="gid://shopify/Product/7"/></form></div>
    <div class="card-body"><h3><a href="/products/fleur-chain-belt">Fleur Chain Belt</a></h3>
    <p class="card-price"><span data-testid="card-price">$1,160.95</span><s class="card-was"><span class="sr-only">Was </span>$1,299.00</s></p>
    ${parts[2]}<div class="card-buy"><button type="button" disabled>Out of Stock</button></div></div></article>`;
}

const read = (html: string) =>
  cardFromMarkup(parseHTML(`<html><body>${html}</body></html>`).document.querySelector("article")!);

describe("a card read back from its markup", () => {
  test("gives the rating, every badge, the prices and the image's own URL", () => {
    const badges: ProductBadge[] = ["sale", "new-arrival", "limited-edition", "bestseller", "back-in-stock"];
    const image = { url: "https://cdn.example/files/belt.jpg?v=1700000000", altText: "Fleur Chain Belt in Gold" };
    const card = read(cardMarkup({ image, badges, percentOff: 11, rating: { average: 4.5, count: 12 } }));
    expect(card).toEqual({
      id: "gid://shopify/Product/7",
      handle: "fleur-chain-belt",
      title: "Fleur Chain Belt",
      image,
      displayPrice: "$1,160.95",
      displayCompareAtPrice: "$1,299.00",
      percentOff: 11,
      priceAmount: "1160.95",
      badges,
      isInStock: false,
      needsVariantChoice: false,
      defaultVariantId: null,
      rating: { average: 4.5, count: 12 },
    });
  });

  test("a sale without a known saving, no rating and no image", () => {
    const card = read(cardMarkup({ image: null, badges: ["sale"], percentOff: 0 }));
    expect(card).toMatchObject({ image: null, badges: ["sale"], percentOff: 0 });
    expect(card).not.toHaveProperty("rating");
  });

  test("the image's sized URLs add the width at the end, so the image's own URL reads back whole", () => {
    for (const url of ["/images/products/1/1.svg", "https://cdn.example/a b.jpg?v=1&crop=center"])
      expect(originalImageUrl(cardImageUrl(url, 1600))).toBe(url);
  });
});
