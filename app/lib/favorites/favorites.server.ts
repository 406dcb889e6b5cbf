// Favorites in the database: one row per shopper and product.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { favorites } from "../../../db/schema";
import type { FavoriteItem, FavoriteChange } from "./favorite-item";

export async function listFavorites(db: Database, userId: string): Promise<FavoriteItem[]> {
  return db
    .select({
      productId: favorites.productId,
      productName: favorites.productName,
      productImage: favorites.productImage,
      productPrice: favorites.productPrice,
      createdAt: favorites.createdAt,
    })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
}

export async function isFavoriteProduct(db: Database, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

/** The catalogue's name, image and price at the time of saving: shown only once the product is gone. */
export type SavedProduct = {
  productId: string;
  productName: string;
  productImage: string | null;
  productPrice: string;
};

export async function addFavorite(db: Database, userId: string, item: SavedProduct): Promise<FavoriteChange> {
  const inserted = await db
    .insert(favorites)
    .values({
      userId,
      productId: item.productId,
      productName: item.productName || item.productId,
      productImage: item.productImage || null,
      productPrice: item.productPrice,
    })
    .onConflictDoNothing({ target: [favorites.userId, favorites.productId] })
    .returning({ id: favorites.id });
  return inserted.length > 0 ? "added" : "duplicate";
}

/** Removes one; answers with the name it was saved under (null when there was none to remove). */
export async function removeFavorite(db: Database, userId: string, productId: string): Promise<string | null> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ name: favorites.productName });
  return removed[0]?.name ?? null;
}
