// What the cart shows of a piece that would take the order over the
// free-shipping line (built on the server: free-shipping-suggestions.server.ts).
export type FreeShippingSuggestion = {
  handle: string;
  title: string;
  displayPrice: string;
  image: { url: string; altText: string } | null;
  /** The variant a one-tap Add adds; null when the shopper must choose a size or colour on the product page */
  addVariantId: string | null;
};
