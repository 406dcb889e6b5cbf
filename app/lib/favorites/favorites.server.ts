// Favorites in the database: one row per shopper and product.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/lib/platform/database.server";
import { favorites } from "../../../db/schema";
import type { FavoriteItem, FavoriteChange } from "./favorite-item";


export async function listFavorites(db: Database, userId: string): Promise<FavoriteItem[]> {
  return db
    .select({ productId: favorites.productId, productName: favorites.productName, productImage: favorites.productImage, productPrice: favorites.productPrice, createdAt: favorites.createdAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
}

export async function listFavoriteProductIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ productId: favorites.productId }).from(favorites).where(eq(favorites.userId, userId));
  return rows.map((row) => row.productId);
}

export async function addFavorite(db: Database, userId: string, item: Omit<FavoriteItem, "createdAt">): Promise<FavoriteChange> {
  const inserted = await db
    .insert(favorites)
    .values({ userId, productId: item.productId, productName: item.productName || item.productId, productImage: item.productImage || null, productPrice: item.productPrice })
    .onConflictDoNothing({ target: [favorites.userId, favorites.productId] })
    .returning({ id: favorites.id });
  return inserted.length > 0 ? "added" : "duplicate";
}

export async function removeFavorite(db: Database, userId: string, productId: string): Promise<FavoriteChange> {
  const removed = await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId))).returning({ id: favorites.id });
  return removed.length > 0 ? "removed" : "absent";
}

export async function toggleFavorite(db: Database, userId: string, item: Omit<FavoriteItem, "createdAt">): Promise<FavoriteChange> {
  const removed = await removeFavorite(db, userId, item.productId);
  return removed === "removed" ? removed : addFavorite(db, userId, item);
}
