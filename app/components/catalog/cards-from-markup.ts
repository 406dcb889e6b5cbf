// A listing page's hydration data leaves its cards out: the page's HTML already
// holds them (decision 055). On the page's first render in the browser the grid
// hydrates from what the server's cards say, read back here; every later render
// (a client-side navigation, a revalidation) has the cards in its data.
// What is read is what ProductCard draws, so the two change together
// (tests/worker/listing-page-weight.test.ts reads 24 real cards both ways).
import type { ListingPageData } from "../../lib/catalog/listing-page";
import type { BrowserProductCard } from "../../lib/catalog/product-cards";
import type { ProductBadge } from "../../lib/catalog/types";
import { originalImageUrl } from "./CardImage";
import { BADGE_LABELS } from "./ProductBadges";

/** Where the server's grid is: ProductGrid marks its list. */
export const GRID_SELECTOR = '[data-testid="product-grid"]';

const BADGE_OF_LABEL = new Map(Object.entries(BADGE_LABELS).map(([badge, label]) => [label, badge as ProductBadge]));

const text = (element: Element | null | undefined) => element?.textContent ?? "";

/** One server-rendered `<article class="card">` as the props that drew it. */
export function cardFromMarkup(card: Element): BrowserProductCard {
  const title = card.querySelector("h3 a");
  const href = title?.getAttribute("href") ?? "";
  const image = card.querySelector("img.card-img");
  const badges: ProductBadge[] = [];
  let percentOff = 0;
  for (const item of card.querySelectorAll(".card-badges li")) {
    const label = text(item);
    const off = /^(\d+)% off$/.exec(label);
    if (off) percentOff = Number(off[1]);
    const badge = off ? "sale" : BADGE_OF_LABEL.get(label);
    if (badge) badges.push(badge);
  }
  const displayPrice = text(card.querySelector('[data-testid="card-price"]'));
  const was = card.querySelector(".card-was");
  const rated = /Rated ([\d.]+) out of 5 from (\d+)/.exec(
    text(card.querySelector('[data-testid="card-rating"] .sr-only')),
  );
  // The buy area is one of: Choose options (quick view), an Add to Cart / In Cart form, or Out of Stock.
  const choose = card.querySelector(".card-buy .card-choose");
  const variantId = card.querySelector('.card-buy input[name="variantId"]')?.getAttribute("value") ?? null;
  return {
    id: card.querySelector('.card-heart input[name="productId"]')?.getAttribute("value") ?? "",
    handle: href.replace(/^\/products\//, ""),
    title: text(title),
    image: image
      ? { url: originalImageUrl(image.getAttribute("src") ?? ""), altText: image.getAttribute("alt") ?? "" }
      : null,
    displayPrice,
    displayCompareAtPrice: was ? text(was).replace(/^Was /, "") : null,
    percentOff,
    // Not drawn: the amount a device favorite keeps beside the product, read from the shown price.
    priceAmount: displayPrice.replace(/[^\d.]/g, ""),
    badges,
    isInStock: choose !== null || variantId !== null,
    needsVariantChoice: choose !== null,
    defaultVariantId: variantId,
    ...(rated ? { rating: { average: Number(rated[1]), count: Number(rated[2]) } } : {}),
  };
}

const readFromMarkup = new WeakMap<object, BrowserProductCard[]>();

/**
 * The listing's cards: from its data, or, when the data came with the page and left them out, from the
 * server's markup, read once (before React touches it) and kept for that data's later renders.
 */
export function listingCards(listing: ListingPageData): BrowserProductCard[] {
  const inData: BrowserProductCard[] | undefined = listing.products;
  if (inData) return inData;
  let cards = readFromMarkup.get(listing);
  if (!cards) {
    const grid = typeof document === "undefined" ? null : document.querySelector(GRID_SELECTOR);
    cards = grid ? [...grid.querySelectorAll("article.card")].map(cardFromMarkup) : [];
    readFromMarkup.set(listing, cards);
  }
  return cards;
}
