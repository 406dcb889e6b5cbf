// What a listing page knows about the shopper looking at it: signed in or
// not, their favorites (to fill the hearts) and what is in their cart (for
// "In Cart"). Client-safe: the listing page receives it from its loader.
export type ListingShopper = { signedIn: boolean; favoriteProductIds: string[]; cartVariantIds: string[] };
