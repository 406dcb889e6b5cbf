// What a listing page knows about the shopper looking at it: signed in or
// not, their favorites (to fill the hearts) and what is in their cart (for
// "In Cart": the products on this page with a variant in the cart). Client-safe: the listing page receives it from its loader.
export type ListingShopper = { signedIn: boolean; favoriteProductIds: string[]; cartProductIds: string[] };
