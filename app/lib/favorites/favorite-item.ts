// A saved favorite and what a change to one did. Client-safe: the favorites page lists them.

export type FavoriteItem = { productId: string; productName: string; productImage: string | null; productPrice: string; createdAt: string };
export type FavoriteChange = "added" | "removed" | "duplicate" | "absent";
