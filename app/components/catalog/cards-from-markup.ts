// A listing page's hydration data leaves its cards out: the page's HTML already
// holds them (decision 055). On the page's first render in the browser the grid
// hydrates from what the server's cards say, read back here through the card's
// markup contract (app/lib/catalog/card-markup.ts); every later render (a
// client-side navigation, a revalidation) has the cards in its data.
import type { ListingPageData } from "../../lib/catalog/listing-page";
import type { BrowserProductCard } from "../../lib/catalog/product-cards";
import { cardFromAttributes } from "../../lib/catalog/card-markup";

/** Where the server's grid is: ProductGrid marks its list. */
export const GRID_SELECTOR = '[data-testid="product-grid"]';

/** One server-rendered `<article class="card">` as the props that drew it. */
export function cardFromMarkup(card: Element): BrowserProductCard {
  const image = card.querySelector("img.card-img");
  return cardFromAttributes({
    attribute: (name) => card.getAttribute(name),
    imageAttribute: (name) => image?.getAttribute(name) ?? null,
    titleHref: () => card.querySelector("h3 a")?.getAttribute("href") ?? null,
  });
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
