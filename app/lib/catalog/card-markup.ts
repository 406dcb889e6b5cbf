// The listing card's markup contract (decisions 055 and 063): what a product card's HTML says about its product,
// in attributes named here, and nowhere else.
//
// - The server writes a listing's cards as text with `cardHtml` (React would spend about a third of a listing's
//   render on 24 cards); the browser hydrates them with ProductCard, which draws exactly the same markup
//   (tests/unit/card-markup.test.ts renders both for every kind of card and compares them byte for byte).
// - The browser reads a server-rendered card back with `cardFromAttributes` (a page load's data leaves the
//   cards out), and the Worker's copies of a kept page read the same attributes to draw a card as the
//   shopper sees it (favorite, in the cart).
// A card shows more? Add its attribute to CARD_ATTRIBUTES, write it in `cardAttributes`, read it in
// `cardFromAttributes`, draw it in `cardHtml` and in ProductCard; the test fails until all of them agree.
import type { ColumnCount, GridPreferences, ViewSize } from "./grid-preferences";
import type { BrowserProductCard } from "./product-cards";
import type { ProductBadge } from "./types";

/**
 * The card's data attributes, on its `<article>`. The title is the article's `aria-label`, the handle the path of
 * its links (`/products/{handle}`), the image its `<img class="card-img">` (the `src` without its `width`).
 */
export const CARD_ATTRIBUTES = {
  id: "data-id",
  price: "data-price",
  amount: "data-amount",
  was: "data-was",
  percentOff: "data-off",
  badges: "data-badges",
  soldOut: "data-sold-out",
  options: "data-options",
  variant: "data-variant",
  rating: "data-rating",
  reviews: "data-reviews",
} as const;

// A Storefront id is written as its number (24 cards, each naming its product and a variant); any other id
// (the boutique's own products: db_12, db_variant_12) as it is.
const PRODUCT_GID = "gid://shopify/Product/";
const VARIANT_GID = "gid://shopify/ProductVariant/";
const shortId = (id: string, prefix: string) =>
  id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length)) ? id.slice(prefix.length) : id;
const fullId = (written: string, prefix: string) => (/^\d+$/.test(written) ? `${prefix}${written}` : written);

/** A card's data attributes in the order the markup writes them (absent ones left out). */
export function cardAttributes(card: BrowserProductCard): Record<string, string> {
  const attributes: Record<string, string> = {
    [CARD_ATTRIBUTES.id]: shortId(card.id, PRODUCT_GID),
    [CARD_ATTRIBUTES.price]: card.displayPrice,
    [CARD_ATTRIBUTES.amount]: card.priceAmount,
  };
  if (card.displayCompareAtPrice !== null) attributes[CARD_ATTRIBUTES.was] = card.displayCompareAtPrice;
  if (card.percentOff > 0) attributes[CARD_ATTRIBUTES.percentOff] = String(card.percentOff);
  if (card.badges.length > 0) attributes[CARD_ATTRIBUTES.badges] = card.badges.join(" ");
  if (!card.isInStock) attributes[CARD_ATTRIBUTES.soldOut] = "";
  if (card.needsVariantChoice) attributes[CARD_ATTRIBUTES.options] = "";
  if (card.defaultVariantId !== null) attributes[CARD_ATTRIBUTES.variant] = shortId(card.defaultVariantId, VARIANT_GID);
  if (card.rating) {
    attributes[CARD_ATTRIBUTES.rating] = String(card.rating.average);
    attributes[CARD_ATTRIBUTES.reviews] = String(card.rating.count);
  }
  return attributes;
}

/** What a card element says, through one way of reading an attribute: the browser's DOM or the Worker's text. */
export type CardReader = {
  /** An attribute of the `<article>` */
  attribute(name: string): string | null;
  /** The `<img class="card-img">`'s attribute, or null without an image. */
  imageAttribute(name: "src" | "alt"): string | null;
  /** The title link's `href` */
  titleHref(): string | null;
};

const PRODUCT_PATH = "/products/";

/** A server-rendered card as the props that drew it. */
export function cardFromAttributes(read: CardReader): BrowserProductCard {
  const attribute = (name: string) => read.attribute(name);
  const src = read.imageAttribute("src");
  const rating = attribute(CARD_ATTRIBUTES.rating);
  const badges = attribute(CARD_ATTRIBUTES.badges);
  const variant = attribute(CARD_ATTRIBUTES.variant);
  return {
    id: fullId(attribute(CARD_ATTRIBUTES.id) ?? "", PRODUCT_GID),
    handle: (read.titleHref() ?? "").slice(PRODUCT_PATH.length),
    title: attribute("aria-label") ?? "",
    image: src === null ? null : { url: originalImageUrl(src), altText: read.imageAttribute("alt") ?? "" },
    displayPrice: attribute(CARD_ATTRIBUTES.price) ?? "",
    displayCompareAtPrice: attribute(CARD_ATTRIBUTES.was),
    percentOff: Number(attribute(CARD_ATTRIBUTES.percentOff) ?? 0),
    priceAmount: attribute(CARD_ATTRIBUTES.amount) ?? "",
    badges: badges ? (badges.split(" ") as ProductBadge[]) : [],
    isInStock: attribute(CARD_ATTRIBUTES.soldOut) === null,
    needsVariantChoice: attribute(CARD_ATTRIBUTES.options) !== null,
    defaultVariantId: variant === null ? null : fullId(variant, VARIANT_GID),
    ...(rating === null
      ? {}
      : { rating: { average: Number(rating), count: Number(attribute(CARD_ATTRIBUTES.reviews) ?? 0) } }),
  };
}

// ------------------------------------------------------------------------------------------ what a card draws

export const BADGE_LABELS: Record<ProductBadge, string> = {
  sale: "Sale",
  "new-arrival": "New Arrival",
  "limited-edition": "Limited Edition",
  bestseller: "Bestseller",
  "back-in-stock": "Back in Stock",
};

export const BADGE_STYLES: Record<ProductBadge, string> = {
  sale: "bg-clay-700 text-sand-50",
  "new-arrival": "bg-sage-700 text-sand-50",
  "limited-edition": "bg-ink-900 text-sand-50",
  bestseller: "bg-mustard-400 text-ink-900",
  "back-in-stock": "bg-sand-50 text-ink-900 ring-1 ring-ink-700",
};

/** A badge's words: a sale says how much is off when known. */
export const badgeLabel = (badge: ProductBadge, percentOff: number) =>
  badge === "sale" && percentOff > 0 ? `${percentOff}% off` : BADGE_LABELS[badge];

/** Height over width of a card's image; the shape itself is the grid's CSS (`[data-view-size] .card-img`). */
export const CARD_IMAGE_ASPECT: Record<ViewSize, number> = { large: 4 / 3, medium: 1, small: 1 };

/** The shop's srcset widths, every one on every card (the specification's constant). */
export const CARD_IMAGE_WIDTHS = [400, 600, 800, 1200, 1600] as const;

/*
 * How wide a card's image is drawn for each grid choice (ProductGrid's columns, in max-w-6xl beside the 15rem
 * sidebar): phones show two cards a row (small view: three), from md the chosen columns share at most 856px. With
 * the true width a browser fetches the smallest of the widths that fits, not a quarter of the screen's.
 */
const LARGE_CARD_SIZES: Record<ColumnCount, string> = {
  2: "(min-width: 1152px) 420px, (min-width: 768px) 37vw, 50vw",
  3: "(min-width: 768px) 275px, 50vw",
  4: "(min-width: 768px) 232px, 50vw",
};
const SMALL_CARD_SIZES: Record<ColumnCount, string> = {
  2: "(min-width: 768px) 202px, 33vw",
  3: "(min-width: 768px) 158px, 33vw",
  4: "(min-width: 768px) 158px, 33vw",
};

export const cardImageSizes = (grid: GridPreferences) =>
  (grid.viewSize === "small" ? SMALL_CARD_SIZES : LARGE_CARD_SIZES)[grid.columnCount];

/**
 * The URL for one width: the image's own URL with `width` added. Width alone (no height and crop): the card's
 * `object-cover` crops to its shape at the centre as the shop's crop would. Added to the end as written, so the
 * image's URL reads back from a server-rendered card (`originalImageUrl`).
 */
export function cardImageUrl(src: string, width: number): string {
  return `${src}${src.includes("?") ? "&" : "?"}width=${width}`;
}

/** The image's own URL, from one of `cardImageUrl`'s (a server-rendered card's `src`). */
export function originalImageUrl(sized: string): string {
  return sized.replace(/[?&]width=\d+$/, "");
}

export const cardImageSrcSet = (url: string) =>
  CARD_IMAGE_WIDTHS.map((width) => `${cardImageUrl(url, width)} ${width}w`).join(", ");

// ------------------------------------------------------------------------------------ the server's text of it

/** How one card is shown on this page, to this shopper. */
export type CardView = {
  grid: GridPreferences;
  /** Where the card's forms lead back to without JavaScript: the listing's URL */
  redirectTo: string;
  /** In the first row: its image loads at once */
  eager: boolean;
  /** What a phone shows first: its image is fetched at high priority */
  first: boolean;
  signedIn: boolean;
  favorite: boolean;
  inCart: boolean;
};

/** As React escapes text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/["&'<>]/g, (character) => HTML_ESCAPES[character]!);
}
const HTML_ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };

/** A card's HTML exactly as ProductCard renders it on the server (React's attribute order, escapes and text separators). */
export function cardHtml(card: BrowserProductCard, view: CardView): string {
  const title = escapeHtml(card.title);
  const href = `${PRODUCT_PATH}${escapeHtml(card.handle)}`;
  const redirectTo = escapeHtml(view.redirectTo);
  let html = `<article class="card" aria-label="${title}"`;
  for (const [name, value] of Object.entries(cardAttributes(card))) html += ` ${name}="${escapeHtml(value)}"`;
  html += `><div class="card-media"><a href="${href}" tabindex="-1" aria-hidden="true">${imageHtml(card, view)}</a>`;
  if (card.badges.length > 0) {
    html += `<ul class="card-badges" aria-label="Badges">`;
    for (const badge of card.badges)
      html += `<li class="${BADGE_STYLES[badge]}">${escapeHtml(badgeLabel(badge, card.percentOff))}</li>`;
    html += "</ul>";
  }
  // The heart: a visitor's favorites live on the device, so the server draws it empty for them.
  const favorite = view.signedIn && view.favorite;
  html +=
    `<form method="post" action="/favorites" class="card-heart">` +
    `<input type="hidden" name="productId" value="${escapeHtml(card.id)}"/>` +
    `<input type="hidden" name="redirectTo" value="${redirectTo}"/>` +
    (favorite ? `<input type="hidden" name="wasFavorite" value="true"/>` : "") +
    `<button type="submit" name="intent" value="toggle" aria-label="${favorite ? "Remove" : "Add"} ${title} ${favorite ? "from" : "to"} favorites" aria-pressed="${favorite}"></button></form>` +
    `<a href="${href}" aria-label="Quick view: ${title}" class="card-quick">Quick view</a></div>`;
  html += `<div class="${view.grid.viewSize === "small" ? "card-body small" : "card-body"}"><h3><a href="${href}">${title}</a></h3>`;
  html += `<p class="card-price"><span>${escapeHtml(card.displayPrice)}</span>`;
  if (card.displayCompareAtPrice)
    html += `<s class="card-was"><span class="sr-only">Was </span>${escapeHtml(card.displayCompareAtPrice)}</s>`;
  html += "</p>";
  if (card.rating) {
    const average = card.rating.average.toFixed(1);
    const count = card.rating.count;
    // React separates neighbouring pieces of text with an empty comment.
    html +=
      `<p class="text-xs text-ink-700" data-testid="card-rating"><span aria-hidden="true" class="text-clay-600">★</span> ` +
      `<span aria-hidden="true">${average}<!-- --> (<!-- -->${count}<!-- -->)</span>` +
      `<span class="sr-only">Rated <!-- -->${average}<!-- --> out of 5 from <!-- -->${count}<!-- --> <!-- -->${count === 1 ? "review" : "reviews"}</span></p>`;
  }
  html += `<div class="card-buy">${buyHtml(card, view, title, redirectTo, href)}</div></div></article>`;
  return html;
}

function imageHtml(card: BrowserProductCard, view: CardView): string {
  if (!card.image) return `<div class="card-img-missing">Image unavailable</div>`;
  const url = card.image.url;
  const width = CARD_IMAGE_WIDTHS[0];
  const height = Math.round(width * CARD_IMAGE_ASPECT[view.grid.viewSize]);
  return (
    `<img alt="${escapeHtml(card.image.altText ?? "")}" decoding="async" width="${width}" height="${height}"` +
    ` src="${escapeHtml(cardImageUrl(url, width))}" sizes="${cardImageSizes(view.grid)}" srcSet="${escapeHtml(cardImageSrcSet(url))}"` +
    ` loading="${view.eager ? "eager" : "lazy"}"${view.first ? ` fetchpriority="high"` : ""} class="card-img"/>`
  );
}

/** The buy area: Choose options (quick view), Add to Cart or In Cart, or Out of Stock. */
function buyHtml(card: BrowserProductCard, view: CardView, title: string, redirectTo: string, href: string): string {
  // In the cart already or not, a card with a choice never adds a size she did not pick (decision 062).
  if (card.needsVariantChoice && card.isInStock)
    return `<a href="${href}" aria-label="Choose options: ${title}" class="card-choose">Choose options</a>`;
  if (!card.defaultVariantId || !card.isInStock)
    return `<button type="button" disabled="" class="flex-1 rounded-full px-4 py-2 text-sm font-medium w-full cursor-not-allowed bg-sand-200 text-ink-700">Out of Stock</button>`;
  const label = view.inCart ? "In Cart" : "Add to Cart";
  return (
    `<form method="post" action="/cart" class="card-add">` +
    `<input type="hidden" name="variantId" value="${escapeHtml(card.defaultVariantId)}"/>` +
    `<input type="hidden" name="redirectTo" value="${redirectTo}"/>` +
    `<button type="submit" name="intent" value="add" aria-label="${label}: ${title}"${view.inCart ? ` class="in-cart"` : ""}>${label}</button></form>`
  );
}
