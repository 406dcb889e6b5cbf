// A listing page (/products, /collections/{handle}, with the same query parameters) as Markdown: what the
// page shows for this search, filters, sort and page, each card's price, compare-at price and stock with its
// link, the next and previous pages, and the collections with their counts.
import { activeFilters } from "../catalog/active-filters";
import type { ListingPageData, ListingUnavailable } from "../catalog/listing-page";
import { listingHref } from "../catalog/listing-params";
import { scopedListingHref, type ListingScope } from "../catalog/listing-urls";
import type { ListedProductCard } from "../catalog/product-cards";
import { SORT_OPTIONS } from "../catalog/sort";
import { inlineText, markdownDocument, markdownLink, plainTextOfHtml } from "./markdown-text";

export type CardRating = { average: number; count: number };

const STOCK_WORDS = { high: "in stock", medium: "in stock", low: "low stock", out: "sold out" } as const;

function cardLine(card: ListedProductCard, origin: string, rating: CardRating | undefined): string {
  const price = card.displayCompareAtPrice
    ? `${card.displayPrice}, was ${card.displayCompareAtPrice}${card.percentOff > 0 ? ` (${card.percentOff}% off)` : ""}`
    : card.displayPrice;
  const parts = [
    price,
    STOCK_WORDS[card.stockLevel],
    card.needsVariantChoice ? "choose an option" : null,
    rating
      ? `rated ${rating.average.toFixed(1)} of 5 by ${rating.count} verified ${rating.count === 1 ? "buyer" : "buyers"}`
      : null,
    card.badges.length ? card.badges.join(", ") : null,
  ].filter(Boolean);
  return `- ${markdownLink(card.title, `${origin}/products/${encodeURIComponent(card.handle)}`)}: ${parts.join("; ")}`;
}

/** The listing's heading as the page has it: the search, else the collection, else Products. */
function headingOf(listing: ListingPageData<ListedProductCard> | ListingUnavailable, scope: ListingScope): string {
  if (listing.params.q) return `Search results for "${inlineText(listing.params.q)}"`;
  if (listing.status === "ok" && listing.collection) return inlineText(listing.collection.title);
  return scope.collectionHandle === null ? "Products" : "Collection";
}

export function listingMarkdown(
  listing: ListingPageData<ListedProductCard> | ListingUnavailable,
  scope: ListingScope,
  origin: string,
  ratings: ReadonlyMap<string, CardRating> = new Map(),
): string {
  const heading = `# ${headingOf(listing, scope)}`;
  if (listing.status !== "ok")
    return markdownDocument([heading, `Products unavailable: ${listing.message}. Please try again in a moment.`]);
  const { params } = listing;
  const here = `${origin}${scopedListingHref(scope, params)}`;
  const canonical = `${origin}${scope.basePath}${listing.page > 1 ? `?page=${listing.page}` : ""}`;
  const collectionTitle = (handle: string) => listing.collections.find((c) => c.handle === handle)?.title ?? handle;
  const filters = activeFilters(params, scope, collectionTitle).map((filter) => filter.label);
  const sort = SORT_OPTIONS.find((option) => option.value === params.sort)?.label ?? params.sort;
  const summary = [
    listing.total === 0 ? "No products found." : `${listing.showingText}.`,
    `Page ${listing.page} of ${Math.max(1, listing.pageCount)}. Sorted by ${sort}.`,
    filters.length ? `Filters: ${filters.map(inlineText).join(", ")}.` : null,
    `Prices in USD.`,
  ]
    .filter(Boolean)
    .join(" ");
  const pages = [
    listing.page > 1
      ? `- Previous page: ${origin}${scopedListingHref(scope, params, { page: listing.page - 1 })}`
      : null,
    listing.page < listing.pageCount
      ? `- Next page: ${origin}${scopedListingHref(scope, params, { page: listing.page + 1 })}`
      : null,
  ].filter(Boolean);
  const description =
    listing.collection?.description.trim() && !params.q
      ? inlineText(plainTextOfHtml(listing.collection.description))
      : null;
  return markdownDocument([
    heading,
    description,
    summary,
    `- This page: ${here}\n- Canonical: ${canonical}`,
    listing.products.length
      ? `## Products\n\n${listing.products.map((card) => cardLine(card, origin, ratings.get(card.id))).join("\n")}`
      : null,
    pages.length ? pages.join("\n") : null,
    `## Collections\n\n${listing.collections
      .filter((collection) => collection.count > 0)
      .map(
        (collection) =>
          `- ${markdownLink(`${collection.title} (${collection.count})`, `${origin}/collections/${collection.handle}`)}`,
      )
      .join("\n")}`,
    `## Narrowing this list\n\nThe same query parameters as the page: q, category, sort (${SORT_OPTIONS.map((option) => option.value).join(", ")}), page, minPrice, maxPrice (whole dollars, 0 to 500), sizes (xs, s, m, l, xl, xxl, xxxl, xxxxl, onesize), colors, topsSubCategories, dressesSubCategories, bottomsSubCategories, jewelrySubCategories and hideOutOfStock=true. For example: ${origin}${listingHref("/products", params, { sizes: ["m"], hideOutOfStock: true })}`,
  ]);
}
